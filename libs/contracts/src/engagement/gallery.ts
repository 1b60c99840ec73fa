/**
 * The Community Gallery, owned by engagement (docs/product/engagement.md "Community Gallery", §3, §5, §8;
 * docs/product/back-office.md; docs/rules.md §5 "gallery like", §10 uploads). A shopper submits an artwork, it waits
 * for an admin's review, and only approved artworks are listed and may be liked, once per e-mail.
 */
export const GalleryPatterns = {
  /** Approved artworks, newest first, one page: an ApprovedGalleryPage. */
  listApproved: 'engagement.gallery.list-approved',
  /** Every artwork of one status, newest first, with the submitter's e-mail (the admin's moderation queue). */
  listByStatus: 'engagement.gallery.list-by-status',
  submit: 'engagement.gallery.submit',
  likedIds: 'engagement.gallery.liked-ids',
  like: 'engagement.gallery.like',
  unlike: 'engagement.gallery.unlike',
  approve: 'engagement.gallery.approve',
  reject: 'engagement.gallery.reject',
  /** Answers the removed artwork, whose image file the gateway then deletes. */
  remove: 'engagement.gallery.remove',
} as const;

/** Published through engagement's outbox in the submission's own transaction (admin-reporting may read it). */
export const GalleryEvents = {
  submitted: 'gallery.submitted',
  /** An admin's decision that changed the artwork's status (she may change it later: approved ↔ rejected). */
  decided: 'gallery.decided',
  removed: 'gallery.removed',
} as const;

export interface GalleryRemovedEvent {
  submissionId: string;
  /** Its status when it was removed. */
  previousStatus: 'pending' | 'approved' | 'rejected';
}

export interface GalleryDecidedEvent {
  submissionId: string;
  status: 'approved' | 'rejected';
  /** The status it had before, so a reader can move its counts without keeping every artwork. */
  previousStatus: 'pending' | 'approved' | 'rejected';
}

export interface GallerySubmittedEvent {
  submissionId: string;
  userEmail: string;
  title: string;
  lessonReference: string | null;
  imageUrl: string;
  createdAt: string;
}

export const GALLERY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];

export const GALLERY_TITLE_MAX_LENGTH = 200;
export const GALLERY_DESCRIPTION_MAX_LENGTH = 2_000;
export const GALLERY_LESSON_REFERENCE_MAX_LENGTH = 200;
/** GET /api/gallery?limit= (1 … GALLERY_PAGE_MAX, default GALLERY_PAGE_DEFAULT). */
export const GALLERY_PAGE_DEFAULT = 50;
export const GALLERY_PAGE_MAX = 100;
/** GET /api/admin/gallery answers at most this many artworks of a status, newest first. */
export const GALLERY_ADMIN_LIST_MAX = 500;

export const GALLERY_ALREADY_LIKED = 'You already liked this artwork';
export const GALLERY_NOT_LIKED = 'You have not liked this artwork';
export const GALLERY_NOT_FOUND = 'No artwork with that id';

/** The screens' own messages (docs/product/engagement.md §5, §8). */
export const GALLERY_MESSAGES = {
  emailNeededToSubmit: 'Please enter your email first to submit artwork.',
  emailNeededToLike: 'Please enter your email first to like artwork.',
  missingInformation: 'Missing Information: Please provide a title and select an image.',
  submitted: 'Your artwork has been submitted and is pending approval!',
  submitFailed: 'Error: Failed to submit artwork. Please try again.',
  emptyTitle: 'Gallery Coming Soon!',
  emptyAction: 'Submit Your First Artwork',
} as const;

/** A submission as the gateway passes it to engagement: the form's fields and the stored image's address. */
export interface GallerySubmission {
  email: string;
  title: string;
  description?: string;
  lessonReference?: string;
  imageUrl: string;
}

/** One artwork. `userEmail` is in the admin's answers only; the public list never names the artist's e-mail. */
export interface GallerySubmissionView {
  id: string;
  title: string;
  description: string;
  lessonReference: string | null;
  imageUrl: string;
  likesCount: number;
  createdAt: string;
  status: GalleryStatus;
  userEmail?: string;
}

/**
 * One page of approved artworks as engagement answers it; GET /api/gallery sends the items as its body, `total` in
 * X-Total-Count and `totalLikes` (the likes of every approved artwork, not just this page's) in X-Total-Likes.
 */
export interface ApprovedGalleryPage {
  items: GallerySubmissionView[];
  total: number;
  totalLikes: number;
}

/** The header GET /api/gallery answers the likes of all approved artworks in. */
export const GALLERY_TOTAL_LIKES_HEADER = 'X-Total-Likes';

/** GET /api/gallery/likes/{email}: the ids of the artworks she likes. */
export type GalleryLikedIds = string[];

/** POST and DELETE /api/gallery/{id}/like answer the artwork's new count and whether she now likes it. */
export interface GalleryLikeAnswer {
  id: string;
  likesCount: number;
  liked: boolean;
}

/** An admin's deletion answers the artwork removed (the gateway deletes its image file). */
export interface GalleryRemoved {
  id: string;
  deleted: true;
  imageUrl: string;
}
