/**
 * Issue 24 point 5: every contract entry that is not marked `ours` spells its path as the spec does. The spec names a
 * call by its service's base and its name ("### Ticketing service (/api/A1/Ticketing/)" … "GET AttachmentList"), so
 * each segment of the path after /api/A1 must appear, letter for letter and case included, as a word of the spec
 * documents, and so must the path's last segments. Renaming `Ticketing/Attachment` to `Ticketing/AttachmentRemove`,
 * or `AttachmentList` to `attachmentList`, fails here. The spec lives beside the repository (../shared/spec), as on
 * every developer's machine and in CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { A1 } from './index.ts';
import type { CallSpec } from './call.ts';

const specDir = process.env.A1_SPEC_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/spec');
const documents = readdirSync(specDir)
  .filter((name) => /^\d-.*\.md$/.test(name))
  .map((name) => readFileSync(path.join(specDir, name), 'utf8'));
const spec = documents.join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a word of the spec: not inside a longer name (letters, digits) on either side. */
const inSpec = (text: string) => new RegExp(`(?<![A-Za-z0-9])${escape(text)}(?![A-Za-z0-9])`).test(spec);

const entries = Object.entries(A1 as Record<string, CallSpec>).filter(([, entry]) => !entry.ours);

describe('contract paths as the spec spells them (issue 24 point 5)', () => {
  it('reads the three spec documents', () => {
    expect(documents).toHaveLength(3);
  });

  it.each(entries.map(([name, entry]) => [name, entry.method, entry.path]))(
    '%s (%s %s) is spelled as in the spec',
    (_name, _method, fullPath) => {
      const segments = fullPath.replace(/^\/api\/A1\//i, '').split('/');
      const missing = segments.filter((segment) => !inSpec(segment));
      expect(missing, `segments of ${fullPath} that no spec document spells so`).toEqual([]);
      expect(inSpec(segments.at(-1)!), `the call name of ${fullPath}`).toBe(true);
    },
  );
});
