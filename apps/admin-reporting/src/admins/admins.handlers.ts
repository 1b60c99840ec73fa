import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLoginRequest, AdminPatterns, type BusAnswer, ByTokenRequest } from '@shop/contracts';
import { AdminsService } from './admins.service';

@Controller()
export class AdminsHandlers {
  constructor(private readonly admins: AdminsService) {}

  @MessagePattern(AdminPatterns.login)
  login(@Payload() input: AdminLoginRequest): Promise<BusAnswer<typeof AdminPatterns.login>> {
    return this.admins.login(input);
  }

  @MessagePattern(AdminPatterns.resolveSession)
  resolveSession(@Payload() input: ByTokenRequest): Promise<BusAnswer<typeof AdminPatterns.resolveSession>> {
    return this.admins.resolveSession(input.token);
  }

  @MessagePattern(AdminPatterns.logout)
  logout(@Payload() input: ByTokenRequest): Promise<BusAnswer<typeof AdminPatterns.logout>> {
    return this.admins.logout(input.token);
  }

  @MessagePattern(AdminPatterns.ensureFirstAdmin)
  ensureFirstAdmin(): Promise<BusAnswer<typeof AdminPatterns.ensureFirstAdmin>> {
    return this.admins.ensureFirstAdmin();
  }
}
