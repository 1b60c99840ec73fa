import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  EventEnvelope,
  ReportingUserPatterns,
  UserActivityRecordedEvent,
  UserEvents,
  UserListQueryDto,
  UserRegisteredEvent,
} from '@shop/contracts';
import { ReportedUsersService } from './reported-users.service';

@Controller()
export class ReportedUsersHandlers {
  constructor(private readonly users: ReportedUsersService) {}

  @EventPattern(UserEvents.registered)
  onUserRegistered(@Payload() event: EventEnvelope<UserRegisteredEvent>) {
    return this.users.onUserRegistered(event);
  }

  @EventPattern(UserEvents.activityRecorded)
  onActivityRecorded(@Payload() event: EventEnvelope<UserActivityRecordedEvent>) {
    return this.users.onActivityRecorded(event);
  }

  @MessagePattern(ReportingUserPatterns.list)
  list(@Payload() query: UserListQueryDto): Promise<BusAnswer<typeof ReportingUserPatterns.list>> {
    return this.users.list(query);
  }

  @MessagePattern(ReportingUserPatterns.activity)
  activity(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ReportingUserPatterns.activity>> {
    return this.users.activity(input.id);
  }
}
