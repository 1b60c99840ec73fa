import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { healthPattern, ServiceHealth, ServiceName } from '@shop/contracts';

/** Each service answers `<service>.health` after a round trip to its own database. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    @MessagePattern(healthPattern(service))
    async health(): Promise<ServiceHealth> {
      await this.dataSource.query('SELECT 1');
      return { service, status: 'up', database: 'up' };
    }
  }
  return HealthController;
}
