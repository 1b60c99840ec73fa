import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, DemoPatterns, DemoReferenceInput } from '@shop/contracts';
import { DemoService } from './demo.service';

@Controller()
export class DemoHandlers {
  constructor(private readonly demo: DemoService) {}

  @MessagePattern(DemoPatterns.status)
  status(): Promise<BusAnswer<typeof DemoPatterns.status>> {
    return this.demo.status();
  }

  @MessagePattern(DemoPatterns.seedReference)
  seedReference(@Payload() input: DemoReferenceInput): Promise<BusAnswer<typeof DemoPatterns.seedReference>> {
    return this.demo.seedReference(input);
  }

  @MessagePattern(DemoPatterns.markSeeded)
  markSeeded(): Promise<BusAnswer<typeof DemoPatterns.markSeeded>> {
    return this.demo.markSeeded();
  }
}
