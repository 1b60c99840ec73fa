import type { ByIdRequest } from '../bus-payloads';
import {
  GalleryPatterns,
  type ApprovedGalleryPage,
  type GalleryLikeAnswer,
  type GalleryRemoved,
  type GalleryStatus,
  type GallerySubmission,
  type GallerySubmissionView,
} from './gallery';

export interface GalleryListApprovedRequest {
  limit?: number;
  offset?: number;
}
export interface GalleryListByStatusRequest {
  status: GalleryStatus;
}
export interface GalleryLikedIdsRequest {
  email: string;
  onlySession?: string;
}
export interface GalleryLikeRequest {
  id: string;
  email: string;
  sessionId?: string;
}
export interface GalleryUnlikeRequest {
  id: string;
  email: string;
  onlySession?: string;
}
/** An administrator approving or rejecting a submission. */
export interface GalleryDecisionRequest {
  id: string;
  adminEmail: string;
}

/** What each of GalleryPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface GalleryRequests {
  [GalleryPatterns.listApproved]: { payload: GalleryListApprovedRequest; answer: ApprovedGalleryPage };
  [GalleryPatterns.listByStatus]: { payload: GalleryListByStatusRequest; answer: GallerySubmissionView[] };
  [GalleryPatterns.submit]: { payload: GallerySubmission; answer: GallerySubmissionView };
  [GalleryPatterns.likedIds]: { payload: GalleryLikedIdsRequest; answer: string[] };
  [GalleryPatterns.like]: { payload: GalleryLikeRequest; answer: GalleryLikeAnswer };
  [GalleryPatterns.unlike]: { payload: GalleryUnlikeRequest; answer: GalleryLikeAnswer };
  [GalleryPatterns.approve]: { payload: GalleryDecisionRequest; answer: GallerySubmissionView };
  [GalleryPatterns.reject]: { payload: GalleryDecisionRequest; answer: GallerySubmissionView };
  [GalleryPatterns.remove]: { payload: ByIdRequest; answer: GalleryRemoved };
}
