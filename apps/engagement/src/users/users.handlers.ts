import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RecordActivityDto, RegisterUserDto, RegisteredUser, UserPatterns } from '@shop/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersHandlers {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(UserPatterns.register)
  register(@Payload() input: RegisterUserDto): Promise<RegisteredUser> {
    return this.users.register(input);
  }

  @MessagePattern(UserPatterns.recordActivity)
  recordActivity(@Payload() input: RecordActivityDto): Promise<{ recorded: true }> {
    return this.users.recordActivity(input);
  }
}
