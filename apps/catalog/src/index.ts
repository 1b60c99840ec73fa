import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { CatalogModule } from './catalog.module';
import { Initial1763785000000 } from './migrations/1763785000000-initial';
import { Products1763785500000 } from './migrations/1763785500000-products';
import { SiteConfigEntity } from './site-config/site-config.entity';
import { Learning1763786000000 } from './migrations/1763786000000-learning';
import { LessonEntity } from './lessons/lesson.entity';
import { CourseTitleEntity } from './course-titles/course-title.entity';
import { PigmentEntity } from './pigments/pigment.entity';
import { SaleTimers1763787000000 } from './migrations/1763787000000-sale-timers';
import { SaleTimerEntity } from './sale-timers/sale-timer.entity';

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  module: CatalogModule,
  entities: [SiteConfigEntity, SaleTimerEntity, LessonEntity, CourseTitleEntity, PigmentEntity],
  migrations: [PlatformTables1763784000000, Initial1763785000000, Products1763785500000, Learning1763786000000, SaleTimers1763787000000],
};
