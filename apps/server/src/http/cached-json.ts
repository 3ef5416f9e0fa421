import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A JSON answer serialised once and kept as bytes, with its ETag and compressed forms made on first
 * demand (in zlib's thread pool, off the event loop). A full events page is ~230 KB: stringifying or
 * compressing it per request would cost far more than the query behind it.
 */
export class CachedJson {
  readonly body: Buffer;
  readonly etag: string;
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();
  /** The compressed forms made so far: sent without waiting for a promise. */
  readonly #ready = new Map<ContentEncoding, Buffer>();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliAsync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(this.body, { level: 6 });
      this.#encoded.set(encoding, bytes);
      void bytes.then((made) => this.#ready.set(encoding, made)).catch(() => undefined);
    }
    return bytes;
  }

  /** The encoded bytes if they are made already. */
  encodedNow(encoding: ContentEncoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }
}

/** Accept-Encoding values already read: browsers send a handful of them, each on every call. */
const readEncodings = new Map<string, ContentEncoding | undefined>();
const MAX_READ_ENCODINGS = 100;

/** The encoding to answer with: brotli, else gzip, else none; `q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (readEncodings.has(acceptEncoding)) return readEncodings.get(acceptEncoding);
  const encoding = readEncoding(acceptEncoding);
  if (readEncodings.size >= MAX_READ_ENCODINGS) readEncodings.clear();
  readEncodings.set(acceptEncoding, encoding);
  return encoding;
}

function readEncoding(acceptEncoding: string): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Sends a cached answer: 304 when the client's ETag still matches, else the bytes in the best
 * encoding the client accepts. @fastify/compress leaves a reply alone once Content-Encoding is set.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  cacheControl: string,
): FastifyReply | Promise<FastifyReply> {
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', cached.etag)
    // The brand named in X-SB-Brand chooses the prices and settings, X-Accept-Language the names
    // (when `l` does not): a shared cache keeps brands and languages apart.
    .header('vary', 'accept-encoding, x-sb-brand, x-accept-language');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  const encoding =
    cached.body.length >= MIN_COMPRESS_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(cached.body);
  reply.header('content-encoding', encoding);
  // Every request after the first finds the bytes made: sent now, not a promise later.
  const ready = cached.encodedNow(encoding);
  if (ready) return reply.send(ready);
  return cached.encoded(encoding).then((bytes) => reply.send(bytes));
}
