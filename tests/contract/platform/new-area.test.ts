/**
 * Issue 24 point 6: `pnpm new:area <name>` writes the files the README's "Adding an area" lists, named for the area,
 * never over an existing file. (That the files compile and serve was checked by generating an area into the
 * workspace, registering it as the script prints and running its contract test; see the closing note of the stop.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeArea } from '../../../scripts/new-area.ts';

describe('pnpm new:area', () => {
  const roots: string[] = [];
  const scratch = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'a1-new-area-'));
    roots.push(root);
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('issue 24: writes the contract, table, service, routes, resource, strings, a contract test and a page object', () => {
    const root = scratch();
    const { written, register } = writeArea(root, 'claims');
    expect(written.sort()).toEqual(
      [
        'server/src/areas/claims/index.ts',
        'server/src/areas/claims/routes.ts',
        'server/src/areas/claims/service.ts',
        'server/src/db/schema/claims.ts',
        'shared/src/contract/claims.ts',
        'tests/contract/claims/claims.test.ts',
        'tests/e2e/pages/ClaimsPage.ts',
        'web/src/i18n/en/claims.ts',
        'web/src/i18n/fr/claims.ts',
        'web/src/providers/resources/claims.ts',
        'web/src/resources/claims/ClaimsList.tsx',
        'web/src/resources/claims/index.ts',
      ].sort(),
    );
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(read('shared/src/contract/claims.ts')).toContain('claimsList: call({');
    expect(read('shared/src/contract/claims.ts')).toContain("menu('claims')");
    expect(read('server/src/db/schema/claims.ts')).toContain("pgTable('claims_records'");
    expect(read('server/src/areas/claims/routes.ts')).toContain('route(app, A1.claimsCreate');
    expect(read('web/src/resources/claims/index.ts')).toContain("path: '/claims'");
    expect(read('web/src/i18n/fr/claims.ts')).toContain('typeof english');
    // The index files it cannot edit safely are named, each once.
    expect(register.map((line) => line.split(':')[0])).toEqual([
      'shared/src/contract/index.ts',
      'server/src/db/schema/index.ts',
      'server/src/app.ts',
      'shared/src/rules/access.ts',
      'server/src/db/seed/catalog.ts',
      'web/src/providers/resources/index.ts',
      'web/src/App.tsx',
      'web/src/i18n/en.ts and fr.ts',
    ]);
  });

  it('issue 24: refuses an area whose files exist, writing nothing, and a name that is not one word', () => {
    const root = scratch();
    mkdirSync(path.join(root, 'server/src/db/schema'), { recursive: true });
    writeFileSync(path.join(root, 'server/src/db/schema/claims.ts'), 'ours\n');
    expect(() => writeArea(root, 'claims')).toThrow(
      'The area claims has files already: server/src/db/schema/claims.ts',
    );
    expect(readFileSync(path.join(root, 'server/src/db/schema/claims.ts'), 'utf8')).toBe('ours\n');
    expect(() => readFileSync(path.join(root, 'shared/src/contract/claims.ts'))).toThrow();
    for (const bad of ['Claims', 'problem-packages', 'x', '1claims'])
      expect(() => writeArea(scratch(), bad)).toThrow("An area's name is 2 to 31 lower-case letters");
  });
});
