import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DemoPatterns, DemoReferenceInput } from '@shop/contracts';
import { DemoService } from './demo.service';

@Controller()
export class DemoHandlers {
  constructor(private readonly demo: DemoService) {}

  @MessagePattern(DemoPatterns.status)
  status() { return this.demo.status(); }

  @MessagePattern(DemoPatterns.seedReference)
  seedReference(@Payload() input: DemoReferenceInput) { return this.demo.seedReference(input); }

  @MessagePattern(DemoPatterns.markSeeded)
  markSeeded() { return this.demo.markSeeded(); }
}
