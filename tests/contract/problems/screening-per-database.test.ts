/**
 * Denied-party screening keeps a list version's entries in memory once read (versions never change). One process
 * may serve several databases (the contract suite's workers do, the e2e supervisor restarts its server in-process),
 * and two databases can hold the same list version number with different entries: each must be screened against its
 * own. Two servers in this one process, the same version imported into each with different names.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { problemServer } from './support';

/** A Consolidated Screening List CSV of one invented entity. */
const csvOf = (name: string) =>
  '_id,source,entity_number,type,programs,name,title,addresses,alt_names\r\n' +
  `1,Entity List (EL) - Bureau of Industry and Security,,Entity,,${name},,,\r\n`;

describe.each(await engines())('denied-party screening per database on %s', (engine) => {
  const first = problemServer(engine);
  const second = problemServer(engine);

  it('the same list version in two databases screens each against its own entries', async () => {
    const importInto = async (server: typeof first, name: string) => {
      const answer = await server.admin().call(A1.aimbanDeniedPartyListImport, {
        body: { format: 'csv', content: csvOf(name), source: `${name} list` },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.listVersion;
    };
    const firstVersion = await importInto(first, 'Brannoch Freight Systems');
    const secondVersion = await importInto(second, 'Quillfeather Maritime Holdings');
    // The precondition of the case: one version number, two different lists.
    expect(secondVersion).toBe(firstVersion);

    const screenAs = async (server: typeof first, consignee: string) => {
      const [pkg] = await server.rows<{ id: number }>(sql`SELECT id FROM packages ORDER BY id LIMIT 1`);
      await server.s.server.database.db.execute(
        sql`UPDATE packages SET consignee_name = ${consignee} WHERE id = ${pkg.id}`,
      );
      const answer = await server.ops().call(A1.aimbanDeniedPartyScreen, { body: { packageIds: [pkg.id] } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.filter((x) => x.listVersion === firstVersion).map((x) => x.entryName);
    };
    // The first database's entries are read (and kept) first; the second must not be answered from them.
    expect(await screenAs(first, 'Brannock Freight Systems')).toEqual(['Brannoch Freight Systems']);
    expect(await screenAs(second, 'Brannock Freight Systems')).toEqual([]);
    expect(await screenAs(second, 'Quillfeather Maritime Holding')).toEqual(['Quillfeather Maritime Holdings']);
  });
});
