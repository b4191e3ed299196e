import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.ts';
import { renderReport, rowsToLines } from './index.ts';
// The repository's one PDF reader for tests (pdf.js), in the tests package.
import { pdfPages } from '../../../tests/support/pdf-text.ts';

const dir = mkdtempSync(join(tmpdir(), 'a1-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reports', () => {
  it('S-396: a local template is filled with the parameters and rendered to a well-formed PDF', async () => {
    writeFileSync(join(dir, 'EndOfDay.txt'), 'End of day for {{ location }}\nParcels: {{count}}\n');
    const pdf = await renderReport({ ...defaultConfig(), reportsDir: dir }, 'EndOfDay', {
      parameters: { location: 'Montreal (YUL)', count: 42 },
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page, ...more] = await pdfPages(pdf);
    expect(more).toEqual([]);
    expect(page).toContain('EndOfDay');
    expect(page).toContain('End of day for Montreal (YUL)');
    expect(page).toContain('Parcels: 42');
    expect(page).toContain('Page 1 of 1');
  });

  it('accents and other scripts print as written (issue 26: "Réception" once printed as "R?ception")', async () => {
    const pdf = await renderReport(defaultConfig(), 'Dock', {
      title: 'Réception du quai',
      lines: ['Réception — Łódź, Ærøskøbing, Москва', 'Poids net : 12,5 kg'],
    });
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Réception du quai');
    expect(page).toContain('Réception — Łódź, Ærøskøbing, Москва');
    expect(page).toContain('Poids net : 12,5 kg');
    expect(page).not.toContain('?');
  });

  it('rows become an aligned table, long reports get pages', async () => {
    expect(
      rowsToLines([
        { id: 1, name: 'Parcel' },
        { id: 22, name: 'Box' },
      ]),
    ).toEqual(['id  name', '--  ------', '1   Parcel', '22  Box']);
    const rows = Array.from({ length: 200 }, (_, i) => ({ n: i }));
    const pages = await pdfPages(await renderReport(defaultConfig(), 'Big', { rows }));
    // 202 lines (header, rule, 200 rows) at 67 lines a page on A4 portrait.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Page 1 of 4');
    expect(pages[3]).toContain('Page 4 of 4');
    expect(pages[3]).toContain('199');
  });

  it('a missing template or a name with a path is a clear error', async () => {
    await expect(renderReport({ ...defaultConfig(), reportsDir: dir }, 'Nope', {})).rejects.toThrow(/was not found/);
    await expect(renderReport(defaultConfig(), '../../etc/passwd', {})).rejects.toThrow(/not a report name/);
  });
});
