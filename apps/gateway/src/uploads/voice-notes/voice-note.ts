import { checkMp4Audio } from './mp4';
import { checkMpegAudio } from './mpeg';
import { NotAudio } from './not-audio';
import { checkOggAudio } from './ogg';
import { checkWebmAudio } from './webm';

// A voice note is judged as audio throughout (docs/rules.md §10): its first bytes pick the container,
// then the whole container is walked. Stored as sent: the shop has no audio encoder to re-encode it with.

export interface VoiceFormat {
  extension: string;
  contentType: string;
}

interface Container extends VoiceFormat {
  startsLike(file: Buffer): boolean;
  /** Throws NotAudio unless the whole file is this container holding audio only. */
  check(file: Buffer): void;
}

const CONTAINERS: Container[] = [
  {
    extension: 'webm',
    contentType: 'audio/webm',
    startsLike: (file) => file.length >= 4 && file.readUInt32BE(0) === 0x1a45dfa3,
    check: checkWebmAudio,
  },
  { extension: 'ogg', contentType: 'audio/ogg', startsLike: (file) => file.toString('latin1', 0, 4) === 'OggS', check: checkOggAudio },
  { extension: 'mp4', contentType: 'audio/mp4', startsLike: (file) => file.toString('latin1', 4, 8) === 'ftyp', check: checkMp4Audio },
  {
    extension: 'mp3',
    contentType: 'audio/mpeg',
    startsLike: (file) => file.toString('latin1', 0, 3) === 'ID3' || (file.length >= 2 && file[0] === 0xff && (file[1] & 0xe0) === 0xe0),
    check: checkMpegAudio,
  },
];

const containerOf = (file: Buffer) => CONTAINERS.find((container) => container.startsLike(file));

/** Whether a file's first bytes claim a voice note's container (WebM, Ogg, MP4 or MPEG audio). */
export function startsLikeVoiceNote(file: Buffer): boolean {
  return containerOf(file) !== undefined;
}

/** What is wrong with a file sent as a voice note, or null when it is whole WebM, Ogg, MP4 or MPEG audio. */
export function voiceNoteProblem(file: Buffer): string | null {
  const container = containerOf(file);
  return container ? problemIn(container, file) : 'not a WebM, Ogg, MP4 or MPEG file';
}

/** The stored format of a voice note that is audio throughout; null for anything else. */
export function voiceFormatOf(file: Buffer): VoiceFormat | null {
  const container = containerOf(file);
  if (!container || problemIn(container, file) !== null) return null;
  return { extension: container.extension, contentType: container.contentType };
}

function problemIn(container: Container, file: Buffer): string | null {
  try {
    container.check(file);
    return null;
  } catch (err) {
    // A walker's own slip on a malformed file (it should not happen) is still that file's fault: 415, never 500.
    return `${container.extension}: ${err instanceof NotAudio ? err.message : `unreadable (${(err as Error).message})`}`;
  }
}
