/**
 * Problem-package demo data (issue 27): the eight lanes, categories with their max age, issues, issue levels,
 * default comments, category mappings and dimension settings; a few hundred open cards (and some closed) over the
 * seeded packages, assigned to agents of the Operations and Customer Service departments; some dangerous-goods
 * packages; and a small screening list (Consolidated Screening List format, invented names) with its screenings.
 * Fast: a handful of multi-row INSERTs.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { FIXED_ISSUES, PROBLEM_LANES } from '@a1/shared/constants/problems';
import { ranksAfter } from '@a1/shared/rules/problems/ranks';
import { normaliseName, screenName } from '@a1/shared/rules/problems/screening';
import { parseScreeningList } from '@a1/shared/rules/problems/screening-list';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { createRandom, DAY_MS } from './random.ts';

export const PROBLEM_CATEGORIES = [
  { name: 'Address', maxAgeHours: 48 },
  { name: 'Customs', maxAgeHours: 120 },
  { name: 'Damage', maxAgeHours: 72 },
  { name: 'Data', maxAgeHours: 24 },
  { name: 'Compliance', maxAgeHours: 24 },
  { name: 'Carrier', maxAgeHours: 96 },
];
/** Issue → its category. */
const ISSUES: Record<string, string> = {
  'Address incomplete': 'Address',
  'Consignee unknown': 'Address',
  'Missing tax id': 'Customs',
  'Held by customs': 'Customs',
  'Damaged in transit': 'Damage',
  'Missing contents': 'Damage',
  'Lost in transit': 'Carrier',
  'Carrier delay': 'Carrier',
  [FIXED_ISSUES.stampsDuplicate]: 'Data',
  [FIXED_ISSUES.stampsNoData]: 'Data',
  [FIXED_ISSUES.duplicatePackage]: 'Data',
  [FIXED_ISSUES.noDataOnHold]: 'Data',
  [FIXED_ISSUES.deniedParty]: 'Compliance',
  [FIXED_ISSUES.dangerousGoods]: 'Compliance',
};
const LEVELS = [
  { level: 1, name: 'Critical' },
  { level: 2, name: 'High' },
  { level: 3, name: 'Normal' },
];
const DEFAULT_COMMENTS: Array<[string, string | null]> = [
  ['Contacted the customer for the missing information.', null],
  ['Waiting for the carrier’s answer.', 'Carrier'],
  ['Asked the consignee for a complete address.', 'Address'],
  ['Customs documents requested from the shipper.', 'Customs'],
  ['Photos of the damage attached; claim opened.', 'Damage'],
  ['Package released; closing.', null],
];
const MAPPINGS: Array<[string, string]> = [
  ['battery', 'Compliance'],
  ['perfume', 'Compliance'],
  ['glass', 'Damage'],
  ['documents', 'Customs'],
  ['electronics', 'Customs'],
];
const DG_EXAMPLES = [
  {
    unNumber: 'UN3481',
    hazardClass: '9',
    packingGroup: null,
    properShippingName: 'Lithium ion batteries packed with equipment',
  },
  { unNumber: 'UN1266', hazardClass: '3', packingGroup: 'II', properShippingName: 'Perfumery products' },
  { unNumber: 'UN1950', hazardClass: '2.1', packingGroup: null, properShippingName: 'Aerosols, flammable' },
  { unNumber: 'UN1845', hazardClass: '9', packingGroup: null, properShippingName: 'Dry ice' },
  { unNumber: 'UN1760', hazardClass: '8', packingGroup: 'III', properShippingName: 'Corrosive liquid, n.o.s.' },
];

/** The screening-list fixture: invented names, in the Consolidated Screening List's JSON. */
export const SCREENING_FIXTURE = {
  total: 8,
  results: [
    {
      name: 'Zoltan Kravetsky',
      alt_names: ['Z. Kravetsky'],
      source: 'Specially Designated Nationals (SDN) - Treasury Department',
      addresses: [{ country: 'BE' }],
    },
    {
      name: 'Volkhov Aerospace Trading LLC',
      alt_names: ['VAT Trading'],
      source: 'Entity List (EL) - Bureau of Industry and Security',
      addresses: [{ country: 'LV' }],
    },
    {
      name: 'Ivan Petrovich Sidorenko',
      alt_names: [],
      source: 'Nonproliferation Sanctions (ISN) - State Department',
      addresses: [{ country: 'CY' }],
    },
    {
      name: 'Nour al-Hadiqa Shipping Company',
      alt_names: ['Hadiqa Lines'],
      source: 'Specially Designated Nationals (SDN) - Treasury Department',
      addresses: [{ country: 'AE' }],
    },
    {
      name: 'Marguerite Oyelaran-Beck',
      alt_names: [],
      source: 'Denied Persons List (DPL) - Bureau of Industry and Security',
      addresses: [{ country: 'FR' }],
    },
    {
      name: 'Quillon Brevard Holdings',
      alt_names: ['QB Holdings'],
      source: 'Entity List (EL) - Bureau of Industry and Security',
      addresses: [{ country: 'HK' }],
    },
    {
      name: 'Tarsis Omberlund',
      alt_names: [],
      source: 'Unverified List (UVL) - Bureau of Industry and Security',
      addresses: [{ country: 'SE' }],
    },
    {
      name: 'Ferrovex Dual-Use Components',
      alt_names: [],
      source: 'Military End User (MEU) List - Bureau of Industry and Security',
      addresses: [{ country: 'CN' }],
    },
  ],
};
/** Consignees the seed gives a few carded packages: variants of listed names, so the board shows hits. */
const LISTED_CONSIGNEES = ['Kravetski, Zoltán', 'VOLKOV AEROSPACE TRADING', 'Marguerite Oyelaran Beck'];

const OPEN_CARDS = 400;
const CLOSED_CARDS = 60;
const DG_CARDS = 25;

export async function seedProblems(db: Db, now: Date): Promise<void> {
  const rnd = createRandom(27);
  const lanes = await db
    .insert(t.problemLanes)
    .values(PROBLEM_LANES.map((l, i) => ({ name: l.name, sortOrder: i + 1, closing: l.closing, onHold: l.onHold })))
    .returning();
  const categories = await db
    .insert(t.problemCategories)
    .values(PROBLEM_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1 })))
    .returning();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const issues = await db
    .insert(t.problemIssues)
    .values(Object.entries(ISSUES).map(([name, category]) => ({ name, categoryId: categoryId.get(category)! })))
    .returning();
  const levels = await db.insert(t.problemIssueLevels).values(LEVELS).returning();
  await db
    .insert(t.problemDefaultComments)
    .values(DEFAULT_COMMENTS.map(([text, c]) => ({ text, categoryId: c ? categoryId.get(c)! : null })));
  await db
    .insert(t.problemCategoryMappings)
    .values(MAPPINGS.map(([keyword, c]) => ({ keyword, categoryId: categoryId.get(c)! })));
  await db.insert(t.problemDimSettings).values({ id: 1, divisor: 5000, maxLengthCm: 120, maxWeightKg: 30 });

  const agents = await db
    .select({ id: t.users.id, departmentId: t.users.departmentId, name: t.users.fullName })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(sql`${t.users.isInternal} AND ${t.departments.name} IN ('Operations', 'Customer Service')`)
    .orderBy(t.users.id);
  const sales = await db
    .select({ id: t.users.id })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(eq(t.departments.name, 'Sales'))
    .orderBy(t.users.id);
  const pkgs = await db
    .select({ id: t.packages.id, customerId: t.packages.customerId })
    .from(t.packages)
    .where(sql`${t.packages.returnedOn} IS NULL`)
    // The newest packages: package search's tests take the oldest as packages without a card.
    .orderBy(desc(t.packages.id))
    .limit(OPEN_CARDS + CLOSED_CARDS);
  if (pkgs.length === 0) return;

  const openLanes = lanes.filter((l) => !l.closing);
  const closedLane = lanes.find((l) => l.closing)!;
  const ordinary = issues.filter((i) => !Object.values(FIXED_ISSUES).includes(i.name as never));
  const dgIssue = issues.find((i) => i.name === FIXED_ISSUES.dangerousGoods)!;
  const perLane = new Map<number, number>();
  const plan = pkgs.map((p, i) => {
    const closed = i >= OPEN_CARDS;
    const lane = closed ? closedLane : rnd.pick(openLanes);
    perLane.set(lane.id, (perLane.get(lane.id) ?? 0) + 1);
    const issue = i < DG_CARDS ? dgIssue : rnd.pick(ordinary);
    const agent = rnd.chance(0.8) ? rnd.pick(agents) : undefined;
    const opened = new Date(now.getTime() - rnd.int(1, 14 * 24) * 3_600_000);
    return { p, closed, lane, issue, agent, opened };
  });
  const ranks = new Map([...perLane].map(([laneId, n]) => [laneId, ranksAfter(null, n)]));
  const cards = await db
    .insert(t.packageIssues)
    .values(
      plan.map(({ p, closed, lane, issue, agent, opened }) => ({
        packageId: p.id,
        laneId: lane.id,
        rank: ranks.get(lane.id)!.shift()!,
        issueId: issue.id,
        categoryId: issue.categoryId,
        issueLevelId: rnd.pick(levels).id,
        agentId: agent?.id ?? null,
        departmentId: agent?.departmentId ?? null,
        salesAgentId: sales.length ? sales[p.customerId % sales.length].id : null,
        laneEnteredOn: new Date(opened.getTime() + rnd.int(0, 20) * 3_600_000),
        createdOn: opened,
        closedOn: closed ? new Date(now.getTime() - rnd.int(1, 48) * 3_600_000) : null,
      })),
    )
    .returning({ id: t.packageIssues.id, packageId: t.packageIssues.packageId, createdOn: t.packageIssues.createdOn });
  await db
    .insert(t.packageIssueActivity)
    .values(cards.map((c) => ({ packageIssueId: c.id, action: 'created', byName: 'System', on: c.createdOn })));
  const commenter = agents[0];
  if (commenter)
    await db.insert(t.packageIssueComments).values(
      cards
        .filter((_, i) => i % 4 === 0)
        .map((c) => ({
          packageIssueId: c.id,
          text: rnd.pick(DEFAULT_COMMENTS)[0],
          createdBy: commenter.id,
          createdByName: commenter.name,
          createdOn: new Date(c.createdOn.getTime() + DAY_MS / 4),
        })),
    );
  await db
    .insert(t.dangerousGoods)
    .values(
      cards
        .slice(0, DG_CARDS)
        .map((c, i) => ({ packageId: c.packageId, quantity: 1 + (i % 4), ...DG_EXAMPLES[i % 5] })),
    );
  await seedScreening(
    db,
    cards.slice(DG_CARDS, DG_CARDS + LISTED_CONSIGNEES.length).map((c) => c.packageId),
  );
}

/** List version 1 from the fixture, three carded packages renamed to variants of listed names, and their screenings. */
async function seedScreening(db: Db, renamed: number[]): Promise<void> {
  const entries = parseScreeningList('json', JSON.stringify(SCREENING_FIXTURE));
  const [list] = await db
    .insert(t.deniedPartyLists)
    .values({ source: 'Consolidated Screening List (demo fixture)', entries: entries.length, importedBy: 'System' })
    .returning();
  const rows = await db
    .insert(t.deniedPartyEntries)
    .values(
      entries.map((e) => ({
        listId: list.id,
        name: e.name,
        normalised: [e.name, ...e.altNames].map(normaliseName),
        source: e.source,
        country: e.country,
      })),
    )
    .returning({ id: t.deniedPartyEntries.id, normalised: t.deniedPartyEntries.normalised });
  for (const [i, packageId] of renamed.entries())
    await db.update(t.packages).set({ consigneeName: LISTED_CONSIGNEES[i] }).where(eq(t.packages.id, packageId));
  if (renamed.length === 0) return;
  const pkgs = await db
    .select({ id: t.packages.id, name: t.packages.consigneeName })
    .from(t.packages)
    .where(inArray(t.packages.id, renamed));
  const hits = pkgs.flatMap((p) => {
    const hit = screenName(p.name, rows);
    return hit ? [{ packageId: p.id, listId: list.id, entryId: hit.entryId, score: hit.score, decision: 'hit' }] : [];
  });
  if (hits.length) await db.insert(t.deniedPartyScreenings).values(hits);
}
