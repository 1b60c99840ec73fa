import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Bus } from '../bus/bus';
import type { ShopConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { OutboxRelay } from '../outbox/outbox';
import { BUS, SERVICE_NAME, SHOP_CONFIG } from './tokens';
import { UnitOfWork } from './unit-of-work';

export interface ServiceCoreDeps {
  service: string;
  dataSource: DataSource;
  bus: Bus;
  relay: OutboxRelay;
  mailer: Mailer;
  config: ShopConfig;
}

/** What every service gets injected: its database, the bus, the outbox, mail and config. */
@Global()
@Module({})
export class ServiceCoreModule {
  static forRoot(deps: ServiceCoreDeps): DynamicModule {
    const providers = [
      { provide: SERVICE_NAME, useValue: deps.service },
      { provide: DataSource, useValue: deps.dataSource },
      { provide: BUS, useValue: deps.bus },
      { provide: OutboxRelay, useValue: deps.relay },
      { provide: Mailer, useValue: deps.mailer },
      { provide: SHOP_CONFIG, useValue: deps.config },
      { provide: UnitOfWork, useValue: new UnitOfWork(deps.dataSource, deps.relay) },
    ];
    return { module: ServiceCoreModule, providers, exports: providers.map((p) => p.provide) };
  }
}
