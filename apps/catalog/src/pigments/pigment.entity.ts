import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PigmentCategory } from '@shop/contracts';

@Entity('pigments')
export class PigmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  category: PigmentCategory | null;

  @Column({ type: 'text', default: '' })
  origin: string;

  @Column({ name: 'watercolor_use', type: 'text', default: '' })
  watercolorUse: string;

  @Column({ name: 'go_deeper', type: 'text', default: '' })
  goDeeper: string;

  @Column({ name: 'fun_facts', type: 'text', default: '' })
  funFacts: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  characteristics: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
