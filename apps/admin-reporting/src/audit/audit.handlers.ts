import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditEntryInput, AuditLogQueryDto, AuditOutcome, AuditPatterns } from '@shop/contracts';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandlers {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(AuditPatterns.record)
  record(@Payload() entry: AuditEntryInput) {
    return this.audit.record(entry);
  }

  @MessagePattern(AuditPatterns.complete)
  complete(@Payload() outcome: AuditOutcome) {
    return this.audit.complete(outcome);
  }

  @MessagePattern(AuditPatterns.list)
  list(@Payload() query: AuditLogQueryDto) {
    return this.audit.list(query);
  }
}
