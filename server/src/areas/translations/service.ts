/** Languages, keys and translations: the public catalogue and its administration (audited). */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  TRANSLATION_MESSAGES as M,
  type AdminKey,
  type AdminLanguage,
  type AdminTranslation,
  type Language,
  type Translation,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { recordAudit, type DbOrTx } from '../security/audit.ts';

export async function publicLanguages(db: Db): Promise<Language[]> {
  const rows = await db.select().from(t.languages).where(eq(t.languages.isEnabled, true)).orderBy(asc(t.languages.id));
  return rows.map((l) => ({ id: l.id, iso2: l.iso2, name: l.native, override: false }));
}

export async function publicTranslations(db: Db, iso2: string, key?: string): Promise<Translation[]> {
  return db
    .select({
      translationKeyId: t.translationKeys.id,
      key: t.translationKeys.name,
      isEnabled: t.translations.isEnabled,
      value: t.translations.value,
    })
    .from(t.translations)
    .innerJoin(t.languages, eq(t.languages.id, t.translations.languageId))
    .innerJoin(t.translationKeys, eq(t.translationKeys.id, t.translations.keyId))
    .where(
      and(
        eq(sql`lower(${t.languages.iso2})`, iso2.toLowerCase()),
        eq(t.languages.isEnabled, true),
        eq(t.translationKeys.isEnabled, true),
        eq(t.translations.isEnabled, true),
        key === undefined ? undefined : eq(t.translationKeys.name, key),
      ),
    )
    .orderBy(asc(t.translationKeys.name));
}

const lang = (l: typeof t.languages.$inferSelect): AdminLanguage => ({
  id: l.id,
  iso2: l.iso2,
  name: l.name,
  native: l.native,
  isEnabled: l.isEnabled,
});

export async function adminLanguages(db: Db): Promise<AdminLanguage[]> {
  return (await db.select().from(t.languages).orderBy(asc(t.languages.id))).map(lang);
}

export async function updateLanguage(
  db: Db,
  body: { id: number; name: string; native: string; isEnabled: boolean },
  by: string,
): Promise<AdminLanguage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.languages).where(eq(t.languages.id, body.id));
    if (!before) throw new A1Error(404, M.languageNotFound);
    const [after] = await tx
      .update(t.languages)
      .set({ name: body.name.trim(), native: body.native.trim(), isEnabled: body.isEnabled })
      .where(eq(t.languages.id, body.id))
      .returning();
    await recordAudit(tx, {
      historyType: 'Language',
      keyId: body.id,
      action: 'Update',
      changedBy: by,
      before: lang(before),
      after: lang(after),
    });
    return lang(after);
  });
}

export async function adminKeys(db: Db): Promise<AdminKey[]> {
  return db
    .select({ id: t.translationKeys.id, name: t.translationKeys.name, isEnabled: t.translationKeys.isEnabled })
    .from(t.translationKeys)
    .orderBy(asc(t.translationKeys.name));
}

async function keyNameTaken(db: DbOrTx, name: string, id?: number) {
  const rows = await db.select().from(t.translationKeys).where(eq(t.translationKeys.name, name));
  return rows.some((r) => r.id !== id);
}

export async function addKey(db: Db, name: string, by: string): Promise<AdminKey> {
  const clean = name.trim();
  return db.transaction(async (tx) => {
    if (await keyNameTaken(tx, clean)) throw new A1Error(400, M.keyExists);
    const [row] = await tx.insert(t.translationKeys).values({ name: clean }).returning();
    const key = { id: row.id, name: row.name, isEnabled: row.isEnabled };
    await recordAudit(tx, {
      historyType: 'TranslationKey',
      keyId: row.id,
      action: 'Create',
      changedBy: by,
      before: null,
      after: key,
    });
    return key;
  });
}

export async function updateKey(
  db: Db,
  body: { id: number; name: string; isEnabled: boolean },
  by: string,
): Promise<AdminKey> {
  const clean = body.name.trim();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.translationKeys).where(eq(t.translationKeys.id, body.id));
    if (!before) throw new A1Error(404, M.keyNotFound);
    if (await keyNameTaken(tx, clean, body.id)) throw new A1Error(400, M.keyExists);
    const [row] = await tx
      .update(t.translationKeys)
      .set({ name: clean, isEnabled: body.isEnabled })
      .where(eq(t.translationKeys.id, body.id))
      .returning();
    const key = { id: row.id, name: row.name, isEnabled: row.isEnabled };
    await recordAudit(tx, {
      historyType: 'TranslationKey',
      keyId: row.id,
      action: 'Update',
      changedBy: by,
      before: { id: before.id, name: before.name, isEnabled: before.isEnabled },
      after: key,
    });
    return key;
  });
}

async function translationsWhere(db: DbOrTx, where: ReturnType<typeof eq>): Promise<AdminTranslation[]> {
  return db
    .select({
      id: t.translations.id,
      languageId: t.translations.languageId,
      keyId: t.translations.keyId,
      keyName: t.translationKeys.name,
      value: t.translations.value,
      isEnabled: t.translations.isEnabled,
    })
    .from(t.translations)
    .innerJoin(t.translationKeys, eq(t.translationKeys.id, t.translations.keyId))
    .where(where)
    .orderBy(asc(t.translationKeys.name));
}

export async function adminTranslations(db: Db, languageId: number): Promise<AdminTranslation[]> {
  const [language] = await db.select().from(t.languages).where(eq(t.languages.id, languageId));
  if (!language) throw new A1Error(404, M.languageNotFound);
  return translationsWhere(db, eq(t.translations.languageId, languageId));
}

export async function addTranslation(
  db: Db,
  body: { languageId: number; keyId: number; value: string },
  by: string,
): Promise<AdminTranslation> {
  return db.transaction(async (tx) => {
    const [language] = await tx.select().from(t.languages).where(eq(t.languages.id, body.languageId));
    if (!language) throw new A1Error(404, M.languageNotFound);
    const [key] = await tx.select().from(t.translationKeys).where(eq(t.translationKeys.id, body.keyId));
    if (!key) throw new A1Error(404, M.keyNotFound);
    const existing = await tx
      .select()
      .from(t.translations)
      .where(and(eq(t.translations.languageId, body.languageId), eq(t.translations.keyId, body.keyId)));
    if (existing.length) throw new A1Error(400, M.translationExists);
    const [row] = await tx
      .insert(t.translations)
      .values({ ...body, value: body.value.trim() })
      .returning();
    const [answer] = await translationsWhere(tx, eq(t.translations.id, row.id));
    await recordAudit(tx, {
      historyType: 'Translation',
      keyId: row.id,
      action: 'Create',
      changedBy: by,
      before: null,
      after: answer,
    });
    return answer;
  });
}

export async function updateTranslation(
  db: Db,
  body: { id: number; languageId: number; value: string; isEnabled: boolean },
  by: string,
): Promise<AdminTranslation> {
  return db.transaction(async (tx) => {
    const [before] = await translationsWhere(tx, eq(t.translations.id, body.id));
    if (!before) throw new A1Error(404, M.translationNotFound);
    if (before.languageId !== body.languageId) throw new A1Error(400, M.wrongLanguage);
    await tx
      .update(t.translations)
      .set({ value: body.value.trim(), isEnabled: body.isEnabled })
      .where(eq(t.translations.id, body.id));
    const [after] = await translationsWhere(tx, eq(t.translations.id, body.id));
    await recordAudit(tx, {
      historyType: 'Translation',
      keyId: body.id,
      action: 'Update',
      changedBy: by,
      before,
      after,
    });
    return after;
  });
}
