/** Thrown by the container walkers when a file is not a whole, well-formed audio container; the reason is for tests and logs. */
export class NotAudio extends Error {}

export function refuse(reason: string): never {
  throw new NotAudio(reason);
}
