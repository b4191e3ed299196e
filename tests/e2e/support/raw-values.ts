/**
 * Issue 29 point 2, one way to show a value: what a grid cell must never show, whatever the screen. The patterns are
 * the faults the issue saw, written by hand: "true"/"false" for a boolean (Yes/No or Oui/Non), a login e-mail where a
 * person's name belongs (Received By, Modified By), a translation key left raw ("ticketType.Report") and a list of
 * codes ("LANE,COMMENT").
 */
import type { Page } from './fixtures';

/** Columns whose value is an e-mail address by nature (the users' Email, a login). */
const EMAIL_COLUMN = /e-?mail|courriel|login|identifiant/i;

/** Why `text`, shown under `column`, is a raw value; undefined when it reads as a person would read it. */
export function rawValue(text: string, column: string): string | undefined {
  const value = text.trim();
  if (/^(true|false)$/i.test(value)) return 'a raw boolean';
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value) && !EMAIL_COLUMN.test(column)) return 'an e-mail for a person';
  if (/^(db\.)?[a-z]+[A-Z][A-Za-z]*\.[A-Za-z][\w.]*$/.test(value) || /^db\.\w/.test(value)) return 'a translation key';
  if (/^[A-Z][A-Z_]{2,}(,[A-Z][A-Z_]{2,})+$/.test(value)) return 'a list of codes';
  return undefined;
}

/** The body cells of the tables the page shows (how many were read), and each raw value as "column: text (why)". */
export async function rawValuesOn(page: Page): Promise<{ cells: number; raw: string[] }> {
  const cells = await page
    .getByRole('main')
    .locator('table')
    .evaluateAll((tables) =>
      tables.flatMap((table) => {
        const titles = Array.from(table.querySelectorAll('thead th')).map((th) => (th as HTMLElement).innerText.trim());
        return Array.from(table.querySelectorAll('tbody tr:not([aria-hidden])')).flatMap((row) =>
          Array.from(row.querySelectorAll('td')).map((td, i) => ({ column: titles[i] ?? '', text: td.innerText })),
        );
      }),
    );
  const raw = cells.flatMap(({ column, text }) => {
    const why = rawValue(text, column);
    return why ? [`${column}: ${text.trim()} (${why})`] : [];
  });
  return { cells: cells.length, raw };
}
