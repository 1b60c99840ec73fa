import { refuse } from './not-audio';

// MPEG audio (MP1/MP2/MP3, ISO/IEC 11172-3 and 13818-3): an optional ID3v2 tag, then frames that
// follow each other to the end of the file, all of one version, layer and sample rate, with an
// optional ID3v1 tag (128 bytes, "TAG") at the very end.

const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
/** kbit/s by [MPEG-1 or not][layer 1, 2, 3][bitrate index 1–14]. */
const BITRATES = {
  mpeg1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  mpeg2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const ID3V1_BYTES = 128;

interface Frame {
  /** Version, layer and sample rate bits: the same in every frame of a stream. */
  kind: number;
  length: number;
}

/** Walks an MPEG audio file frame by frame; refuses it unless the frames run whole from its start (after a tag) to its end. */
export function checkMpegAudio(file: Buffer): void {
  let offset = id3v2End(file);
  let end = file.length;
  if (end - offset >= ID3V1_BYTES && file.toString('latin1', end - ID3V1_BYTES, end - ID3V1_BYTES + 3) === 'TAG') end -= ID3V1_BYTES;
  let kind: number | null = null;
  let frames = 0;
  while (offset < end) {
    const frame = frameAt(file, offset, end);
    if (kind !== null && frame.kind !== kind) refuse(`a frame of another stream at byte ${offset}`);
    kind = frame.kind;
    offset += frame.length;
    frames++;
  }
  if (frames === 0) refuse('no frames');
}

/** Where the ID3v2 tags at the start end (0 without one); `ID3`, version, flags, a 28-bit size. */
function id3v2End(file: Buffer): number {
  let offset = 0;
  while (file.length - offset >= 10 && file.toString('latin1', offset, offset + 3) === 'ID3') {
    const version = file[offset + 3];
    const sizeBytes = file.subarray(offset + 6, offset + 10);
    if (version < 2 || version > 4 || file[offset + 4] === 0xff || sizeBytes.some((byte) => byte & 0x80))
      refuse(`an invalid ID3 tag at byte ${offset}`);
    const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
    const footer = version === 4 && file[offset + 5] & 0x10 ? 10 : 0;
    offset += 10 + size + footer;
    if (offset > file.length) refuse('a cut-off ID3 tag');
  }
  return offset;
}

function frameAt(file: Buffer, offset: number, end: number): Frame {
  if (end - offset < 4) refuse(`a cut-off frame header at byte ${offset}`);
  const header = file.readUInt32BE(offset);
  if (header >>> 21 !== 0x7ff) refuse(`no frame at byte ${offset}`);
  const version = (header >>> 19) & 3;
  const layerBits = (header >>> 17) & 3;
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  const padding = (header >>> 9) & 1;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || (header & 3) === 2) {
    refuse(`an invalid frame header at byte ${offset}`);
  }
  const layer = 4 - layerBits;
  const mpeg1 = version === 3;
  const bitrate = BITRATES[mpeg1 ? 'mpeg1' : 'mpeg2'][layer - 1][bitrateIndex - 1] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && !mpeg1 ? 72 : 144) * bitrate) / sampleRate) + padding;
  if (offset + length > end) refuse(`a cut-off frame at byte ${offset}`);
  return { kind: (((header >>> 17) & 0xf) << 2) | rateIndex, length };
}
