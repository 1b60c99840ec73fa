import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLoginRequest, AdminPatterns } from '@shop/contracts';
import { AdminsService } from './admins.service';

@Controller()
export class AdminsHandlers {
  constructor(private readonly admins: AdminsService) {}

  @MessagePattern(AdminPatterns.login)
  login(@Payload() input: AdminLoginRequest) {
    return this.admins.login(input);
  }

  @MessagePattern(AdminPatterns.resolveSession)
  resolveSession(@Payload() input: { token: string }) {
    return this.admins.resolveSession(input.token);
  }

  @MessagePattern(AdminPatterns.logout)
  logout(@Payload() input: { token: string }) {
    return this.admins.logout(input.token);
  }

  @MessagePattern(AdminPatterns.ensureFirstAdmin)
  ensureFirstAdmin() {
    return this.admins.ensureFirstAdmin();
  }
}
