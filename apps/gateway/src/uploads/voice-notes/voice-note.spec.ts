import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageChecksum } from './ogg';
import { voiceFormatOf, voiceNoteProblem } from './voice-note';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../../test/fixtures', name));

/** Real recordings (test/fixtures/README.md) and the format each is stored as. */
const VOICE_NOTES: Array<[string, { extension: string; contentType: string }]> = [
  ['voice-note.webm', { extension: 'webm', contentType: 'audio/webm' }],
  ['voice-note-streamed.webm', { extension: 'webm', contentType: 'audio/webm' }],
  ['voice-note.ogg', { extension: 'ogg', contentType: 'audio/ogg' }],
  ['voice-note.mp4', { extension: 'mp4', contentType: 'audio/mp4' }],
  ['voice-note.mp3', { extension: 'mp3', contentType: 'audio/mpeg' }],
];
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** An ID3v2.3 tag holding one title frame (its size a 28-bit syncsafe number). */
function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([0]), Buffer.from(title, 'latin1')]);
  const frame = Buffer.concat([Buffer.from('TIT2'), Buffer.from([0, 0, 0, text.length, 0, 0]), text]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, frame.length]), frame]);
}

describe('voice notes, checked as audio throughout (docs/rules.md §10)', () => {
  it.each(VOICE_NOTES)('accepts the real recording %s', (name, format) => {
    expect(voiceNoteProblem(fixture(name))).toBeNull();
    expect(voiceFormatOf(fixture(name))).toEqual(format);
  });

  it('accepts an MP3 that opens with an ID3v2 tag and ends with an ID3v1 tag', () => {
    const v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
    expect(voiceNoteProblem(Buffer.concat([id3Tag('A voice note'), fixture('voice-note.mp3'), v1]))).toBeNull();
  });

  it.each(VOICE_NOTES)('refuses %s cut short by a few bytes', (name) => {
    const file = fixture(name);
    expect(voiceNoteProblem(file.subarray(0, file.length - 7))).not.toBeNull();
  });

  it.each(VOICE_NOTES)('refuses %s with an HTML page after it', (name) => {
    expect(voiceNoteProblem(Buffer.concat([fixture(name), HTML]))).not.toBeNull();
  });

  it.each(VOICE_NOTES)('refuses the first 40 bytes of %s followed by garbage', (name) => {
    expect(voiceNoteProblem(Buffer.concat([fixture(name).subarray(0, 40), Buffer.from('garbage '.repeat(64))]))).not.toBeNull();
  });

  it.each([
    ['OggS then an HTML page', Buffer.concat([Buffer.from('OggS'), HTML])],
    ['OggS then zeros', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)])],
    ['the EBML magic then an HTML page', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), HTML])],
    ['an ftyp box then an HTML page', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A '), Buffer.alloc(12), HTML])],
    ['ID3 then an HTML page', Buffer.concat([Buffer.from('ID3'), HTML])],
    ['an MPEG frame header then an HTML page', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), HTML])],
    ['an ID3 tag and no frames', id3Tag('only a tag')],
  ])('refuses %s', (_name, forged) => {
    expect(voiceNoteProblem(forged)).toEqual(expect.any(String));
    expect(voiceFormatOf(forged)).toBeNull();
  });

  it('refuses a WebM with a video track, even one that has sound too', () => {
    expect(voiceNoteProblem(fixture('video-note.webm'))).toMatch(/not audio/);
    expect(voiceFormatOf(fixture('video-note.webm'))).toBeNull();
  });

  it('refuses an Ogg page whose bytes were changed after it was written (its checksum no longer matches)', () => {
    const ogg = Buffer.from(fixture('voice-note.ogg'));
    ogg[ogg.length - 3] ^= 0xff;
    expect(voiceNoteProblem(ogg)).toMatch(/checksum/);
  });

  it('refuses an Ogg stream that is not audio, even with correct checksums', () => {
    const ogg = Buffer.from(fixture('voice-note.ogg'));
    const bodyStart = 27 + ogg[26];
    ogg.write('\x80theora', bodyStart, 'latin1');
    const firstPageEnd = bodyStart + ogg.subarray(27, bodyStart).reduce((sum, lace) => sum + lace, 0);
    ogg.writeUInt32LE(pageChecksum(ogg, 0, firstPageEnd), 22);
    expect(voiceNoteProblem(ogg)).toMatch(/not audio/);
  });

  it('refuses an MP4 whose track is a video track', () => {
    const mp4 = Buffer.from(fixture('voice-note.mp4'));
    const handler = mp4.indexOf('soun', mp4.indexOf('hdlr'), 'latin1');
    mp4.write('vide', handler, 'latin1');
    expect(voiceNoteProblem(mp4)).toMatch(/"vide" track/);
  });

  it('refuses an MP4-family image (an ftyp box with no sound track), such as HEIC', () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
    const meta = Buffer.concat([Buffer.from([0, 0, 0, 0x0c]), Buffer.from('meta'), Buffer.alloc(4)]);
    const mdat = Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat'), Buffer.alloc(8)]);
    expect(voiceNoteProblem(Buffer.concat([ftyp, meta, mdat]))).toMatch(/moov/);
  });

  it('refuses what no container claims: text, an image', () => {
    expect(voiceNoteProblem(Buffer.from('just some text'))).toMatch(/not a WebM/);
    expect(voiceNoteProblem(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatch(/not a WebM/);
  });
});
