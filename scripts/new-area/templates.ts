/**
 * The files `pnpm new:area <name>` writes (README "Adding an area"): a new area's contract, table, service, routes,
 * dataProvider table, resource and list screen, English and French strings, a contract test and a page object, each
 * an example the area replaces with its own (one record with a name, a list and a create), and what to register by
 * hand in the index files it names. Pure: the CLI (new-area.ts) writes them.
 */

export interface AreaNames {
  /** The folder and file name: lower case letters, as the contract's areas are named (packagesearch). */
  area: string;
  /** In code: camelCase for calls and tables (packageSearch…), PascalCase for types and components. */
  camel: string;
  pascal: string;
  /** The table name in PostgreSQL. */
  table: string;
}

export const AREA_NAME = /^[a-z][a-z0-9]{1,30}$/;

export function areaNames(area: string): AreaNames {
  if (!AREA_NAME.test(area))
    throw new Error(`An area's name is 2 to 31 lower-case letters or digits, starting with a letter: ${area}`);
  return { area, camel: area, pascal: area[0].toUpperCase() + area.slice(1), table: `${area}_records` };
}

/** Path (from the repository's root) → content. */
export function areaFiles({ area, camel, pascal, table }: AreaNames): Record<string, string> {
  return {
    [`shared/src/contract/${area}.ts`]: `/**
 * ${pascal} (the spec's section: name it here): the area's records and calls, each with its permission. Written by
 * \`pnpm new:area ${area}\`: the record and the two calls are an example to replace. A call the spec spells keeps the
 * spec's path letter for letter and has no \`ours\` (contract/spec-paths.test.ts holds it).
 */
import { call, menu } from './call.ts';
import { Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';

const BASE = \`\${API_BASE}/${area}\`;
/** The area's screen in the side menu (shared/src/rules/access.ts): who may reach it may call it. */
const screen = menu('${area}');
const OURS = 'A new area: the spec shows no path or fields for this call.';

export const ${pascal}Record = T.Object({ id: T.Integer(), name: T.String(), createdOn: T.String() });
export type ${pascal}Record = typeof ${pascal}Record.static;

export const ${camel}Calls = {
  ${camel}List: call({
    method: 'GET',
    path: \`\${BASE}/List\`,
    summary: 'The ${area} records, by name.',
    permission: screen,
    response: T.Array(${pascal}Record),
    ours: OURS,
  }),
  ${camel}Create: call({
    method: 'POST',
    path: \`\${BASE}/Create\`,
    summary: 'A new ${area} record; answers it.',
    permission: screen,
    body: Strict({ name: T.String({ minLength: 1, maxLength: 200 }) }),
    response: ${pascal}Record,
    ours: OURS,
  }),
};
`,
    [`server/src/db/schema/${area}.ts`]: `/** ${pascal}'s table (\`pnpm new:area ${area}\`; then \`pnpm --filter @a1/server db:generate\` for its migration). */
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const ${camel}Records = pgTable('${table}', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});
`,
    [`server/src/areas/${area}/service.ts`]: `/** ${pascal}'s rules and SQL: the routes hand it checked input and the caller. */
import { asc } from 'drizzle-orm';
import type { ${pascal}Record } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const toRecord = (row: typeof t.${camel}Records.$inferSelect): ${pascal}Record => ({
  id: row.id,
  name: row.name,
  createdOn: row.createdOn.toISOString(),
});

export async function list(db: Db): Promise<${pascal}Record[]> {
  const rows = await db.select().from(t.${camel}Records).orderBy(asc(t.${camel}Records.name));
  return rows.map(toRecord);
}

export async function create(db: Db, name: string): Promise<${pascal}Record> {
  const [row] = await db.insert(t.${camel}Records).values({ name: name.trim() }).returning();
  return toRecord(row);
}
`,
    [`server/src/areas/${area}/routes.ts`]: `/** ${pascal}'s calls: one route per contract entry, thin (entry → service). */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import * as s from './service.ts';

export const ${camel}Routes: Area = async (app, { db }) => {
  route(app, A1.${camel}List, () => s.list(db));
  route(app, A1.${camel}Create, ({ body }) => s.create(db, body.name));
};
`,
    [`server/src/areas/${area}/index.ts`]: `/** ${pascal}: add \`${camel}Area\` to AREAS in server/src/app.ts. */
export { ${camel}Routes as ${camel}Area } from './routes.ts';
`,
    [`web/src/providers/resources/${area}.ts`]: `/** The ${area} resource: react-admin's getList and create on the area's calls. A record's id is its own. */
import { A1 } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

export const ${camel}: ResourceCalls = {
  async getList(params) {
    const all = await a1Call(A1.${camel}List, undefined, callOptions(params));
    return { data: all, total: all.length };
  },
  async create(params) {
    const name = String((params.data as { name?: unknown }).name ?? '');
    return { data: await a1Call(A1.${camel}Create, { body: { name } }, callOptions(params)) };
  },
};
`,
    [`web/src/resources/${area}/index.ts`]: `/** ${pascal}: its list at the area's address; a record reads as its name. */
import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const ${pascal}List = lazyNamed(() => import('./${pascal}List'), '${pascal}List');

export default resource(ListAltIcon, (record) => String(record.name ?? record.id), {
  list: ${pascal}List,
  path: '/${area}',
});
`,
    [`web/src/resources/${area}/${pascal}List.tsx`]: `/** ${pascal}'s list: the records through react-admin (useGetList), each by name, with its loading and empty states. */
import { Box, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';

export function ${pascal}List() {
  const translate = useTranslate();
  const { data, isPending } = useGetList('${area}');
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('a1.${camel}.title')} />
      <Typography component="h1" variant="h5">
        {translate('a1.${camel}.title')}
      </Typography>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : data?.length ? (
        <List aria-label={translate('a1.${camel}.title')}>
          {data.map((record) => (
            <ListItem key={record.id}>{String(record.name)}</ListItem>
          ))}
        </List>
      ) : (
        <Typography>{translate('a1.${camel}.empty')}</Typography>
      )}
    </Box>
  );
}
`,
    [`web/src/i18n/en/${area}.ts`]: `/** ${pascal}'s screens in English (add to en.ts under a1.${camel}). */
export const ${camel} = {
  title: '${pascal}',
  empty: 'Nothing here yet.',
};
`,
    [`web/src/i18n/fr/${area}.ts`]: `/** ${pascal}'s screens in French (add to fr.ts under a1.${camel}; typed against the English). */
import type { ${camel} as english } from '../en/${area}';

export const ${camel}: typeof english = {
  title: '${pascal}',
  empty: 'Rien pour l’instant.',
};
`,
    [`tests/contract/${area}/${area}.test.ts`]: `/** ${pascal}'s calls on PGlite and PostgreSQL. Name each test after the catalogue rows it asserts. */
import { describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';

describe.each(await engines())('${area} on %s', (engine) => {
  const s = signedInServer(engine, { admin: 'admin@a1demo.com', sales: 'sales.rep@a1demo.com' });

  it('${area}: a record created is listed by name; an empty name is refused, naming the field', async () => {
    const created = await s.as(s.users.admin).call(A1.${camel}Create, { body: { name: 'First' } });
    expect(created.status).toBe(200);
    const listed = await s.as(s.users.admin).call(A1.${camel}List);
    expect(listed.body.data.map((r) => r.name)).toContain('First');
    const refused = await s.as(s.users.admin).send(A1.${camel}Create, { body: { name: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.responseStatus.responseStatusMessage).toMatch(/name/);
  });
});
`,
    [`tests/e2e/pages/${pascal}Page.ts`]: `/** The page object of ${pascal}'s list (/${area}). */
import { expect, type Page } from '../support/fixtures';

export class ${pascal}Page {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/#/${area}');
    await expect(this.heading).toBeVisible();
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: '${pascal}' });
  }
  get records() {
    return this.page.getByRole('list', { name: '${pascal}' }).getByRole('listitem');
  }
}
`,
  };
}

/** What the files above need registered by hand, one line per index file. */
export function areaRegistrations({ area, camel, pascal }: AreaNames): string[] {
  return [
    `shared/src/contract/index.ts: import { ${camel}Calls } from './${area}.ts'; add ${area}: ${camel}Calls to CALLS_BY_AREA and ...${camel}Calls to A1 (and export its types: ${pascal}Record)`,
    `server/src/db/schema/index.ts: export * from './${area}.ts'; then pnpm --filter @a1/server db:generate`,
    `server/src/app.ts: import { ${camel}Area } from './areas/${area}/index.ts'; add ${camel}Area to AREAS`,
    `shared/src/rules/access.ts: add '${area}': ['${area}'] to RESOURCE_ROUTES (the menu route that opens its screen)`,
    `server/src/db/seed/catalog.ts: a menu entry { name: '${pascal}', icon: 'ListAlt', route: '${area}' } in its module's menu, so the roles that hold the module reach it`,
    `web/src/providers/resources/index.ts: import { ${camel} } from './${area}'; add ${area}: ${camel} to RESOURCES`,
    `web/src/App.tsx: import ${camel} from './resources/${area}'; <Resource name="${area}" {...registration(${camel})} /> and {resourceRoute('${area}', ${camel})} inside <RouteGuard>`,
    `web/src/i18n/en.ts and fr.ts: import { ${camel} } from './en/${area}' ('./fr/${area}'); add ${camel} under a1`,
  ];
}
