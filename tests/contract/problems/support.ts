/** What the problem-package contract tests share: the accounts, a message reader and quick reads of the database. */
import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Engine } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import type { A1Answer } from '../../support/a1-http';

/** By hand from the demo seed: Operations reaches the Aimban module; the Administrator also carries aimbanAdmin. */
export const PROBLEM_ACCOUNTS = {
  ops: 'ops.manager@a1demo.com',
  admin: 'admin@a1demo.com',
  external: 'customer@partnerpost.example',
  dev: 'it.developer@a1demo.com',
} as const;

export function problemServer(engine: Engine) {
  const s = signedInServer(engine, PROBLEM_ACCOUNTS);
  const rows = async <T>(query: SQL) => (await s.server.database.db.execute(query)).rows as unknown as T[];
  return { s, rows, ops: () => s.as(s.users.ops), admin: () => s.as(s.users.admin) };
}

export const messageOf = (answer: A1Answer) => String(answer.body?.responseStatus?.responseStatusMessage ?? '');

export function expectRefused(answer: A1Answer, status: number, field: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(messageOf(answer)).toMatch(field);
}

/** Open cards of a lane in board order, as the database holds them. */
export const laneSql = (laneId: number) =>
  sql`SELECT id, rank, version, updated_marker FROM (SELECT id, rank, version, modified_on AS updated_marker
      FROM package_issues WHERE lane_id = ${laneId} AND closed_on IS NULL) x ORDER BY rank COLLATE "C"`;
