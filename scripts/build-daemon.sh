#!/usr/bin/env bash
# Builds the workstation daemon as one executable: plugin-daemon/dist/a1-plugin (a1-plugin.exe on Windows).
# Self-sufficient on a fresh machine: installs the workspace's packages if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ ! -d plugin-daemon/node_modules/esbuild ]; then
  pnpm install --frozen-lockfile
fi
node plugin-daemon/build/sea.mjs
