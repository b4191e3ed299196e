#!/usr/bin/env bash
# Runs every workspace's benchmark; each prints `<area>.<figure>: <value> <unit> (target <= …) ok|SLOW`.
source "$(dirname "$0")/lib/common.sh"
# The in-browser figures (tests/bench: the grid, the web bundle as the sign-in page loads it) run in Debian's Chromium.
apt_ensure chromium:chromium
install_workspace
pnpm -r --workspace-concurrency=1 --if-present bench
# The server under 100 signed-in sessions on PostgreSQL, and the big job lists (tests/bench/load.bench.ts): load.…
source "$(dirname "$0")/lib/postgres.sh"
ensure_test_postgres
pnpm load
# The job dashboard and lookup at 100,000 jobs on PostgreSQL (tests/bench/jobs.bench.ts): jobs.…
pnpm --filter @a1/tests bench:jobs
# Project tracking on PostgreSQL with 2,000 initiatives and 10,000 features, and its grid in Chromium on the
# production build (tests/bench/project.bench.ts): project.…
pnpm build >/dev/null
pnpm --filter @a1/tests exec node --import tsx bench/project.bench.ts
# Ticketing on PostgreSQL at 5,000 and 50,000 tickets, with the growth ratio (tests/bench/ticketing.bench.ts): ticketing.…
pnpm --filter @a1/tests exec node --import tsx bench/ticketing.bench.ts
# Problem packages on PostgreSQL at 5,000 open cards and a 20,000-entry screening list, and the board in Chromium on
# the production build (tests/bench/problems.bench.ts): problems.…
pnpm --filter @a1/tests exec node --import tsx bench/problems.bench.ts
# Package search on PostgreSQL at 1,000,000 packages and 10,000,000 tracking events, and the package page in Chromium
# on the production build (tests/bench/packages.bench.ts): packages.…
pnpm --filter @a1/tests exec node --import tsx bench/packages.bench.ts
