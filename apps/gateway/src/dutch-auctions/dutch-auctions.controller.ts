import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateDutchAuctionDto,
  DutchAuctionDeleted,
  DutchAuctionPatterns,
  PurchaseDutchAuctionDto,
  UpdateDutchAuctionDto,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { scopeOf } from '../commerce/cart.controller';
import { DUTCH_AUCTION_IMAGES } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { formBody } from '../uploads/form-body';
import { AUCTION_FORM } from '../uploads/form-readings';
import { httpError } from '../common/http/http-error';
import { shopOrigin } from '../common/http/shop-origin';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

/**
 * Gravity (Dutch) auctions (docs/product/engagement.md §4, docs/rules.md §7): shoppers read the active ones and buy
 * one unit at the price of the moment; the admin panel's calls (the documents show none) are plain REST.
 */
@Controller('api')
export class DutchAuctionsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /** The gravity sales list (refreshed every 30 s): active auctions with their price from the clock. */
  @Get('dutch-auctions')
  listActive() {
    return this.services.send(DutchAuctionPatterns.listActive);
  }

  /** Locks the current price for one unit and creates the shopper's pending order; inactive or sold out 409. */
  @Post('dutch-auctions/:id/purchase')
  @HttpCode(201)
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(60, 60_000, 'session', 'Too many purchases. Please wait a minute.')
  purchase(
    @Param() { id }: UuidParamDto,
    @Body() where: PurchaseDutchAuctionDto,
    @CurrentShopper() shopper: ShopperSession | undefined,
    @Req() request: FastifyRequest,
  ) {
    if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    const returnBase = shopOrigin(this.options, request);
    return this.services.send(DutchAuctionPatterns.purchase, { id, email: shopper.email, scope: scopeOf(shopper), where, returnBase });
  }

  @Get('admin/dutch-auctions')
  @AdminOnly()
  listAll() {
    return this.services.send(DutchAuctionPatterns.listAll);
  }

  /** JSON, or form data with up to ten `images[]`. */
  @Post('admin/dutch-auctions')
  @AdminOnly()
  create(@Req() request: FastifyRequest) {
    return this.uploads.save(request, DUTCH_AUCTION_IMAGES, async (form) =>
      this.services.send(DutchAuctionPatterns.create, { fields: await formBody(form, CreateDutchAuctionDto, AUCTION_FORM), images: form.urls }),
    );
  }

  /** Form data (or JSON): fields sent change, new `images[]` are added, `removeImages` (a JSON list) are taken off and deleted. */
  @Put('admin/dutch-auctions/:id')
  @AdminOnly()
  async update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    let removed: string[] = [];
    const auction = await this.uploads.save(request, DUTCH_AUCTION_IMAGES, async (form) => {
      const fields = await formBody(form, UpdateDutchAuctionDto, AUCTION_FORM);
      removed = fields.removeImages ?? [];
      return this.services.send(DutchAuctionPatterns.update, { id, fields, images: form.urls });
    });
    await this.uploads.discard(removed);
    return auction;
  }

  @Delete('admin/dutch-auctions/:id')
  @AdminOnly()
  async remove(@Param() { id }: UuidParamDto): Promise<DutchAuctionDeleted> {
    const removed = await this.services.send(DutchAuctionPatterns.remove, { id });
    await this.uploads.discard(removed.images);
    return { id, deleted: true };
  }

  /** Switches it on and restarts its clock (the price starts again from startPrice); already on, nothing changes. */
  @Post('admin/dutch-auctions/:id/activate')
  @HttpCode(200)
  @AdminOnly()
  activate(@Param() { id }: UuidParamDto) {
    return this.services.send(DutchAuctionPatterns.setActive, { id, active: true });
  }

  @Post('admin/dutch-auctions/:id/deactivate')
  @HttpCode(200)
  @AdminOnly()
  deactivate(@Param() { id }: UuidParamDto) {
    return this.services.send(DutchAuctionPatterns.setActive, { id, active: false });
  }
}
