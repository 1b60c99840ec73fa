import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { VerificationController } from './verification/verification.controller';
import { VerificationService } from './verification/verification.service';

@Module({
  controllers: [createHealthController('engagement'), UsersController, VerificationController],
  providers: [UsersService, VerificationService],
})
export class EngagementModule {}
