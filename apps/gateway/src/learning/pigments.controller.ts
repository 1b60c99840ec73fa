import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CreatePigmentDto, PigmentPatterns, UpdatePigmentDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** Pigment notes of the Learning Hub: anyone reads them, admins write them. */
@Controller('api/pigments')
export class PigmentsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  list() {
    return this.services.send(PigmentPatterns.list);
  }

  @Post()
  @AdminOnly()
  create(@Body() input: CreatePigmentDto) {
    return this.services.send(PigmentPatterns.create, input);
  }

  @Put(':id')
  @AdminOnly()
  update(@Param() { id }: UuidParamDto, @Body() changes: UpdatePigmentDto) {
    return this.services.send(PigmentPatterns.update, { id, changes });
  }

  @Delete(':id')
  @AdminOnly()
  delete(@Param() { id }: UuidParamDto) {
    return this.services.send(PigmentPatterns.delete, { id });
  }
}
