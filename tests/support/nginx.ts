/**
 * Debian's nginx in front of test instances, with the repository's deploy/nginx/a1.conf: its upstream servers,
 * listen ports and certificate replaced by the test's (a self-signed one made with openssl for the run), wrapped in a
 * minimal main configuration in a temp directory. While it runs, this process's fetch trusts that certificate (an
 * undici Agent with it as CA, as the global dispatcher), and nothing else is relaxed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { freePort, until } from './server-processes';

export const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/a1.conf');
const NGINX = process.env.A1_NGINX ?? '/usr/sbin/nginx';

export interface Nginx {
  /** The HTTPS port, and its address. */
  port: number;
  baseUrl: string;
  /** The plain HTTP port (it only redirects), and its address. */
  httpPort: number;
  httpUrl: string;
  stop(): Promise<void>;
}

interface Ports {
  https: number;
  http: number;
  certificate: string;
  key: string;
}

/**
 * The deploy config with these upstream ports, listen ports and certificate; `extra` lines go into its HTTPS server
 * block. The redirect names the test's HTTPS port (the deploy file's 443 is implied).
 */
export function renderConfig(upstreamPorts: number[], ports: Ports, extra: string[] = []): string {
  const source = readFileSync(NGINX_CONFIG, 'utf8');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const replacements: [RegExp, string][] = [
    [/(upstream a1_instances \{\n[^}]*?)(?: {4}server [^\n]*\n)+/, `$1${servers}\n`],
    [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
    [/return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${ports.https}$request_uri;`],
    [/listen 443 ssl;/, `listen 127.0.0.1:${ports.https} ssl;${extra.map((line) => `\n    ${line}`).join('')}`],
    [/ssl_certificate +\S+;/, `ssl_certificate ${ports.certificate};`],
    [/ssl_certificate_key +\S+;/, `ssl_certificate_key ${ports.key};`],
  ];
  let rendered = source;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(rendered))
      throw new Error(`deploy/nginx/a1.conf no longer has the line the test replaces (${pattern.source})`);
    rendered = rendered.replace(pattern, replacement);
  }
  return rendered;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid one day. */
function selfSigned(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'a1.crt');
  const key = path.join(dir, 'a1.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

export async function startNginx(upstreamPorts: number[], extra: string[] = []): Promise<Nginx> {
  const port = await freePort();
  const httpPort = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'a1-nginx-'));
  const tls = selfSigned(dir);
  writeFileSync(path.join(dir, 'a1.conf'), renderConfig(upstreamPorts, { https: port, http: httpPort, ...tls }, extra));
  const previousDispatcher = getGlobalDispatcher();
  setGlobalDispatcher(new Agent({ connect: { ca: readFileSync(tls.certificate) } }));
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
  const baseUrl = `https://127.0.0.1:${port}`;
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
    httpPort,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      setGlobalDispatcher(previousDispatcher);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
