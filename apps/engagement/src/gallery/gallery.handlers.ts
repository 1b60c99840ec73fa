import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  GalleryDecisionRequest,
  GalleryLikedIdsRequest,
  GalleryLikeRequest,
  GalleryListApprovedRequest,
  GalleryListByStatusRequest,
  GalleryPatterns,
  type GallerySubmission,
  GalleryUnlikeRequest,
} from '@shop/contracts';
import { GalleryService } from './gallery.service';

@Controller()
export class GalleryHandlers {
  constructor(private readonly gallery: GalleryService) {}

  @MessagePattern(GalleryPatterns.listApproved)
  listApproved(@Payload() data: GalleryListApprovedRequest): Promise<BusAnswer<typeof GalleryPatterns.listApproved>> {
    return this.gallery.listApproved(data?.limit, data?.offset);
  }

  @MessagePattern(GalleryPatterns.listByStatus)
  listByStatus(@Payload() data: GalleryListByStatusRequest): Promise<BusAnswer<typeof GalleryPatterns.listByStatus>> {
    return this.gallery.listByStatus(data.status);
  }

  @MessagePattern(GalleryPatterns.submit)
  submit(@Payload() data: GallerySubmission): Promise<BusAnswer<typeof GalleryPatterns.submit>> {
    return this.gallery.submit(data);
  }

  @MessagePattern(GalleryPatterns.likedIds)
  likedIds(@Payload() data: GalleryLikedIdsRequest): Promise<BusAnswer<typeof GalleryPatterns.likedIds>> {
    return this.gallery.likedIds(data.email, data.onlySession);
  }

  @MessagePattern(GalleryPatterns.like)
  like(@Payload() data: GalleryLikeRequest): Promise<BusAnswer<typeof GalleryPatterns.like>> {
    return this.gallery.like(data.id, data.email, data.sessionId);
  }

  @MessagePattern(GalleryPatterns.unlike)
  unlike(@Payload() data: GalleryUnlikeRequest): Promise<BusAnswer<typeof GalleryPatterns.unlike>> {
    return this.gallery.unlike(data.id, data.email, data.onlySession);
  }

  @MessagePattern(GalleryPatterns.approve)
  approve(@Payload() data: GalleryDecisionRequest): Promise<BusAnswer<typeof GalleryPatterns.approve>> {
    return this.gallery.decide(data.id, 'approved', data.adminEmail);
  }

  @MessagePattern(GalleryPatterns.reject)
  reject(@Payload() data: GalleryDecisionRequest): Promise<BusAnswer<typeof GalleryPatterns.reject>> {
    return this.gallery.decide(data.id, 'rejected', data.adminEmail);
  }

  @MessagePattern(GalleryPatterns.remove)
  remove(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof GalleryPatterns.remove>> {
    return this.gallery.remove(data.id);
  }
}
