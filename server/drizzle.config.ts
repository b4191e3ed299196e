import { defineConfig } from 'drizzle-kit';

// Generates the versioned SQL migrations in src/db/migrations from schema.ts (`pnpm --filter @a1/server db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
