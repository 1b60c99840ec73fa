import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, UserPatterns, VerificationAttempt, VerificationRequest } from '@shop/contracts';
import { VerificationService } from './verification.service';

@Controller()
export class VerificationHandlers {
  constructor(private readonly verification: VerificationService) {}

  @MessagePattern(UserPatterns.requestVerificationCode)
  requestCode(@Payload() input: VerificationRequest): Promise<BusAnswer<typeof UserPatterns.requestVerificationCode>> {
    return this.verification.requestCode(input);
  }

  @MessagePattern(UserPatterns.verifyCode)
  verify(@Payload() input: VerificationAttempt): Promise<BusAnswer<typeof UserPatterns.verifyCode>> {
    return this.verification.verify(input);
  }
}
