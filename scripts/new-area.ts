/**
 * `pnpm new:area <name>`: writes a new area's files (scripts/new-area/templates.ts) and prints what to register by
 * hand. It never overwrites a file: an area whose files exist already is refused. `--root <dir>` writes elsewhere.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaFiles, areaNames, areaRegistrations } from './new-area/templates.ts';

export function writeArea(root: string, area: string): { written: string[]; register: string[] } {
  const names = areaNames(area);
  const files = areaFiles(names);
  const taken = Object.keys(files).filter((file) => existsSync(path.join(root, file)));
  if (taken.length) throw new Error(`The area ${area} has files already: ${taken.join(', ')}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return { written: Object.keys(files), register: areaRegistrations(names) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root =
    rootAt >= 0 ? path.resolve(args[rootAt + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const area = args.find((arg, i) => !arg.startsWith('--') && !(rootAt >= 0 && i === rootAt + 1));
  if (!area) {
    console.error('Usage: pnpm new:area <name> [--root <dir>]');
    process.exit(2);
  }
  try {
    const { written, register } = writeArea(root, area);
    console.log(
      `Written:\n${written.map((f) => `  ${f}`).join('\n')}\nRegister by hand:\n${register.map((r) => `  ${r}`).join('\n')}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
