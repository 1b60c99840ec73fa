import { refuse } from './not-audio';

// WebM and Matroska (EBML, RFC 8794 and RFC 9559): the file must be an EBML header naming webm or
// matroska and one Segment, every element inside its parent, every track an audio track (TrackType 2,
// an A_ codec) and every block one of those tracks'. A browser's MediaRecorder writes the Segment and
// its Clusters with an unknown size; such an element ends where an element of its parent's level begins.

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  video: 0xe0,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.chapters,
  ID.tags,
  ID.attachments,
  ID.void,
  ID.crc32,
]);
const AUDIO_TRACK = 2;

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** Where its data ends; for an unknown size, the end of its parent (the walker finds the real end). */
  end: number;
  unknownSize: boolean;
}

interface Track {
  number: number | null;
  type: number | null;
  codec: string | null;
  video: boolean;
}

/** Walks a WebM or Matroska file; refuses it unless it is whole and holds audio tracks only, with at least one block. */
export function checkWebmAudio(file: Buffer): void {
  const header = elementAt(file, 0, file.length);
  if (header.id !== ID.ebml || header.unknownSize) refuse('no EBML header');
  const docType = children(file, header).find((child) => child.id === ID.docType);
  const docTypeName = docType ? file.toString('latin1', docType.dataStart, docType.end).replace(/\0+$/, '') : null;
  if (docTypeName !== 'webm' && docTypeName !== 'matroska') refuse(`not WebM or Matroska (${docTypeName})`);

  const segment = elementAt(file, header.end, file.length);
  if (segment.id !== ID.segment) refuse('no Segment after the EBML header');
  const tracks: Track[] = [];
  const blockTracks = new Set<number>();
  let offset = segment.dataStart;
  while (offset < segment.end) {
    const child = elementAt(file, offset, segment.end);
    if (!SEGMENT_CHILDREN.has(child.id)) refuse(`an unknown element ${child.id.toString(16)} at byte ${offset}`);
    if (child.id === ID.tracks) tracks.push(...tracksOf(file, child));
    offset = child.id === ID.cluster ? clusterEnd(file, child, blockTracks) : knownEnd(child);
  }
  if (!segment.unknownSize && segment.end !== file.length) refuse('bytes after the Segment');

  if (tracks.length === 0) refuse('no tracks');
  for (const track of tracks) {
    if (track.type !== AUDIO_TRACK || track.video || !track.codec?.startsWith('A_'))
      refuse(`track ${track.number} is not audio (${track.type}, ${track.codec})`);
  }
  if (blockTracks.size === 0) refuse('no audio blocks');
  const numbers = new Set(tracks.map((track) => track.number));
  for (const number of blockTracks) if (!numbers.has(number)) refuse(`a block of an unknown track ${number}`);
}

function tracksOf(file: Buffer, tracks: Element): Track[] {
  return children(file, tracks)
    .filter((entry) => entry.id === ID.trackEntry)
    .map((entry) => {
      const track: Track = { number: null, type: null, codec: null, video: false };
      for (const field of children(file, entry)) {
        if (field.id === ID.trackNumber) track.number = unsigned(file, field);
        if (field.id === ID.trackType) track.type = unsigned(file, field);
        if (field.id === ID.codecId) track.codec = file.toString('latin1', field.dataStart, field.end);
        if (field.id === ID.video) track.video = true;
      }
      return track;
    });
}

/** Walks a Cluster's blocks, noting their track numbers; returns where the Cluster ends. */
function clusterEnd(file: Buffer, cluster: Element, blockTracks: Set<number>): number {
  let offset = cluster.dataStart;
  while (offset < cluster.end) {
    if (cluster.unknownSize && SEGMENT_CHILDREN.has(peekId(file, offset, cluster.end))) return offset;
    const child = elementAt(file, offset, cluster.end);
    if (child.unknownSize) refuse(`an element of unknown size in a Cluster at byte ${offset}`);
    if (child.id === ID.simpleBlock) blockTracks.add(blockTrack(file, child));
    if (child.id === ID.blockGroup) {
      for (const part of children(file, child)) if (part.id === ID.block) blockTracks.add(blockTrack(file, part));
    }
    offset = child.end;
  }
  return cluster.end;
}

/** A (Simple)Block: its track number, a 2-byte timestamp and a flags byte, then the frames. */
function blockTrack(file: Buffer, block: Element): number {
  const track = vint(file, block.dataStart, block.end, 8);
  if (block.dataStart + track.length + 3 > block.end) refuse(`a cut-off block at byte ${block.start}`);
  return track.value;
}

/** The children of a sized element, each inside it and none of unknown size. */
function children(file: Buffer, parent: Element): Element[] {
  const found: Element[] = [];
  for (let offset = parent.dataStart; offset < parent.end;) {
    const child = elementAt(file, offset, parent.end);
    found.push(child);
    offset = knownEnd(child);
  }
  return found;
}

function knownEnd(element: Element): number {
  if (element.unknownSize) refuse(`an element ${element.id.toString(16)} of unknown size at byte ${element.start}`);
  return element.end;
}

function elementAt(file: Buffer, start: number, parentEnd: number): Element {
  const id = vint(file, start, parentEnd, 4);
  const size = vint(file, start + id.length, parentEnd, 8);
  const dataStart = start + id.length + size.length;
  if (size.unknown) return { id: id.raw, start, dataStart, end: parentEnd, unknownSize: true };
  const end = dataStart + size.value;
  if (end > parentEnd) refuse(`an element ${id.raw.toString(16)} at byte ${start} runs past its parent`);
  return { id: id.raw, start, dataStart, end, unknownSize: false };
}

function peekId(file: Buffer, start: number, end: number): number {
  return vint(file, start, end, 4).raw;
}

/** An EBML variable-length integer: `raw` keeps the length marker (element ids), `value` drops it (sizes). */
function vint(file: Buffer, start: number, end: number, maxLength: number): { raw: number; value: number; length: number; unknown: boolean } {
  if (start >= end) refuse(`a cut-off element at byte ${start}`);
  const first = file[start];
  const length = Math.clz32(first) - 23;
  if (first === 0 || length > maxLength) refuse(`an invalid number at byte ${start}`);
  if (start + length > end) refuse(`a cut-off number at byte ${start}`);
  let value = first & (0xff >> length);
  let raw = first;
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + file[start + i];
    raw = raw * 256 + file[start + i];
    allOnes &&= file[start + i] === 0xff;
  }
  if (allOnes) return { raw, value: 0, length, unknown: true };
  if (value > Number.MAX_SAFE_INTEGER) refuse(`a number too large at byte ${start}`);
  return { raw, value, length, unknown: false };
}

function unsigned(file: Buffer, element: Element): number {
  if (element.end - element.dataStart > 6) refuse(`a number too large at byte ${element.start}`);
  let value = 0;
  for (let i = element.dataStart; i < element.end; i++) value = value * 256 + file[i];
  return value;
}
