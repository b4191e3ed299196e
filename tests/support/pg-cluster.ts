/**
 * A PostgreSQL cluster of the test's own, in a temp directory on a free port, that the test may stop and start
 * (the database-resilience test restarts it under load). Debian keeps the server binaries in
 * /usr/lib/postgresql/<version>/bin (scripts/test.sh installs them); as root they run as `postgres`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './server-processes';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error('PostgreSQL server binaries are missing: scripts/test.sh installs them (apt postgresql).');
  return path.join(root, versions[0], 'bin');
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

const exec = promisify(execFile);

export async function startPgCluster(): Promise<PgCluster> {
  {
    const port = await freePort();
    const bin = binDir();
    const dir = mkdtempSync(path.join(tmpdir(), 'a1-pgc-'));
    const asRoot = userInfo().uid === 0;
    if (asRoot) {
      const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
      const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
      chownSync(dir, Number(ids), Number(gid));
    }
    const run = async (tool: string, args: string[]) => {
      const [command, all] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
        : [path.join(bin, tool), args];
      try {
        await exec(command, all as string[]);
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string };
        throw new Error(`${tool} failed: ${e.stdout ?? ''}${e.stderr ?? ''}`);
      }
    };
    const data = path.join(dir, 'data');
    await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    const start = () =>
      run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    await start();
    return {
      port,
      adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
      start,
      async remove() {
        try {
          await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
