/** Translations (shell §3, spec 2 §7 Translation): public catalogue and administration, on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { A1, TRANSLATION_MESSAGES, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';

describe.each(await engines())('translations on %s', (engine) => {
  const s = signedInServer(engine, { admin: 'admin@a1demo.com', ops: 'ops.manager@a1demo.com' });
  const as = (who: LoginResult | undefined, method: string, path: string, body?: unknown) =>
    s.as(who ?? null).raw(method, path, { body });
  const admin = (method: string, path: string, body?: unknown) => as(s.users.admin, method, path, body);

  it('S-189 P-233 S-374: GET translation/languages is public and answers iso2, name, override and id', async () => {
    const answer = await as(undefined, 'GET', A1.translationLanguages.path);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: 1, iso2: 'en', name: 'English', override: false },
      { id: 2, iso2: 'fr', name: 'Français', override: false },
    ]);
    expect(A1.translationLanguages.permission.kind).toBe('public');
    expect(A1.translationAdminLanguages.permission).toEqual({ kind: 'check', name: 'isAdmin' });
  });

  it('S-190 S-373 P-234: GET translation/Translation takes iso2 (and key): translationKeyId, isEnabled, value', async () => {
    const all = await as(undefined, 'GET', `${A1.translationList.path}?iso2=fr`);
    expect(all.status).toBe(200);
    const job = all.body.data.find((r: { key: string }) => r.key === 'db.Job Dashboard');
    expect(job).toMatchObject({ isEnabled: true, value: 'Tableau des jobs' });
    expect(typeof job.translationKeyId).toBe('number');
    const one = await as(undefined, 'GET', `${A1.translationList.path}?iso2=fr&key=menu.security`);
    expect(one.body.data).toEqual([expect.objectContaining({ key: 'menu.security', value: 'Sécurité' })]);
    const bad = await as(undefined, 'GET', `${A1.translationList.path}?iso2=french`);
    expect(bad.status).toBe(400);
  });

  it('P-70 P-235 P-236: translationadmin Languages lists id, name, native, isEnabled; Language PUT disables one, which the public calls then omit', async () => {
    const list = await admin('GET', A1.translationAdminLanguages.path);
    expect(list.body.data[1]).toEqual({ id: 2, iso2: 'fr', name: 'French', native: 'Français', isEnabled: true });
    const off = await admin('PUT', A1.translationAdminLanguageUpdate.path, {
      id: 2,
      name: 'French',
      native: 'Français',
      isEnabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data.isEnabled).toBe(false);
    const languages = await as(undefined, 'GET', A1.translationLanguages.path);
    expect(languages.body.data.map((l: { iso2: string }) => l.iso2)).toEqual(['en']);
    expect((await as(undefined, 'GET', `${A1.translationList.path}?iso2=fr`)).body.data).toEqual([]);
    const on = await admin('PUT', A1.translationAdminLanguageUpdate.path, {
      id: 2,
      name: 'French',
      native: 'Français',
      isEnabled: true,
    });
    expect(on.body.data.isEnabled).toBe(true);
    const history = await admin('GET', `${A1.lookupAuditHistory.path}?keyId=2&historyType=Language`);
    expect(history.body.data[1]).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });
  });

  it('P-71 P-237 P-238 P-239: Keys lists id, name, isEnabled; Key POST adds; Key PUT renames and disables', async () => {
    const keys = await admin('GET', A1.translationAdminKeys.path);
    expect(keys.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), isEnabled: true });
    const added = await admin('POST', A1.translationAdminKeyAdd.path, { name: 'report.title' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'report.title', isEnabled: true });
    const dup = await admin('POST', A1.translationAdminKeyAdd.path, { name: 'report.title' });
    expect(dup.body.responseStatus.responseStatusMessage).toBe(TRANSLATION_MESSAGES.keyExists);
    const renamed = await admin('PUT', A1.translationAdminKeyUpdate.path, {
      id: added.body.data.id,
      name: 'report.heading',
      isEnabled: false,
    });
    expect(renamed.body.data).toEqual({ id: added.body.data.id, name: 'report.heading', isEnabled: false });
    const injected = await admin('POST', A1.translationAdminKeyAdd.path, { name: '<script>' });
    expect(injected.status).toBe(400);
  });

  it('P-72 P-240 P-241 P-242: Translations by languageId; Translation POST adds, PUT edits and disables; the public list follows', async () => {
    const key = (await admin('POST', A1.translationAdminKeyAdd.path, { name: 'report.subtitle' })).body.data;
    const added = await admin('POST', A1.translationAdminTranslationAdd.path, {
      languageId: 2,
      keyId: key.id,
      value: 'Sous-titre',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      languageId: 2,
      keyId: key.id,
      keyName: 'report.subtitle',
      value: 'Sous-titre',
      isEnabled: true,
    });
    const twice = await admin('POST', A1.translationAdminTranslationAdd.path, {
      languageId: 2,
      keyId: key.id,
      value: 'x',
    });
    expect(twice.body.responseStatus.responseStatusMessage).toBe(TRANSLATION_MESSAGES.translationExists);
    const list = await admin('GET', `${A1.translationAdminTranslations.path}?languageId=2`);
    expect(list.body.data.find((t: { keyId: number }) => t.keyId === key.id).value).toBe('Sous-titre');

    const edited = await admin('PUT', A1.translationAdminTranslationUpdate.path, {
      id: added.body.data.id,
      languageId: 2,
      value: 'Sous-titre du rapport',
      isEnabled: true,
    });
    expect(edited.body.data.value).toBe('Sous-titre du rapport');
    const pub = await as(undefined, 'GET', `${A1.translationList.path}?iso2=fr&key=report.subtitle`);
    expect(pub.body.data[0].value).toBe('Sous-titre du rapport');
    await admin('PUT', A1.translationAdminTranslationUpdate.path, {
      id: added.body.data.id,
      languageId: 2,
      value: 'Sous-titre du rapport',
      isEnabled: false,
    });
    expect((await as(undefined, 'GET', `${A1.translationList.path}?iso2=fr&key=report.subtitle`)).body.data).toEqual(
      [],
    );
    const wrong = await admin('PUT', A1.translationAdminTranslationUpdate.path, {
      id: added.body.data.id,
      languageId: 1,
      value: 'x',
      isEnabled: true,
    });
    expect(wrong.body.responseStatus.responseStatusMessage).toBe(TRANSLATION_MESSAGES.wrongLanguage);
  });

  it('the administration calls refuse a non-admin', async () => {
    for (const entry of [A1.translationAdminLanguages, A1.translationAdminKeys]) {
      expect((await as(s.users.ops, entry.method, entry.path)).status).toBe(403);
    }
    expect((await as(s.users.ops, 'POST', A1.translationAdminKeyAdd.path, { name: 'x.y' })).status).toBe(403);
  });
});
