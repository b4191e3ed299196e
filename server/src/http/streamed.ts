/**
 * Whole-list answers written to the reply as their rows are read (issue 15, big lists): a handler returns a
 * `Streamed` payload whose big arrays are `RowStream`s, batches read one query at a time, or `JsonRows`, rows
 * already serialised (the ticket list's cache); the payload itself may be such an array. Its text is that of
 * the buffered envelope (`JSON.stringify(envelope(payload))`) with the characters beyond Latin-1 escaped
 * (latin1Json): the same JSON value, so clients see no difference. The server holds one batch at a time and reads
 * the next only when the client (or the compressor) has taken the last one.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '@a1/shared';
import { latin1Json } from './latin1-json.ts';

/** An array read in batches (e.g. keyset pages); the iterable is made when the answer is written. */
export class RowStream<T> {
  constructor(readonly batches: () => AsyncIterable<readonly T[]>) {}
}

/**
 * An array whose rows are already UTF-8 JSON, written as they are: each row is yielded as the pieces that make it
 * (so a cached row and a per-caller tail need no copy into a new string). Their makers escape the text with
 * latin1Json as they encode it (the ticket cache once, as it fills); batched rows are escaped here, a chunk at a time.
 */
export class JsonRows<T> {
  declare readonly rowType?: T;
  constructor(readonly rows: () => Iterable<readonly Buffer[]>) {}
}

type StreamableArray<A> = A extends readonly (infer R)[] ? A | RowStream<R> | JsonRows<R> : A;
export type Streamable<P> = P extends readonly unknown[]
  ? StreamableArray<P>
  : { [K in keyof P]: StreamableArray<P[K]> };

/** Chunks of about this size are written (one batch may make a bigger one). */
const CHUNK_BYTES = 64 * 1024;
/** Pre-encoded rows cost nothing to gather: bigger chunks mean fewer writes and compressor flushes. */
const BUFFER_CHUNK_BYTES = 256 * 1024;
const COMMA = Buffer.from(',');

export class Streamed<P extends object> {
  constructor(readonly payload: Streamable<P>) {}

  /** The envelope's JSON in chunks; the first waits for the first batch, so a failure before it is still a 503. */
  async *chunks(key: string): AsyncGenerator<Buffer> {
    const whole = JSON.stringify(envelope(null, 200, 'OK', key));
    // `{"responseStatus":{…},"<key>":null}` less its `null}`: the payload goes there.
    const out = { pending: whole.slice(0, -'null}'.length) };
    const payload = this.payload as unknown;
    if (isStreamedArray(payload)) yield* writeArray(payload, out);
    else {
      out.pending += '{';
      let first = true;
      for (const [name, value] of Object.entries(payload as object)) {
        if (value === undefined) continue;
        out.pending += `${first ? '' : ','}${JSON.stringify(name)}:`;
        first = false;
        if (isStreamedArray(value)) yield* writeArray(value, out);
        else out.pending += JSON.stringify(value);
      }
      out.pending += '}';
    }
    yield Buffer.from(latin1Json(out.pending + '}'));
  }

  /** A byte stream of the envelope, read ahead by one chunk at most. */
  readable(key: string): Readable {
    return Readable.from(this.chunks(key), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }
}

const isStreamedArray = (value: unknown): value is RowStream<unknown> | JsonRows<unknown> =>
  value instanceof RowStream || value instanceof JsonRows;

/** Appends the array to `out.pending`, yielding a chunk whenever CHUNK_BYTES have gathered. */
async function* writeArray(
  value: RowStream<unknown> | JsonRows<unknown>,
  out: { pending: string },
): AsyncGenerator<Buffer> {
  out.pending += '[';
  let firstRow = true;
  if (value instanceof JsonRows) {
    let parts: Buffer[] = [Buffer.from(latin1Json(out.pending))];
    let size = parts[0].length;
    out.pending = '';
    for (const row of value.rows()) {
      if (!firstRow) {
        parts.push(COMMA);
        size += 1;
      }
      firstRow = false;
      for (const piece of row) {
        parts.push(piece);
        size += piece.length;
      }
      if (size >= BUFFER_CHUNK_BYTES) {
        yield Buffer.concat(parts, size);
        parts = [];
        size = 0;
      }
    }
    if (size > 0) yield Buffer.concat(parts, size);
  } else {
    for await (const batch of value.batches()) {
      for (const row of batch) {
        out.pending += (firstRow ? '' : ',') + JSON.stringify(row);
        firstRow = false;
      }
      if (out.pending.length >= CHUNK_BYTES) {
        yield Buffer.from(latin1Json(out.pending));
        out.pending = '';
      }
    }
  }
  out.pending += ']';
}

/**
 * Sends a streamed answer, compressed here rather than by @fastify/compress: its generic stream path (a peeking
 * transform in front of the compressor) costs several times the compression itself on a 60 MB list. Brotli at
 * quality 1 and gzip at level 1 compress such a list some tenfold in about 0.1 s and 0.3 s; the higher settings
 * the small answers use would take seconds. Each chunk is flushed, so rows reach the client as they are written.
 */
export function sendStreamed(request: FastifyRequest, reply: FastifyReply, body: Readable): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        })
      : zlib.createGzip({ level: 1, flush: zlib.constants.Z_SYNC_FLUSH });
  body.on('error', (error) => compressor.destroy(error));
  return reply.header('Content-Encoding', encoding).send(body.pipe(compressor));
}

/** br when the client accepts it, else gzip, else none (q=0 refuses an encoding). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
