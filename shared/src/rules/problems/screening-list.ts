/**
 * Reading a screening list in the published format of the Consolidated Screening List (trade.gov), pure:
 * - JSON, as its API answers: `{ "results": [{ "name", "alt_names": [...], "source", "addresses": [{ "country" }] }] }`
 *   (a bare array of such entries is taken too);
 * - CSV, as its consolidated.csv: a header row naming at least `name`, and `alt_names` (separated by ";"), `source`,
 *   `addresses` (the country last) where present; fields quoted as RFC 4180.
 * Throws a message naming `content` when the file is not such a list.
 */
import { PROBLEM_LIMITS, PROBLEM_MESSAGES } from '../../constants/problems.ts';

export interface ListEntry {
  name: string;
  altNames: string[];
  source: string;
  country: string | null;
}

const clean = (s: unknown): string => (typeof s === 'string' ? s.replace(/\p{Cc}/gu, ' ').trim() : '');

function fromJson(content: string): ListEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new Error(PROBLEM_MESSAGES.screeningListFormat('json', (error as Error).message));
  }
  const results = Array.isArray(data) ? data : (data as { results?: unknown })?.results;
  if (!Array.isArray(results)) throw new Error(PROBLEM_MESSAGES.screeningListFormat('json', 'no "results" array.'));
  return results.map((r: Record<string, unknown>) => {
    const addresses = Array.isArray(r?.addresses) ? (r.addresses as Array<Record<string, unknown>>) : [];
    const altNames = Array.isArray(r?.alt_names) ? r.alt_names.map(clean) : [];
    return {
      name: clean(r?.name),
      altNames: altNames.filter(Boolean),
      source: clean(r?.source) || 'Consolidated Screening List',
      country: clean(addresses[0]?.country) || null,
    };
  });
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows.filter((r) => r.some((f) => f.trim()));
}

function fromCsv(content: string): ListEntry[] {
  const [header, ...rows] = csvRows(content.replace(/^\uFEFF/, ''));
  const col = (name: string) => header?.findIndex((h) => h.trim().toLowerCase() === name) ?? -1;
  const name = col('name');
  if (name < 0) throw new Error(PROBLEM_MESSAGES.screeningListFormat('csv', 'the header row has no "name" column.'));
  const [alt, source, addresses] = [col('alt_names'), col('source'), col('addresses')];
  return rows.map((r) => ({
    name: clean(r[name]),
    altNames: alt >= 0 ? clean(r[alt]).split(';').map(clean).filter(Boolean) : [],
    source: (source >= 0 && clean(r[source])) || 'Consolidated Screening List',
    country: addresses >= 0 ? clean(clean(r[addresses]).split(/[;,]/).pop()) || null : null,
  }));
}

export function parseScreeningList(format: 'json' | 'csv', content: string): ListEntry[] {
  const entries = (format === 'json' ? fromJson(content) : fromCsv(content)).filter((e) => e.name);
  if (entries.length === 0) throw new Error(PROBLEM_MESSAGES.screeningListEmpty);
  if (entries.length > PROBLEM_LIMITS.screeningListEntries)
    throw new Error(
      PROBLEM_MESSAGES.screeningListFormat(format, `more than ${PROBLEM_LIMITS.screeningListEntries} entries.`),
    );
  return entries;
}
