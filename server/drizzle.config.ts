import { defineConfig } from 'drizzle-kit';

// Generates the versioned SQL migrations in src/db/migrations from schema/ (`pnpm --filter @a1/server db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
