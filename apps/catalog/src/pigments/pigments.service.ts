import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreatePigmentDto, LearningDeleted, Pigment, PigmentUpdate } from '@shop/contracts';
import { serviceError, UnitOfWork } from '@shop/platform';
import { PigmentEntity } from './pigment.entity';

/** Notes on the pigments behind the paints: public reading, admin writing. */
@Injectable()
export class PigmentsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** By name, ignoring case. */
  async list(): Promise<Pigment[]> {
    const rows = await this.dataSource
      .getRepository(PigmentEntity)
      .createQueryBuilder('pigment')
      .orderBy('lower(pigment.name)', 'ASC')
      .addOrderBy('pigment.id', 'ASC')
      .getMany();
    return rows.map(toPigment);
  }

  create(input: CreatePigmentDto): Promise<Pigment> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(PigmentEntity);
      return toPigment(await repository.save(repository.create(input)));
    });
  }

  /** Fields left out keep their value. */
  update({ id, changes }: PigmentUpdate): Promise<Pigment> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(PigmentEntity);
      const pigment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!pigment) throw notFound();
      return toPigment(await repository.save(Object.assign(pigment, changes)));
    });
  }

  delete(id: string): Promise<LearningDeleted> {
    return this.unitOfWork.run(async (manager) => {
      const { affected } = await manager.getRepository(PigmentEntity).delete({ id });
      if (!affected) throw notFound();
      return { id, deleted: true as const };
    });
  }
}

function notFound() {
  return serviceError('NOT_FOUND', 'Pigment not found');
}

function toPigment(row: PigmentEntity): Pigment {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    origin: row.origin,
    watercolorUse: row.watercolorUse,
    goDeeper: row.goDeeper,
    funFacts: row.funFacts,
    characteristics: row.characteristics,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
