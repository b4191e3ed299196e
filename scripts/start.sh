#!/usr/bin/env bash
# Installs everything, builds the web app and starts the A1 server with the embedded database and demo data.
# Honours PORT (default 8080), A1_DATA_DIR (default ./data), DATABASE_URL (a PostgreSQL server instead).
source "$(dirname "$0")/lib/common.sh"
install_workspace
echo "Building the web app …"
pnpm --filter @a1/web build >/dev/null
export PORT="${PORT:-8080}"
export A1_BUILD_TIME="${A1_BUILD_TIME:-$(date -u +%Y-%m-%dT%H:%M:%SZ)}"
exec node --import tsx server/src/main.ts
