import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers smaller than this go as they are: compressing a tiny JSON answer
 * saves a few bytes and costs the hottest reads their throughput.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Our order of preference; the browser's Accept-Encoding says which it takes. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Compressed answers kept by ETag (see registerCompression); the oldest goes first. */
const MAX_REMEMBERED_ANSWERS = 500;

/**
 * Brotli or gzip for API answers and pages, as the browser's Accept-Encoding
 * allows (brotli first). Brotli at quality 4 and gzip at level 6: about gzip -9's
 * size for a fraction of the CPU, per request; answers of up to 256 kB are
 * compressed in one call (a zlib stream per answer costs more than the work on
 * two cores). The built web app's files are compressed once at build (.br/.gz
 * beside them, served by @fastify/static's preCompressed); pictures are left
 * alone (their types are not compressible). Request bodies are taken as sent:
 * no decompression (the payment webhook's signature is over the exact bytes).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  globalCompression: true,
  globalDecompression: false,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  syncThreshold: 256 * 1024,
  encodings: [...ENCODINGS],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
};

/** The encoding of ours the request accepts with a q above 0 (Accept-Encoding, RFC 9110 §12.5.3), or null. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find(accepts) ?? null;
}

function compressBody(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * An answer with an ETag (the cached catalogue reads) is the same bytes for
 * everyone until it changes: it is compressed once per encoding and kept, so
 * a browser's compressed catalogue read costs no more than an uncompressed one.
 * Runs before @fastify/compress's own hook, which leaves an answer that already
 * has a Content-Encoding alone.
 */
function rememberCompressedAnswers(): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  const remembered = new Map<string, Buffer>();
  return async (request, reply, payload) => {
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    if (!/^application\/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    const key = `${encoding} ${etag}`;
    let body = remembered.get(key);
    if (!body) {
      body = compressBody(payload, encoding);
      if (remembered.size >= MAX_REMEMBERED_ANSWERS) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, body);
    }
    const vary = reply.getHeader('vary');
    void reply
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .header('content-encoding', encoding)
      .header('content-length', body.length);
    return body;
  };
}

/** Registered before @fastify/static (its hook must see the static files' answers too). */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  app.getHttpAdapter().getInstance().addHook('onSend', rememberCompressedAnswers());
  await app.register(compress, COMPRESSION_OPTIONS);
}
