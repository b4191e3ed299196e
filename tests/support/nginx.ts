/**
 * Debian's nginx in front of test instances, with the repository's deploy/nginx/a1.conf: its upstream servers and
 * listen port replaced by the test's, wrapped in a minimal main configuration in a temp directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, until } from './server-processes';

export const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/a1.conf');
const NGINX = process.env.A1_NGINX ?? '/usr/sbin/nginx';

export interface Nginx {
  port: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/** The deploy config with these upstream ports and this listen port; `extra` lines go into its server block. */
export function renderConfig(upstreamPorts: number[], port: number, extra: string[] = []): string {
  const source = readFileSync(NGINX_CONFIG, 'utf8');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const rendered = source
    .replace(/(upstream a1_instances \{\n[^}]*?)(?: {4}server [^\n]*\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};${extra.map((line) => `\n    ${line}`).join('')}`);
  if (!rendered.includes(`listen 127.0.0.1:${port}`) || !rendered.includes(servers))
    throw new Error('deploy/nginx/a1.conf no longer has the upstream or listen lines the test replaces');
  return rendered;
}

export async function startNginx(upstreamPorts: number[], extra: string[] = []): Promise<Nginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'a1-nginx-'));
  writeFileSync(path.join(dir, 'a1.conf'), renderConfig(upstreamPorts, port, extra));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 2048; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/a1.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
      return fetch(`${baseUrl}/health`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    10_000,
    'nginx to answer',
  );
  return {
    port,
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
