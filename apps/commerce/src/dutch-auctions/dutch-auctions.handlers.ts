import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  CreateDutchAuctionDto,
  DutchAuctionPatterns,
  DutchAuctionPurchaseRequest,
  DutchAuctionSetActiveRequest,
  DutchAuctionUpdateRequest,
  DutchAuctionWrite,
} from '@shop/contracts';
import { DutchAuctionsService } from './dutch-auctions.service';

@Controller()
export class DutchAuctionsHandlers {
  constructor(private readonly auctions: DutchAuctionsService) {}

  @MessagePattern(DutchAuctionPatterns.listActive)
  listActive(): Promise<BusAnswer<typeof DutchAuctionPatterns.listActive>> {
    return this.auctions.listActive();
  }

  @MessagePattern(DutchAuctionPatterns.listAll)
  listAll(): Promise<BusAnswer<typeof DutchAuctionPatterns.listAll>> {
    return this.auctions.listAll();
  }

  @MessagePattern(DutchAuctionPatterns.create)
  create(@Payload() input: DutchAuctionWrite<CreateDutchAuctionDto>): Promise<BusAnswer<typeof DutchAuctionPatterns.create>> {
    return this.auctions.create(input);
  }

  @MessagePattern(DutchAuctionPatterns.update)
  update(@Payload() input: DutchAuctionUpdateRequest): Promise<BusAnswer<typeof DutchAuctionPatterns.update>> {
    return this.auctions.update(input.id, input);
  }

  @MessagePattern(DutchAuctionPatterns.remove)
  remove(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof DutchAuctionPatterns.remove>> {
    return this.auctions.remove(input.id);
  }

  @MessagePattern(DutchAuctionPatterns.setActive)
  setActive(@Payload() input: DutchAuctionSetActiveRequest): Promise<BusAnswer<typeof DutchAuctionPatterns.setActive>> {
    return this.auctions.setActive(input.id, input.active === true);
  }

  @MessagePattern(DutchAuctionPatterns.purchase)
  purchase(@Payload() input: DutchAuctionPurchaseRequest): Promise<BusAnswer<typeof DutchAuctionPatterns.purchase>> {
    return this.auctions.purchase(input.id, input.email, input.scope, input.where ?? {}, input.returnBase);
  }
}
