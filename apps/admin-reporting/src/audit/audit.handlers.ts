import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditEntryInput, AuditLogQueryDto, AuditOutcome, AuditPatterns, type BusAnswer } from '@shop/contracts';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandlers {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(AuditPatterns.record)
  record(@Payload() entry: AuditEntryInput): Promise<BusAnswer<typeof AuditPatterns.record>> {
    return this.audit.record(entry);
  }

  @MessagePattern(AuditPatterns.complete)
  complete(@Payload() outcome: AuditOutcome): Promise<BusAnswer<typeof AuditPatterns.complete>> {
    return this.audit.complete(outcome);
  }

  @MessagePattern(AuditPatterns.list)
  list(@Payload() query: AuditLogQueryDto): Promise<BusAnswer<typeof AuditPatterns.list>> {
    return this.audit.list(query);
  }
}
