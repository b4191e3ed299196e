/** Starts and stops the real `server/src/main.ts` as a child process (the e2e template seed and supervisor). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const mainTs = path.resolve(import.meta.dirname, '../../server/src/main.ts');

/** Starts main.ts with `env` over this process's and resolves once it prints its URL (it listens then). */
export async function startA1Main(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('A1 Back Office is running at')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the A1 server exited during start (${code}):\n${output}`)));
  });
  return child;
}

export async function stopA1Main(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  if (code !== 0) throw new Error(`the A1 server stopped with exit code ${code}`);
}
