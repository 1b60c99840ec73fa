import { GalleryStatus } from '@shop/contracts';

/** A row of `gallery_submissions` as the gallery reads it: an artwork waiting for an admin, approved or rejected. */
export interface GallerySubmissionRow {
  id: string;
  user_email: string;
  title: string;
  description: string;
  lesson_reference: string | null;
  image_url: string;
  status: GalleryStatus;
  likes_count: number;
  created_at: Date;
}

/** A submission just decided, with the status it had before. */
export interface DecidedSubmissionRow extends GallerySubmissionRow {
  previous_status: GalleryStatus;
}

/** The approved artworks counted, and their likes summed. */
export interface ApprovedTotalsRow {
  n: number;
  likes: number;
}
