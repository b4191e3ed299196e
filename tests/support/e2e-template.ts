/**
 * Playwright's global setup (playwright.config.ts): migrates and seeds the demo database once, into the run's template
 * data directory, by a first start of the real server on a spare port (the same path as any first start). Each
 * worker's server starts from a copy of it (support/e2e-server.ts), which takes seconds where a seed does not.
 * The returned teardown removes the run's directory once the workers have stopped their servers.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startA1Main, stopA1Main } from './a1-main';
import { e2ePorts, e2eServerEnv } from './e2e-ports';

/** The run's directory (set by playwright.config.ts), holding the template and one data directory per worker. */
export function e2eRunDir(): string {
  const dir = process.env.A1_E2E_RUN_DIR;
  if (!dir) throw new Error('A1_E2E_RUN_DIR is not set: run the e2e tests through playwright.config.ts');
  return dir;
}

export const e2eTemplateDir = (): string => path.join(e2eRunDir(), 'template');

export default async function seedE2eTemplate(): Promise<() => void> {
  const runDir = e2eRunDir();
  rmSync(runDir, { recursive: true, force: true });
  const env = { ...e2eServerEnv(e2ePorts(0), e2eTemplateDir()), PORT: '0', HOST: '127.0.0.1' };
  await stopA1Main(await startA1Main(env));
  return () => rmSync(runDir, { recursive: true, force: true });
}
