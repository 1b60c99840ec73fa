import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CreateMysteryBoxDto, MysteryBoxPatterns, ToggleMysteryBoxesDto, UpdateMysteryBoxDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** The mystery-box promotion (docs/product/back-office.md "Mystery Box Promotion System"; docs/product/shopper.md §7): public reads, admin writes. */
@Controller('api')
export class MysteryBoxesController {
  constructor(private readonly services: ServiceClient) {}

  @Get('mystery-box/status')
  status() {
    return this.services.send(MysteryBoxPatterns.getStatus);
  }

  @Post('mystery-box/toggle')
  @HttpCode(200)
  @AdminOnly()
  toggle(@Body() input: ToggleMysteryBoxesDto) {
    return this.services.send(MysteryBoxPatterns.setStatus, input);
  }

  /** Every tier, lowest threshold first (the cart reads isActive). */
  @Get('mystery-boxes')
  list() {
    return this.services.send(MysteryBoxPatterns.list);
  }

  @Post('mystery-boxes')
  @AdminOnly()
  create(@Body() input: CreateMysteryBoxDto) {
    return this.services.send(MysteryBoxPatterns.create, input);
  }

  @Put('mystery-boxes/:id')
  @AdminOnly()
  update(@Param() params: UuidParamDto, @Body() changes: UpdateMysteryBoxDto) {
    return this.services.send(MysteryBoxPatterns.update, { id: params.id, changes });
  }

  @Delete('mystery-boxes/:id')
  @AdminOnly()
  remove(@Param() params: UuidParamDto) {
    return this.services.send(MysteryBoxPatterns.delete, { id: params.id });
  }
}
