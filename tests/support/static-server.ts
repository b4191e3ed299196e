/**
 * Serves a built web folder for the browser benches: `/` answers index.html, other paths the file of that name,
 * anything else 404 (so the app's API calls fail fast). Listens on 127.0.0.1, on the first free port of the list.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export async function serveFolder(
  root: string,
  ports: number[],
  what: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, name === '/' ? 'index.html' : path.normalize(name));
    if (!file.startsWith(root)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  for (const port of ports) {
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
      );
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { server, port };
  }
  throw new Error(`${what}: no free port among ${ports.join(', ')}`);
}
