export type PickedImages = { files: File[]; notImages: number; tooLarge: number; overLimit: number };

/** Image files only, each within the size limit, at most `max`. */
export function pickImages(chosen: readonly File[], max: number, maxBytes: number): PickedImages {
  const images = chosen.filter((file) => file.type.startsWith('image/'));
  const small = images.filter((file) => file.size <= maxBytes);
  return {
    files: small.slice(0, max),
    notImages: chosen.length - images.length,
    tooLarge: images.length - small.length,
    overLimit: Math.max(0, small.length - max),
  };
}
