/**
 * The report font (DejaVu Sans Mono: fixed width, so the tables of rowsToLines stay aligned, and the glyphs of every
 * Latin, Greek and Cyrillic name). In the single executable the TTF files ride as SEA assets (build/sea.mjs sets
 * globalThis.__a1Asset); run from source they are read from the dejavu-fonts-ttf package.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const REPORT_FONTS = { regular: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono-Bold.ttf' } as const;
type FontFile = (typeof REPORT_FONTS)[keyof typeof REPORT_FONTS];

declare global {
  var __a1Asset: ((name: string) => Buffer) | undefined;
}

const cache = new Map<FontFile, Buffer>();

export function reportFont(file: FontFile): Buffer {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = globalThis.__a1Asset ? globalThis.__a1Asset(file) : readFileSync(join(packageDir(), 'ttf', file));
    cache.set(file, bytes);
  }
  return bytes;
}

function packageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
}
