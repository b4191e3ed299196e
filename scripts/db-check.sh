#!/usr/bin/env bash
# The Drizzle schema and the migrations agree (issue 24 point 6): drizzle-kit's own check of the migration history
# (no two migrations from one snapshot), then no change of server/src/db/schema/ waits for a migration. drizzle-kit
# has no dry run, so a pending change is generated into a scratch copy of the migrations and reported from there.
set -euo pipefail
cd "$(dirname "$0")/../server"
npx drizzle-kit check
# Relative: drizzle-kit prefixes the out folder with ./
scratch=$(basename "$(mktemp -d -p . .db-check.XXXXXX)")
trap 'rm -rf "$scratch"' EXIT
cp -r src/db/migrations "$scratch/migrations"
out=$(npx drizzle-kit generate --dialect postgresql --schema ./src/db/schema/index.ts --out "$scratch/migrations" \
  --name pending 2>&1) || { echo "$out"; exit 1; }
if ! grep -q 'No schema changes' <<<"$out"; then
  echo "The schema has changes no migration holds; run pnpm --filter @a1/server db:generate. Pending:"
  cat "$scratch"/migrations/*_pending.sql
  exit 1
fi
echo "schema and migrations agree"
