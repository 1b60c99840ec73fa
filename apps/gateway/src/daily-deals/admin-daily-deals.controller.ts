import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateDailyDealDto,
  DailyDealDeleted,
  DailyDealPatterns,
  ScheduleDealFromProductDto,
  UpdateDailyDealDto,
  UuidParamDto,
} from '@shop/contracts';
import { uploadKeyOf } from '@shop/platform';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { DAILY_DEAL_IMAGES } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { formBody } from '../uploads/form-body';
import { DEAL_FORM } from '../uploads/form-readings';
import { ClearDealsCache } from './daily-deals-read-cache';

/**
 * Daily Deals Management and the scheduler (docs/product/back-office.md §2.3, §2.12, §7 "Sale timers, daily deals,
 * mystery boxes"): admin only, every write audited (docs/rules.md §4); pictures through the one upload path (§10).
 */
@Controller('api/admin')
@AdminOnly()
export class AdminDailyDealsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
  ) {}

  @Get('daily-deals')
  list() {
    return this.services.send(DailyDealPatterns.listAll);
  }

  @Get('daily-deals/scheduled')
  scheduled() {
    return this.services.send(DailyDealPatterns.listScheduled);
  }

  @Get('daily-deals-sales')
  sales() {
    return this.services.send(DailyDealPatterns.listSales);
  }

  /** Form data with `images[]` (or JSON, whose `images` are addresses); nothing is stored when the deal is refused. */
  @Post('daily-deals')
  @UseInterceptors(ClearDealsCache)
  create(@Req() request: FastifyRequest) {
    return this.uploads.save(request, DAILY_DEAL_IMAGES, async (form) => {
      const fields = await formBody(form, CreateDailyDealDto, DEAL_FORM);
      return this.services.send(DailyDealPatterns.create, { fields, images: [...(fields.images ?? []), ...form.urls] });
    });
  }

  /** The fields sent change; new `images[]` are added; images left out of `keepImages` are removed. */
  @Put('daily-deals/:id')
  @UseInterceptors(ClearDealsCache)
  async update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    const change = await this.uploads.save(request, DAILY_DEAL_IMAGES, async (form) =>
      this.services.send(DailyDealPatterns.update, { id, fields: await formBody(form, UpdateDailyDealDto, DEAL_FORM), images: form.urls }),
    );
    await this.uploads.discard(ownImages(change.droppedImages));
    return change.deal;
  }

  @Delete('daily-deals/:id')
  @UseInterceptors(ClearDealsCache)
  async remove(@Param() { id }: UuidParamDto): Promise<DailyDealDeleted> {
    const change = await this.services.send(DailyDealPatterns.remove, { id });
    await this.uploads.discard(ownImages(change.droppedImages));
    return { id, deleted: true };
  }

  @Post('daily-deals/schedule-from-product')
  @UseInterceptors(ClearDealsCache)
  scheduleFromProduct(@Body() input: ScheduleDealFromProductDto) {
    return this.services.send(DailyDealPatterns.scheduleFromProduct, input);
  }

  @Post('daily-deals/activate/:id')
  @UseInterceptors(ClearDealsCache)
  @HttpCode(200)
  activate(@Param() { id }: UuidParamDto) {
    return this.services.send(DailyDealPatterns.activate, { id });
  }

  @Post('daily-deals/process-scheduled')
  @UseInterceptors(ClearDealsCache)
  @HttpCode(200)
  processScheduled() {
    return this.services.send(DailyDealPatterns.processScheduled);
  }
}

/** Only files uploaded for deals are the deal's to remove: a scheduled deal shows its product's pictures. */
function ownImages(urls: string[]): string[] {
  return urls.filter((url) => uploadKeyOf(url)?.startsWith(`${DAILY_DEAL_IMAGES.folder}/`));
}
