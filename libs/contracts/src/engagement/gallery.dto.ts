import { IsIn, IsOptional } from 'class-validator';
import { PagingLimit, PagingOffset, ShopEmail, Text } from '../validation/field-rules';
import {
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_LESSON_REFERENCE_MAX_LENGTH,
  GALLERY_PAGE_MAX,
  GALLERY_STATUSES,
  GALLERY_TITLE_MAX_LENGTH,
  GalleryStatus,
} from './gallery';

// The gallery's request bodies and queries, validated by the gateway (values and answers: gallery.ts).

/** POST /api/gallery's text fields (multipart; the image is the upload path's): a title, the rest optional. */
export class SubmitGalleryDto {
  @Text(GALLERY_TITLE_MAX_LENGTH, { required: true, notBlank: true })
  title: string;

  @IsOptional()
  @Text(GALLERY_DESCRIPTION_MAX_LENGTH)
  description?: string;

  @IsOptional()
  @Text(GALLERY_LESSON_REFERENCE_MAX_LENGTH)
  lessonReference?: string;

  /** The session's own e-mail when sent; the submission is always the session's. */
  @IsOptional()
  @ShopEmail()
  userEmail?: string;
}

/** GET /api/gallery?limit&offset: approved artworks, newest first. */
export class GalleryPageQueryDto {
  @PagingLimit(GALLERY_PAGE_MAX)
  limit?: number;

  @PagingOffset()
  offset?: number;
}

/** POST and DELETE /api/gallery/{id}/like: the session's own e-mail. */
export class GalleryLikeDto {
  @ShopEmail()
  userEmail: string;
}

/** GET /api/admin/gallery?status= (pending when not given). */
export class GalleryStatusQueryDto {
  @IsOptional()
  @IsIn(GALLERY_STATUSES as unknown as string[], { message: `status must be one of: ${GALLERY_STATUSES.join(', ')}` })
  status?: GalleryStatus;
}
