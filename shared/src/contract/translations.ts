/**
 * Translations (shell §3, spec 2 §7 Translation): the public calls the app loads its catalogue with, and the
 * administration of languages, keys and translations under translationadmin/.
 */
import { call, check, publicCall } from './call.ts';
import { Id, Strict, T, Text } from './fields.ts';

const PUBLIC = '/api/a1/shared/translation';
const ADMIN = '/api/a1/shared/translationadmin';
const shownBeforeSignIn = 'The sign-in page is translated too; languages and translations reveal nothing.';
const admin = check('isAdmin');

/** A language as the app offers it (shell §3): iso2, name, override, id. */
export const Language = T.Object({ id: T.Integer(), iso2: T.String(), name: T.String(), override: T.Boolean() });
export type Language = typeof Language.static;
/** A translation as the app loads it (shell §3): translationKeyId, isEnabled, value, with its key. */
export const Translation = T.Object({
  translationKeyId: T.Integer(),
  key: T.String(),
  isEnabled: T.Boolean(),
  value: T.String(),
});
export type Translation = typeof Translation.static;

/** Translation admin (spec 2 §3). */
export const AdminLanguage = T.Object({
  id: T.Integer(),
  iso2: T.String(),
  name: T.String(),
  native: T.String(),
  isEnabled: T.Boolean(),
});
export const AdminKey = T.Object({ id: T.Integer(), name: T.String(), isEnabled: T.Boolean() });
export const AdminTranslation = T.Object({
  id: T.Integer(),
  languageId: T.Integer(),
  keyId: T.Integer(),
  keyName: T.String(),
  value: T.String(),
  isEnabled: T.Boolean(),
});
export type AdminLanguage = typeof AdminLanguage.static;
export type AdminKey = typeof AdminKey.static;
export type AdminTranslation = typeof AdminTranslation.static;

const KeyName = T.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.\\- ]+$' });
const Value = T.String({ minLength: 1, maxLength: 2000 });

export const translationCalls = {
  translationLanguages: call({
    method: 'GET',
    path: `${PUBLIC}/languages`,
    summary: 'The enabled languages: id, iso2, name, override.',
    permission: publicCall(shownBeforeSignIn),
    response: T.Array(Language),
  }),
  translationList: call({
    method: 'GET',
    path: `${PUBLIC}/Translation`,
    summary:
      'The enabled translations of a language (iso2); key narrows to one key. Disabled keys and a disabled language answer none.',
    permission: publicCall(shownBeforeSignIn),
    query: Strict({ iso2: T.String({ pattern: '^[A-Za-z]{2}$' }), key: T.Optional(KeyName) }),
    response: T.Array(Translation),
  }),
  translationAdminLanguages: call({
    method: 'GET',
    path: `${ADMIN}/Languages`,
    summary: 'Every language, enabled or not.',
    permission: admin,
    response: T.Array(AdminLanguage),
  }),
  translationAdminLanguageUpdate: call({
    method: 'PUT',
    path: `${ADMIN}/Language`,
    summary: 'Rename a language or enable and disable it (id, name, native, isEnabled).',
    permission: admin,
    body: Strict({ id: Id, name: Text(100), native: Text(100), isEnabled: T.Boolean() }),
    response: AdminLanguage,
  }),
  translationAdminKeys: call({
    method: 'GET',
    path: `${ADMIN}/Keys`,
    summary: 'Every translation key.',
    permission: admin,
    response: T.Array(AdminKey),
  }),
  translationAdminKeyAdd: call({
    method: 'POST',
    path: `${ADMIN}/Key`,
    summary: 'Add a key (name).',
    permission: admin,
    body: Strict({ name: KeyName }),
    response: AdminKey,
  }),
  translationAdminKeyUpdate: call({
    method: 'PUT',
    path: `${ADMIN}/Key`,
    summary: 'Rename a key or enable and disable it (id, name, isEnabled).',
    permission: admin,
    body: Strict({ id: Id, name: KeyName, isEnabled: T.Boolean() }),
    response: AdminKey,
  }),
  translationAdminTranslations: call({
    method: 'GET',
    path: `${ADMIN}/Translations`,
    summary: "A language's translations (languageId), with their key names.",
    permission: admin,
    query: Strict({ languageId: Id }),
    response: T.Array(AdminTranslation),
  }),
  translationAdminTranslationAdd: call({
    method: 'POST',
    path: `${ADMIN}/Translation`,
    summary: 'Translate a key into a language (languageId, keyId, value).',
    permission: admin,
    body: Strict({ languageId: Id, keyId: Id, value: Value }),
    response: AdminTranslation,
  }),
  translationAdminTranslationUpdate: call({
    method: 'PUT',
    path: `${ADMIN}/Translation`,
    summary: 'Edit a translation or enable and disable it (id, languageId, value, isEnabled).',
    permission: admin,
    body: Strict({ id: Id, languageId: Id, value: Value, isEnabled: T.Boolean() }),
    response: AdminTranslation,
  }),
} as const;

export const TRANSLATION_MESSAGES = {
  languageNotFound: 'This language does not exist.',
  keyNotFound: 'This translation key does not exist.',
  keyExists: 'A key with this name already exists.',
  translationNotFound: 'This translation does not exist.',
  translationExists: 'This key already has a translation in this language: edit it instead.',
  wrongLanguage: 'This translation belongs to another language.',
} as const;
