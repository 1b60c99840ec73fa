import { ProductCsvHandlers } from './product-csv/product-csv.handlers';
import { ProductCsvService } from './product-csv/product-csv.service';
import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { CatalogWrites } from './catalog-writes';
import { CatalogPricingHandlers } from './products/catalog-pricing.handlers';
import { CatalogPriceRows } from './products/catalog-price-rows';
import { CatalogPricingService } from './products/catalog-pricing.service';
import { DemoHandlers } from './demo/demo.handlers';
import { DemoService } from './demo/demo.service';
import { ProductsHandlers } from './products/products.handlers';
import { ProductsService } from './products/products.service';
import { ACTIVE_SALE_TIMERS, ProductsWithSalesService } from './products/products-with-sales.service';
import { ReferenceHandlers } from './reference/reference.handlers';
import { ReferenceService } from './reference/reference.service';
import { VariantsHandlers } from './variants/variants.handlers';
import { VariantsService } from './variants/variants.service';
import { SiteConfigHandlers } from './site-config/site-config.handlers';
import { SiteConfigService } from './site-config/site-config.service';
import { SaleTimersHandlers } from './sale-timers/sale-timers.handlers';
import { SaleTimersService } from './sale-timers/sale-timers.service';
import { LessonsHandlers } from './lessons/lessons.handlers';
import { LessonsService } from './lessons/lessons.service';
import { CourseTitlesHandlers } from './course-titles/course-titles.handlers';
import { CourseTitlesService } from './course-titles/course-titles.service';
import { PigmentsHandlers } from './pigments/pigments.handlers';
import { PigmentsService } from './pigments/pigments.service';

@Module({
  controllers: [
    createHealthController('catalog'),
    SiteConfigHandlers,
    SaleTimersHandlers,
    ProductsHandlers,
    ProductCsvHandlers,
    VariantsHandlers,
    ReferenceHandlers,
    DemoHandlers,
    CatalogPricingHandlers,
    LessonsHandlers,
    CourseTitlesHandlers,
    PigmentsHandlers,
  ],
  providers: [
    SiteConfigService,
    SaleTimersService,
    CatalogWrites,
    ProductsService,
    ProductCsvService,
    ProductsWithSalesService,
    VariantsService,
    ReferenceService,
    DemoService,
    CatalogPriceRows,
    CatalogPricingService,
    LessonsService,
    CourseTitlesService,
    PigmentsService,
    { provide: ACTIVE_SALE_TIMERS, useExisting: SaleTimersService },
  ],
})
export class CatalogModule {}
