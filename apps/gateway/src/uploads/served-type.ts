/** The types a stored file is served with: the shop's images and voice notes (docs/rules.md §10). */
const SAFE_SERVED_TYPE = /^(image\/(webp|png|jpeg|gif)|audio\/(webm|ogg|mp4|mpeg))$/;

/**
 * What a stored file is served as: its stored type when that is an image or audio type the shop stores,
 * otherwise a download (an object put in the bucket by hand with text/html or image/svg+xml is never
 * shown as a page). Every answer also carries `X-Content-Type-Options: nosniff`.
 */
export function servedTypeOf(storedType: string): { contentType: string; download: boolean } {
  const type = storedType.split(';')[0].trim().toLowerCase();
  return SAFE_SERVED_TYPE.test(type) ? { contentType: type, download: false } : { contentType: 'application/octet-stream', download: true };
}
