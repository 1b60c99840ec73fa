import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, type BusPayload, ProductCsvPatterns } from '@shop/contracts';
import { ProductCsvService } from './product-csv.service';

@Controller()
export class ProductCsvHandlers {
  constructor(private readonly csv: ProductCsvService) {}

  @MessagePattern(ProductCsvPatterns.export)
  export(): Promise<BusAnswer<typeof ProductCsvPatterns.export>> {
    return this.csv.export();
  }

  @MessagePattern(ProductCsvPatterns.import)
  import(@Payload() input: BusPayload<typeof ProductCsvPatterns.import>): Promise<BusAnswer<typeof ProductCsvPatterns.import>> {
    return this.csv.import(input);
  }
}
