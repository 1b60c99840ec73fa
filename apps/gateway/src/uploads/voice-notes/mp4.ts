import { refuse } from './not-audio';

// MP4 (ISO base media file format, ISO/IEC 14496-12): the file must be nothing but boxes, starting
// with `ftyp`, each inside its parent; its one `moov` must describe sound tracks only (handler `soun`),
// every movie fragment must belong to one of them, and there must be media data (`mdat`).

/** Boxes made only of other boxes: walked, so that every box inside is checked to fit. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex', 'moof', 'traf', 'mfra']);
const TOP_LEVEL = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra', 'free', 'skip', 'wide', 'uuid', 'sidx', 'styp', 'prft', 'emsg', 'pdin', 'meta']);

interface Box {
  type: string;
  start: number;
  dataStart: number;
  end: number;
}

/** Walks an MP4 file; refuses it unless it is whole and holds sound tracks only, with media data. */
export function checkMp4Audio(file: Buffer): void {
  const top = boxesIn(file, 0, file.length);
  if (top[0]?.type !== 'ftyp') refuse('no ftyp box first');
  for (const box of top) if (!TOP_LEVEL.has(box.type)) refuse(`an unexpected top-level box "${box.type}" at byte ${box.start}`);
  const movies = top.filter((box) => box.type === 'moov');
  if (movies.length !== 1) refuse(`${movies.length} moov boxes`);
  if (!top.some((box) => box.type === 'mdat')) refuse('no media data');

  const soundTracks = new Set<number>();
  for (const track of walk(file, movies[0]).filter((box) => box.type === 'trak')) {
    const inside = walk(file, track);
    const handler = inside.find((box) => box.type === 'hdlr');
    const header = inside.find((box) => box.type === 'tkhd');
    if (!handler || !header) refuse(`a track without a handler or header at byte ${track.start}`);
    const handlerType = fourCc(file, handler.dataStart + 8, handler.end);
    if (handlerType !== 'soun') refuse(`a "${handlerType}" track`);
    soundTracks.add(trackId(file, header));
  }
  if (soundTracks.size === 0) refuse('no sound track');

  for (const fragment of top.filter((box) => box.type === 'moof')) {
    for (const fragmentHeader of walk(file, fragment).filter((box) => box.type === 'tfhd')) {
      if (fragmentHeader.end - fragmentHeader.dataStart < 8) refuse(`a cut-off tfhd at byte ${fragmentHeader.start}`);
      const id = file.readUInt32BE(fragmentHeader.dataStart + 4);
      if (!soundTracks.has(id)) refuse(`a fragment of track ${id}, which is not a sound track`);
    }
  }
}

/** Every box inside a container box, depth first, containers walked too. */
function walk(file: Buffer, parent: Box): Box[] {
  const found: Box[] = [];
  for (const box of boxesIn(file, parent.dataStart, parent.end)) {
    found.push(box);
    if (CONTAINERS.has(box.type)) found.push(...walk(file, box));
  }
  return found;
}

/** The boxes that exactly fill [start, end). */
function boxesIn(file: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) refuse(`a cut-off box header at byte ${offset}`);
    const size32 = file.readUInt32BE(offset);
    const type = fourCc(file, offset + 4, end);
    let dataStart = offset + 8;
    let size: number;
    if (size32 === 1) {
      if (end - offset < 16) refuse(`a cut-off box header at byte ${offset}`);
      const size64 = file.readBigUInt64BE(offset + 8);
      if (size64 > BigInt(end - offset)) refuse(`a "${type}" box at byte ${offset} runs past its parent`);
      size = Number(size64);
      dataStart += 8;
    } else {
      // Size 0, "to the end of the file", is for the last top-level box only.
      size = size32 === 0 && start === 0 ? end - offset : size32;
    }
    if (size < dataStart - offset) refuse(`a "${type}" box at byte ${offset} smaller than its header`);
    if (offset + size > end) refuse(`a "${type}" box at byte ${offset} runs past its parent`);
    boxes.push({ type, start: offset, dataStart, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** A box type or handler: four printable characters (© allowed, as in iTunes metadata). */
function fourCc(file: Buffer, start: number, end: number): string {
  if (start + 4 > end) refuse(`a cut-off four-character code at byte ${start}`);
  const code = file.toString('latin1', start, start + 4);
  if (!/^[\x20-\x7e\xa9]{4}$/.test(code)) refuse(`an invalid box type at byte ${start}`);
  return code;
}

/** `tkhd`: version 0 has 32-bit times before the track id, version 1 64-bit ones. */
function trackId(file: Buffer, header: Box): number {
  const at = header.dataStart + (file[header.dataStart] === 1 ? 20 : 12);
  if (at + 4 > header.end) refuse(`a cut-off tkhd at byte ${header.start}`);
  return file.readUInt32BE(at);
}
