import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.ts';
import { renderReport, rowsToLines } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'a1-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reports', () => {
  it('S-396: a local template is filled with the parameters and rendered to a well-formed PDF', async () => {
    writeFileSync(join(dir, 'EndOfDay.txt'), 'End of day for {{ location }}\nParcels: {{count}}\n');
    const pdf = (
      await renderReport({ ...defaultConfig(), reportsDir: dir }, 'EndOfDay', {
        parameters: { location: 'Montreal (YUL)', count: 42 },
      })
    ).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(End of day for Montreal \\(YUL\\)) Tj');
    expect(pdf).toContain('(Parcels: 42) Tj');
    // The xref offset points at the xref table.
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
  });

  it('rows become an aligned table, long reports get pages', async () => {
    expect(
      rowsToLines([
        { id: 1, name: 'Parcel' },
        { id: 22, name: 'Box' },
      ]),
    ).toEqual(['id  name', '--  ------', '1   Parcel', '22  Box']);
    const rows = Array.from({ length: 200 }, (_, i) => ({ n: i }));
    const pdf = (await renderReport(defaultConfig(), 'Big', { rows })).toString('latin1');
    expect(pdf).toMatch(/\/Count [3-9]/);
  });

  it('a missing template or a name with a path is a clear error', async () => {
    await expect(renderReport({ ...defaultConfig(), reportsDir: dir }, 'Nope', {})).rejects.toThrow(/was not found/);
    await expect(renderReport(defaultConfig(), '../../etc/passwd', {})).rejects.toThrow(/not a report name/);
  });
});
