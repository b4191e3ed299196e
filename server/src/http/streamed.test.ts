import { describe, expect, it } from 'vitest';
import { acceptedEncoding, JsonRows, RowStream, Streamed } from './streamed.ts';

describe('streamed answers', () => {
  it('negotiate brotli first, then gzip, honouring q=0 refusals', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('write pre-encoded rows and batched rows as the envelope JSON.stringify would', async () => {
    const text = async (streamed: Streamed<object>) => {
      let out = '';
      for await (const chunk of streamed.chunks('data')) out += chunk.toString();
      return JSON.parse(out);
    };
    const rows = [{ a: 1 }, { a: 'é' }];
    const asJson = new JsonRows<{ a: unknown }>(() => rows.map((r) => [Buffer.from(JSON.stringify(r))]));
    expect((await text(new Streamed<{ a: unknown }[]>(asJson))).data).toEqual(rows);
    const batched = new RowStream(async function* () {
      yield rows;
    });
    expect((await text(new Streamed<{ rows: { a: unknown }[]; n: number }>({ rows: batched, n: 2 }))).data).toEqual({
      rows,
      n: 2,
    });
  });
});
