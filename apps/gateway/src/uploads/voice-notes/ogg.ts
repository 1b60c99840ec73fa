import { refuse } from './not-audio';

// Ogg (RFC 3533): the file must be nothing but pages, each with its checksum right, and every
// logical stream must open with an audio codec's header (Opus, Vorbis, FLAC or Speex).

const AUDIO_HEADERS = [Buffer.from('OpusHead'), Buffer.from('\x01vorbis', 'latin1'), Buffer.from('\x7fFLAC', 'latin1'), Buffer.from('Speex   ')];
const PAGE_HEADER_BYTES = 27;
const CONTINUED = 0x01;
const FIRST_PAGE = 0x02;
const LAST_PAGE = 0x04;

interface Stream {
  nextSequence: number;
  ended: boolean;
}

/** Walks every page of an Ogg file; refuses it unless it is whole, unaltered audio and nothing else. */
export function checkOggAudio(file: Buffer): void {
  const streams = new Map<number, Stream>();
  let dataPages = 0;
  let offset = 0;
  while (offset < file.length) {
    if (file.length - offset < PAGE_HEADER_BYTES) refuse(`a cut-off page header at byte ${offset}`);
    if (file.toString('latin1', offset, offset + 4) !== 'OggS') refuse(`no page at byte ${offset}`);
    if (file[offset + 4] !== 0) refuse(`an unknown page version at byte ${offset}`);
    const flags = file[offset + 5];
    if (flags & ~(CONTINUED | FIRST_PAGE | LAST_PAGE)) refuse(`unknown page flags at byte ${offset}`);
    const serial = file.readUInt32LE(offset + 14);
    const sequence = file.readUInt32LE(offset + 18);
    const segments = file[offset + 26];
    const bodyStart = offset + PAGE_HEADER_BYTES + segments;
    if (bodyStart > file.length) refuse(`a cut-off segment table at byte ${offset}`);
    let bodyLength = 0;
    for (let i = offset + PAGE_HEADER_BYTES; i < bodyStart; i++) bodyLength += file[i];
    const end = bodyStart + bodyLength;
    if (end > file.length) refuse(`a cut-off page at byte ${offset}`);
    if (file.readUInt32LE(offset + 22) !== pageChecksum(file, offset, end)) refuse(`a page with a wrong checksum at byte ${offset}`);

    let stream = streams.get(serial);
    if (flags & FIRST_PAGE) {
      if (stream) refuse(`stream ${serial} opens twice`);
      if (dataPages > 0) refuse(`stream ${serial} opens after another stream's data`);
      if (!AUDIO_HEADERS.some((header) => file.subarray(bodyStart, bodyStart + header.length).equals(header)))
        refuse(`stream ${serial} is not audio`);
      stream = { nextSequence: 0, ended: false };
      streams.set(serial, stream);
    } else {
      if (!stream) refuse(`stream ${serial} has no opening page`);
      dataPages++;
    }
    if (stream.ended) refuse(`stream ${serial} goes on after its last page`);
    if (sequence !== stream.nextSequence) refuse(`stream ${serial} skips from page ${stream.nextSequence} to ${sequence}`);
    stream.nextSequence++;
    stream.ended = (flags & LAST_PAGE) !== 0;
    offset = end;
  }
  if (streams.size === 0) refuse('no pages');
  if (dataPages === 0) refuse('no pages after the opening ones');
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let crc = i << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    table[i] = crc >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32 (polynomial 0x04C11DB7, unreflected, no final xor) of a page, its own checksum field read as zeros. */
export function pageChecksum(file: Buffer, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    const byte = i >= start + 22 && i < start + 26 ? 0 : file[i];
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}
