import type { UploadedForm } from '../uploads/upload.service';

/** The giveaway's image: an uploaded file, else the address sent as `imageUrl` (or `image`); null: none sent. */
export function giveawayImage(form: UploadedForm, fields: { imageUrl?: string | null; image?: string | null }): string | null {
  return form.urls[0] ?? fields.imageUrl ?? fields.image ?? null;
}
