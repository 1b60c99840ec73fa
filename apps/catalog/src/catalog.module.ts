import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { CatalogWrites } from './catalog-writes';
import { CatalogPricingController } from './products/catalog-pricing.controller';
import { CatalogPriceRows } from './products/catalog-price-rows';
import { CatalogPricingService } from './products/catalog-pricing.service';
import { DemoController } from './demo/demo.controller';
import { DemoService } from './demo/demo.service';
import { ProductsController } from './products/products.controller';
import { ProductsService } from './products/products.service';
import { ACTIVE_SALE_TIMERS, ProductsWithSalesService } from './products/products-with-sales.service';
import { ReferenceController } from './reference/reference.controller';
import { ReferenceService } from './reference/reference.service';
import { VariantsController } from './variants/variants.controller';
import { VariantsService } from './variants/variants.service';
import { SiteConfigController } from './site-config/site-config.controller';
import { SiteConfigService } from './site-config/site-config.service';
import { SaleTimersController } from './sale-timers/sale-timers.controller';
import { SaleTimersService } from './sale-timers/sale-timers.service';
import { LessonsController } from './lessons/lessons.controller';
import { LessonsService } from './lessons/lessons.service';
import { CourseTitlesController } from './course-titles/course-titles.controller';
import { CourseTitlesService } from './course-titles/course-titles.service';
import { PigmentsController } from './pigments/pigments.controller';
import { PigmentsService } from './pigments/pigments.service';

@Module({
  controllers: [
    createHealthController('catalog'), SiteConfigController, SaleTimersController, ProductsController, VariantsController, ReferenceController, DemoController, CatalogPricingController,
    LessonsController, CourseTitlesController, PigmentsController,
  ],
  providers: [
    SiteConfigService, SaleTimersService, CatalogWrites, ProductsService, ProductsWithSalesService, VariantsService, ReferenceService, DemoService, CatalogPriceRows, CatalogPricingService,
    LessonsService, CourseTitlesService, PigmentsService,
    { provide: ACTIVE_SALE_TIMERS, useExisting: SaleTimersService },
  ],
})
export class CatalogModule {}
