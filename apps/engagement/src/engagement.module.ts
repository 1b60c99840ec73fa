import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { UsersHandlers } from './users/users.handlers';
import { UsersService } from './users/users.service';
import { VerificationHandlers } from './verification/verification.handlers';
import { VerificationService } from './verification/verification.service';

@Module({
  controllers: [createHealthController('engagement'), createAttemptCountHandlers('engagement'), UsersHandlers, VerificationHandlers],
  providers: [UsersService, VerificationService],
})
export class EngagementModule {}
