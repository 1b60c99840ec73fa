import { inflateSync } from 'node:zlib';
import type { Metadata } from 'sharp';

// Polyglots: a real image that is also a page, a script or a PHP file (docs/rules.md §10).
// Images are re-encoded before they are stored, so nothing of an upload's bytes is ever served; an image
// that carries markup is still refused, so that the shop never takes one in (and says why).

/**
 * Markers of a page, a script or a PHP file, looked for anywhere in an image's bytes. Each is long
 * enough that compressed pixels hardly ever make one by chance: a letter matches a random byte with a
 * chance of 2^-7 (either case), any other character 2^-8, so `<body>` is about 2^-41 a byte, and all of
 * them together about one in 100,000 over a 10 MB upload of pure noise.
 */
const MARKUP_ANYWHERE = /<script|<\?php\s|<html[\s>]|<body[\s>]|<iframe|<object|<embed[\s>]|<!doctype\s+html|javascript:|on(?:error|load)\s*=/i;

/**
 * Shorter markers, looked for only in what the image carries as text (PNG text chunks, GIF and JPEG comments,
 * XMP, IPTC), never in compressed pixels: an SVG or an image element, a PHP short tag or an ASP/JSP tag, a link,
 * a meta refresh, a style or form, or an event handler. XMP's own `<?xpacket` and `<x:xmpmeta` are not among them.
 */
const MARKUP_IN_TEXT =
  /<svg|<img|<\?=|<%|<a\s|<meta|<link|<style|<form|<input|<base|\bon(?:error|load|click|mouseover|focus|toggle|begin|animationstart)\s*=/i;

/**
 * EXIF holds text fields among binary ones (maker notes of up to 64 KB): only the markers of four characters
 * or more are looked for there, so that binary data does not make one by chance.
 */
const MARKUP_IN_EXIF = /<svg|<img|<meta|<link|<style|<form|<input|<base|\bon(?:error|load|click|mouseover|focus|toggle|begin|animationstart)\s*=/i;

/** Why this image is refused as a polyglot, or null when it carries nothing but itself. */
export function hiddenContentOf(body: Buffer, metadata: Metadata): string | null {
  if (MARKUP_ANYWHERE.test(body.toString('latin1'))) return 'it contains markup or script';
  const layout = layoutOf(body, metadata.format);
  if (layout?.textTooLarge) return 'its text metadata is over 1 MB';
  const texts = [metadata.xmp, metadata.iptc, ...(layout?.texts ?? [])];
  if (texts.some((text) => text && MARKUP_IN_TEXT.test(text.toString('latin1')))) return 'its metadata contains markup or script';
  if (metadata.exif && MARKUP_IN_EXIF.test(metadata.exif.toString('latin1'))) return 'its metadata contains markup or script';
  if (layout?.end !== undefined && layout.end !== null && layout.end < body.length) return 'it has data after the end of the image';
  return null;
}

/** An image's own structure: where it ends (null: not told) and the text it carries (text chunks, comments). */
export interface ImageLayout {
  end: number | null;
  texts: Buffer[];
  /** Its compressed text inflates to more than 1 MB. */
  textTooLarge?: boolean;
}

/** An image's compressed text chunks are inflated up to this much in all; more is refused. */
const MAX_INFLATED_TEXT = 1024 * 1024;

/**
 * A PNG, GIF, JPEG or WebP's layout, walked by its own structure (null when it cannot be walked; the decoder
 * then has the last word). A JPEG's end is not told: phones append motion-photo video and maker data after
 * a JPEG's end, so a JPEG's trailing bytes are only searched for markup above.
 */
export function layoutOf(body: Buffer, format: string | undefined): ImageLayout | null {
  try {
    if (format === 'png') return pngLayout(body);
    if (format === 'gif') return gifLayout(body);
    if (format === 'jpeg') return jpegLayout(body);
    if (format === 'webp') return webpLayout(body);
  } catch {
    return null;
  }
  return null;
}

function pngLayout(body: Buffer): ImageLayout {
  const texts: Buffer[] = [];
  const inflated = { left: MAX_INFLATED_TEXT, over: false };
  let at = 8;
  while (at + 12 <= body.length) {
    const length = body.readUInt32BE(at);
    const type = body.toString('latin1', at + 4, at + 8);
    const data = body.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    if (type === 'IEND') return { end: at, texts, textTooLarge: inflated.over };
    if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') texts.push(data);
    const compressed = type === 'zTXt' ? compressedZtxt(data) : type === 'iTXt' ? compressedItxt(data) : null;
    if (compressed) texts.push(inflatedText(compressed, inflated));
  }
  return { end: null, texts, textTooLarge: inflated.over };
}

/** A zTXt chunk's compressed text: after its keyword, its NUL and the compression method. */
function compressedZtxt(data: Buffer): Buffer | null {
  const keywordEnd = data.indexOf(0);
  return keywordEnd < 0 ? null : data.subarray(keywordEnd + 2);
}

/** An iTXt chunk's text when compressed: after keyword, NUL, flag, method, language tag and translated keyword. */
function compressedItxt(data: Buffer): Buffer | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || data[keywordEnd + 1] !== 1) return null;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  return translatedEnd < 0 ? null : data.subarray(translatedEnd + 1);
}

/**
 * A compressed text inflated, within what is left of the image's budget for them (1 MB in all: no camera or
 * editor writes more, and a small chunk can inflate to gigabytes). Past the budget the image is refused.
 */
function inflatedText(compressed: Buffer, budget: { left: number; over: boolean }): Buffer {
  try {
    const text = inflateSync(compressed, { maxOutputLength: Math.max(budget.left, 1) });
    budget.left -= text.length;
    return text;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') budget.over = true;
    return Buffer.alloc(0);
  }
}

function gifLayout(body: Buffer): ImageLayout {
  const texts: Buffer[] = [];
  let at = 13;
  const screenFlags = body[10];
  if (screenFlags & 0x80) at += 3 * (1 << ((screenFlags & 0x07) + 1));
  const subBlocks = (): Buffer => {
    const parts: Buffer[] = [];
    while (at < body.length && body[at] !== 0) {
      parts.push(body.subarray(at + 1, at + 1 + body[at]));
      at += body[at] + 1;
    }
    at += 1;
    return Buffer.concat(parts);
  };
  while (at < body.length) {
    const block = body[at];
    if (block === 0x3b) return { end: at + 1, texts };
    if (block === 0x21) {
      const label = body[at + 1];
      at += 2;
      const data = subBlocks();
      // A comment or plain-text extension is text; application and graphic-control data are not.
      if (label === 0xfe || label === 0x01) texts.push(data);
    } else if (block === 0x2c) {
      const flags = body[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
      at += 1; // LZW minimum code size
      subBlocks();
    } else {
      return { end: null, texts };
    }
  }
  return { end: null, texts };
}

/** A JPEG's comments (COM segments) before its first scan; its EXIF and XMP come from the decoder's metadata. */
function jpegLayout(body: Buffer): ImageLayout {
  const texts: Buffer[] = [];
  let at = 2;
  while (at + 4 <= body.length && body[at] === 0xff) {
    const marker = body[at + 1];
    if (marker === 0xda) break; // start of scan: pixels follow
    const length = body.readUInt16BE(at + 2);
    if (marker === 0xfe) texts.push(body.subarray(at + 4, at + 2 + length));
    at += 2 + length;
  }
  return { end: null, texts };
}

/** A WebP ends where its RIFF header says; its EXIF and XMP come from the decoder's metadata. */
function webpLayout(body: Buffer): ImageLayout | null {
  if (body.length < 12 || body.toString('latin1', 0, 4) !== 'RIFF') return null;
  const size = body.readUInt32LE(4);
  return { end: 8 + size + (size % 2), texts: [] };
}
