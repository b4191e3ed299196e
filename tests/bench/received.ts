/**
 * A list answer as the browser asks for it (Chromium's Accept-Encoding), timed to its last byte and counted as sent
 * (still compressed): the server's figure. Not through Node's fetch: its decompression and JSON parsing, on the
 * bench's own thread, would take longer than the server does and measure the client instead; the browser's own
 * decoding shows in the on-screen figures.
 */
import { request } from 'node:http';

export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Resolves with the bytes on the wire once the whole answer has arrived; rejects on any status but 200. */
export function received(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
