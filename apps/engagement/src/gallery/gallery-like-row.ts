/** A row of `gallery_likes` as pg answers it: one e-mail's like of one artwork. */
export interface GalleryLikeRow {
  submission_id: string;
  user_email: string;
  /** The shopper session that liked it (an unverified session reads only its own likes). */
  session_id: string | null;
  created_at: Date;
}
