/** Languages, translation keys and translations (spec 3 translations). */
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull(),
  name: text('name').notNull(),
  native: text('native').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const translationKeys = pgTable(
  'translation_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('translation_keys_name_key').on(t.name)],
);

export const translations = pgTable('translations', {
  id: serial('id').primaryKey(),
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id),
  keyId: integer('key_id')
    .notNull()
    .references(() => translationKeys.id),
  value: text('value').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});
