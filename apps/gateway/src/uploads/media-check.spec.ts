import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { checkFile, IMAGE_REENCODES_AT_ONCE, IMAGES, IMAGES_AND_VOICE_NOTES } from './media-check';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures', name));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9e' } })
    .png()
    .toBuffer();

/** The answer `checkFile` refuses a file with: its status and message. */
async function refusal(body: Buffer, accepts = IMAGES): Promise<{ status: number; message: string }> {
  try {
    await checkFile(body, 'upload', accepts);
  } catch (err) {
    if (err instanceof HttpException) return { status: err.getStatus(), message: err.message };
    throw err;
  }
  throw new Error('the file was accepted');
}

/**
 * A GIF whose header claims `frames` frames of width × height but whose frames hold no pixels:
 * only a check that reads the header and decodes nothing can tell it is too large.
 */
function headerOnlyGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const parts = [
    Buffer.from('GIF89a'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
  ];
  for (let i = 0; i < frames; i++) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0]), u16(width), u16(height), Buffer.from([0, 2, 1, 0x2c, 0]));
  }
  return Buffer.concat([...parts, Buffer.from([0x3b])]);
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await settle();
}

afterEach(() => jest.restoreAllMocks());

describe('images: refused by their size before anything is decoded (docs/rules.md §10)', () => {
  let bomb: Buffer;
  // Encoding it takes a few seconds; decoding it would take 1.4 GB.
  beforeAll(async () => {
    bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 60_000);

  it('answers 413 to a 16,000 × 16,000 PNG of under 1 MB, from its header alone', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const decoded = jest.spyOn(sharp.prototype, 'toBuffer');

    for (const accepts of [IMAGES, IMAGES_AND_VOICE_NOTES]) {
      expect(await refusal(bomb, accepts)).toEqual({
        status: 413,
        message: 'This image is too large: at most 40 megapixels (e.g. 8000 × 5000); this one is 16000 × 16000',
      });
    }
    expect(decoded).not.toHaveBeenCalled();
  });

  it('counts every frame of an animation: three 4000 × 4000 frames are 48 megapixels', async () => {
    const decoded = jest.spyOn(sharp.prototype, 'toBuffer');
    expect(await refusal(headerOnlyGif(4000, 4000, 3))).toEqual({
      status: 413,
      message: 'This animation is too large: at most 40 megapixels across all its frames (this one has 3 frames of 4000 × 4000)',
    });
    expect(decoded).not.toHaveBeenCalled();
  });

  it('answers 413 to an image longer than WebP allows (16,383 pixels), however few its pixels', async () => {
    expect(await refusal(await png(20000, 10))).toEqual({
      status: 413,
      message: expect.stringMatching(/^This image is too long: at most 16383 pixels on a side/),
    });
  });

  it("re-encodes an image within the limits to WebP, and keeps an animation's frames", async () => {
    const still = await checkFile(await png(40, 30), 'swatch.png', IMAGES);
    expect(still).toMatchObject({ media: 'image', extension: 'webp', contentType: 'image/webp', name: 'swatch.png' });
    expect(await sharp(still.body).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });

    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const animated = await checkFile(gif, 'wave.gif', IMAGES);
    expect(await sharp(animated.body).metadata()).toMatchObject({ format: 'webp', width: 20, height: 10, pages: 3 });
  });

  it(`re-encodes at most ${IMAGE_REENCODES_AT_ONCE} images at once; the others wait their turn`, async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map((n) => png(10 * n, 10)));
    const encode = sharp.prototype.toBuffer;
    const readHeader = sharp.prototype.metadata;
    let headersRead = 0;
    const held: Array<() => void> = [];
    jest.spyOn(sharp.prototype, 'metadata').mockImplementation(async function (this: Sharp) {
      const metadata = await readHeader.call(this);
      headersRead++;
      return metadata;
    });
    jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp) {
      return new Promise((resolve, reject) => held.push(() => (encode.call(this) as Promise<Buffer>).then(resolve, reject)));
    } as never);

    const checked = Promise.all(images.map((image) => checkFile(image, null as never, IMAGES)));
    await until(() => headersRead === images.length);
    await settle();
    expect(held).toHaveLength(IMAGE_REENCODES_AT_ONCE);

    held[0]();
    await until(() => held.length === IMAGE_REENCODES_AT_ONCE + 1);
    for (let started = 1; started < images.length; started++) {
      held[started]();
      await until(() => held.length === Math.min(images.length, started + IMAGE_REENCODES_AT_ONCE + 1));
    }
    const files = await checked;
    expect(await Promise.all(files.map(async (file) => (await sharp(file.body).metadata()).width))).toEqual([10, 20, 30, 40, 50]);
    expect(IMAGE_REENCODES_AT_ONCE).toBe(2);
  });
});

describe('voice notes: checked as audio throughout (docs/rules.md §10)', () => {
  it("stores a real recording as sent, under its container's type", async () => {
    const webm = fixture('voice-note.webm');
    expect(await checkFile(webm, 'note.webm', IMAGES_AND_VOICE_NOTES)).toEqual({
      media: 'voice',
      body: webm,
      extension: 'webm',
      contentType: 'audio/webm',
      name: 'note.webm',
    });
    expect(await checkFile(fixture('voice-note.ogg'), 'note.ogg', IMAGES_AND_VOICE_NOTES)).toMatchObject({
      media: 'voice',
      extension: 'ogg',
      contentType: 'audio/ogg',
    });
  });

  it.each([
    ['an HTML page behind an OggS prefix', Buffer.from('OggS<html><script>alert(document.cookie)</script></html>')],
    ['the magic bytes of Ogg followed by zeros', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)])],
    ['a WebM recording with garbage after it', Buffer.concat([fixture('voice-note.webm'), Buffer.from('garbage')])],
    ['a WebM with a video track', fixture('video-note.webm')],
  ])('answers 415 to %s', async (_name, body) => {
    expect(await refusal(body, IMAGES_AND_VOICE_NOTES)).toEqual({ status: 415, message: IMAGES_AND_VOICE_NOTES.unsupported });
  });

  it('answers 415 to a real voice note where only images are taken', async () => {
    expect(await refusal(fixture('voice-note.webm'), IMAGES)).toEqual({ status: 415, message: IMAGES.unsupported });
  });
});
