/** The server's migrations folder, and copies of it cut before a migration: how the data-moving migrations are tested. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

export const migrations = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@a1/server/db/client')),
  'migrations',
);

/** A copy of the migrations folder with the journal cut before `tag` (which must be a later migration). */
export const migrationsBefore = (tag: string): string =>
  cutMigrations(mkdtempSync(path.join(tmpdir(), 'a1-migrations-')), tag);

/** Fills `dir` with the migrations up to (not including) `tag`: a database opened on it migrates that far next. */
export function cutMigrations(dir: string, tag: string): string {
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}
