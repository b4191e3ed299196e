#!/usr/bin/env bash
# Installs what the tests need (Debian's chromium for Playwright, socat and CUPS for the hardware tests, PostgreSQL for
# the contract suite when no server answers) and runs every suite: typecheck, lint, unit, HTTP contract (PGlite and
# PostgreSQL), hardware, e2e.
source "$(dirname "$0")/lib/common.sh"
source "$(dirname "$0")/lib/postgres.sh"
apt_ensure chromium:chromium socat:socat cupsd:cups lpstat:cups-client lsusb:usbutils
install_workspace
# DATABASE_URL for the contract suite: the one given, the server on 127.0.0.1:5432, or a throwaway cluster.
ensure_test_postgres

step() { echo; echo "=== $* ==="; }
step "typecheck";            pnpm typecheck
step "lint";                 pnpm lint
step "unit and HTTP tests";  pnpm -r --workspace-concurrency=1 test
step "workstation daemon as one executable (pnpm build:daemon) against the hardware peers"; pnpm --filter @a1/plugin-daemon test:sea
step "build web app";        pnpm --filter @a1/web build >/dev/null
step "end-to-end (Chromium)"; pnpm --filter @a1/tests e2e
echo; echo "All test suites passed."
