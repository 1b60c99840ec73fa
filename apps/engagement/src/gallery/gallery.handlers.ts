import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ApprovedGalleryPage, GalleryLikeAnswer, GalleryPatterns, GalleryRemoved, GalleryStatus, GallerySubmissionView } from '@shop/contracts';
import { GallerySubmission, GalleryService } from './gallery.service';

@Controller()
export class GalleryHandlers {
  constructor(private readonly gallery: GalleryService) {}

  @MessagePattern(GalleryPatterns.listApproved)
  listApproved(@Payload() data: { limit?: number; offset?: number }): Promise<ApprovedGalleryPage> {
    return this.gallery.listApproved(data?.limit, data?.offset);
  }

  @MessagePattern(GalleryPatterns.listByStatus)
  listByStatus(@Payload() data: { status: GalleryStatus }): Promise<GallerySubmissionView[]> {
    return this.gallery.listByStatus(data.status);
  }

  @MessagePattern(GalleryPatterns.submit)
  submit(@Payload() data: GallerySubmission): Promise<GallerySubmissionView> {
    return this.gallery.submit(data);
  }

  @MessagePattern(GalleryPatterns.likedIds)
  likedIds(@Payload() data: { userEmail: string; onlySession?: string }): Promise<string[]> {
    return this.gallery.likedIds(data.userEmail, data.onlySession);
  }

  @MessagePattern(GalleryPatterns.like)
  like(@Payload() data: { id: string; userEmail: string; sessionId?: string }): Promise<GalleryLikeAnswer> {
    return this.gallery.like(data.id, data.userEmail, data.sessionId);
  }

  @MessagePattern(GalleryPatterns.unlike)
  unlike(@Payload() data: { id: string; userEmail: string; onlySession?: string }): Promise<GalleryLikeAnswer> {
    return this.gallery.unlike(data.id, data.userEmail, data.onlySession);
  }

  @MessagePattern(GalleryPatterns.approve)
  approve(@Payload() data: { id: string; adminEmail: string }): Promise<GallerySubmissionView> {
    return this.gallery.decide(data.id, 'approved', data.adminEmail);
  }

  @MessagePattern(GalleryPatterns.reject)
  reject(@Payload() data: { id: string; adminEmail: string }): Promise<GallerySubmissionView> {
    return this.gallery.decide(data.id, 'rejected', data.adminEmail);
  }

  @MessagePattern(GalleryPatterns.remove)
  remove(@Payload() data: { id: string }): Promise<GalleryRemoved> {
    return this.gallery.remove(data.id);
  }
}
