import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateDutchAuctionDto, DutchAuctionPatterns, DutchAuctionPurchase, DutchAuctionView, DutchAuctionWrite, PurchaseDutchAuctionDto,
  ShopperScope, UpdateDutchAuctionDto,
} from '@shop/contracts';
import { AuctionsService } from './auctions.service';

@Controller()
export class AuctionsHandlers {
  constructor(private readonly auctions: AuctionsService) {}

  @MessagePattern(DutchAuctionPatterns.listActive)
  listActive(): Promise<DutchAuctionView[]> { return this.auctions.listActive(); }

  @MessagePattern(DutchAuctionPatterns.listAll)
  listAll(): Promise<DutchAuctionView[]> { return this.auctions.listAll(); }

  @MessagePattern(DutchAuctionPatterns.create)
  create(@Payload() input: DutchAuctionWrite<CreateDutchAuctionDto>): Promise<DutchAuctionView> { return this.auctions.create(input); }

  @MessagePattern(DutchAuctionPatterns.update)
  update(@Payload() input: DutchAuctionWrite<UpdateDutchAuctionDto> & { id: string }): Promise<DutchAuctionView> {
    return this.auctions.update(input.id, input);
  }

  @MessagePattern(DutchAuctionPatterns.remove)
  remove(@Payload() input: { id: string }): Promise<DutchAuctionView> { return this.auctions.remove(input.id); }

  @MessagePattern(DutchAuctionPatterns.setActive)
  setActive(@Payload() input: { id: string; active: boolean }): Promise<DutchAuctionView> {
    return this.auctions.setActive(input.id, input.active === true);
  }

  @MessagePattern(DutchAuctionPatterns.purchase)
  purchase(@Payload() input: { id: string; email: string; scope?: ShopperScope; where: PurchaseDutchAuctionDto }): Promise<DutchAuctionPurchase> {
    return this.auctions.purchase(input.id, input.email, input.scope, input.where ?? {});
  }
}
