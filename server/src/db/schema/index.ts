/**
 * The A1 database schema (PostgreSQL dialect, for PGlite and PostgreSQL alike), one file per area.
 * Table and column names follow the spec's entities; ids the spec fixes (project 165, phase 106, …)
 * are seeded as rows with those ids, so sequences are reset after seeding.
 */
export * from './security.ts';
export * from './settings.ts';
export * from './projects.ts';
export * from './ticketing.ts';
export * from './jobs.ts';
export * from './translations.ts';
export * from './usersetting.ts';
export * from './shared.ts';
export * from './lookups.ts';
export * from './reports.ts';
export * from './packages.ts';
export * from './problems.ts';
