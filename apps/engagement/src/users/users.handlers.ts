import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, RecordActivityDto, UserPatterns } from '@shop/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersHandlers {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(UserPatterns.recordActivity)
  recordActivity(@Payload() input: RecordActivityDto): Promise<BusAnswer<typeof UserPatterns.recordActivity>> {
    return this.users.recordActivity(input);
  }
}
