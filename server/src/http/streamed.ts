/**
 * Whole-list answers written to the reply as their rows are read (issue 15, big lists): a handler returns a
 * `Streamed` payload whose big arrays are `RowStream`s, batches read one query at a time. The bytes are exactly
 * those of the buffered envelope (`JSON.stringify(envelope(payload))`), so clients see no difference; the server
 * holds one batch at a time and reads the next only when the client (or the compressor) has taken the last one.
 */
import { Readable } from 'node:stream';
import { envelope } from '@a1/shared';

/** An array read in batches (e.g. keyset pages); the iterable is made when the answer is written. */
export class RowStream<T> {
  constructor(readonly batches: () => AsyncIterable<readonly T[]>) {}
}

export type Streamable<P> = { [K in keyof P]: P[K] extends readonly (infer R)[] ? P[K] | RowStream<R> : P[K] };

/** Chunks of about this size are written (one batch may make a bigger one). */
const CHUNK_BYTES = 64 * 1024;

export class Streamed<P extends object> {
  constructor(readonly payload: Streamable<P>) {}

  /** The envelope's JSON in chunks; the first waits for the first batch, so a failure before it is still a 503. */
  async *chunks(key: string): AsyncGenerator<Buffer> {
    const whole = JSON.stringify(envelope(null, 200, 'OK', key));
    // `{"responseStatus":{…},"<key>":null}` less its `null}`: the payload goes there.
    let pending = whole.slice(0, -'null}'.length) + '{';
    let first = true;
    for (const [name, value] of Object.entries(this.payload)) {
      if (value === undefined) continue;
      pending += `${first ? '' : ','}${JSON.stringify(name)}:`;
      first = false;
      if (!(value instanceof RowStream)) {
        pending += JSON.stringify(value);
        continue;
      }
      pending += '[';
      let firstRow = true;
      for await (const batch of (value as RowStream<unknown>).batches()) {
        for (const row of batch) {
          pending += (firstRow ? '' : ',') + JSON.stringify(row);
          firstRow = false;
        }
        if (pending.length >= CHUNK_BYTES) {
          yield Buffer.from(pending);
          pending = '';
        }
      }
      pending += ']';
    }
    yield Buffer.from(pending + '}}');
  }

  /** A byte stream of the envelope, read ahead by one chunk at most. */
  readable(key: string): Readable {
    return Readable.from(this.chunks(key), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }
}
