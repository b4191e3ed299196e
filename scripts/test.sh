#!/usr/bin/env bash
# Installs what the tests need (Debian's chromium for Playwright, socat and CUPS for the hardware tests, PostgreSQL for
# the contract suite when no server answers) and runs every suite: typecheck, lint, unit, HTTP contract (PGlite and
# PostgreSQL), hardware, e2e. Each suite's time is printed when it ends.
source "$(dirname "$0")/lib/common.sh"
source "$(dirname "$0")/lib/postgres.sh"
# One apt_ensure, so that a fresh machine runs apt-get update once: Debian's chromium, and its old headless shell (the
# e2e suite's browser, a quarter less CPU than the full one: tests/support/chromium.ts); socat and CUPS for the
# hardware tests; nginx, the load balancer of the scale-out test (tests/contract/platform/scale-out.test.ts,
# deploy/nginx/a1.conf); openssl for its TLS example's self-signed certificate (tests/support/nginx.ts).
apt_ensure chromium:chromium chromium-headless-shell:chromium-headless-shell socat:socat cupsd:cups lpstat:cups-client \
  lsusb:usbutils /usr/sbin/nginx:nginx openssl:openssl
install_workspace
# DATABASE_URL for the contract suite: the one given, the server on 127.0.0.1:5432, or a throwaway cluster.
ensure_test_postgres
# PostgreSQL's server binaries, even when the suite's server runs elsewhere: the database-resilience test restarts a
# cluster of its own (tests/support/pg-cluster.ts).
a1_pg_bin_dir >/dev/null || apt_ensure "/usr/lib/postgresql/none/bin/initdb:postgresql"

TOTAL_STARTED=$SECONDS

# One suite, then its elapsed seconds; a failure stops the run with its time and exit code.
step() {
  local name="$1" started=$SECONDS rc=0
  shift
  echo
  echo "=== $name ==="
  "$@" || rc=$?
  if [ "$rc" != 0 ]; then
    echo "=== $name: FAILED (exit $rc) after $((SECONDS - started)) s ==="
    exit "$rc"
  fi
  echo "=== $name: $((SECONDS - started)) s ==="
}

# Independent suites at the same time (the CI machine has two cores): "name" "command" pairs. Each one's output is
# captured and printed whole with its time, those that passed first and those that failed last, then one line per
# suite: whoever reads only the end of the log sees which suite failed and why. The run stops if any failed.
parallel_steps() {
  local dir started=$SECONDS i n=0 failed=()
  dir="$(mktemp -d "${TMPDIR:-/tmp}/a1-suites-XXXXXX")"
  on_exit "rm -rf '$dir'"
  local names=() pids=() rcs=() times=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      set +e
      (eval "$2") >"$dir/$n.log" 2>&1
      echo "$? $((SECONDS - started))" >"$dir/$n.result"
    ) &
    pids+=($!)
    n=$((n + 1))
    shift 2
  done
  echo
  echo "=== in parallel: ${names[*]} ==="
  wait "${pids[@]}" || true
  for ((i = 0; i < n; i++)); do
    local rc=1 secs=$((SECONDS - started))
    [ -f "$dir/$i.result" ] && read -r rc secs <"$dir/$i.result"
    rcs+=("$rc")
    times+=("$secs")
    [ "$rc" = 0 ] || failed+=("$i")
  done
  for ((i = 0; i < n; i++)); do
    [ "${rcs[$i]}" = 0 ] || continue
    echo
    echo "=== ${names[$i]} ==="
    cat "$dir/$i.log"
    echo "=== ${names[$i]}: ${times[$i]} s ==="
  done
  for i in "${failed[@]}"; do
    echo
    echo "=== ${names[$i]} ==="
    cat "$dir/$i.log"
    echo "=== ${names[$i]}: FAILED (exit ${rcs[$i]}) after ${times[$i]} s ==="
  done
  echo
  for ((i = 0; i < n; i++)); do
    if [ "${rcs[$i]}" = 0 ]; then
      echo "    passed  ${times[$i]} s  ${names[$i]}"
    else
      echo "    FAILED  ${times[$i]} s  ${names[$i]} (exit ${rcs[$i]}; its output is printed just above)"
    fi
  done
  rm -rf "$dir"
  [ "${#failed[@]}" = 0 ] || exit 1
}

# Every suite but the browser's at once: the static checks, the builds and the packages' unit tests fill the cores
# beside the HTTP contract suite, which alone keeps them busy about three quarters of its time (2026-12-01, a clean
# clone: the checks 74 s, then the unit and HTTP tests 476-519 s). Its timed files run alone at its end
# (tests/vitest.config.ts), long after the rest is over.
parallel_steps "typecheck" "pnpm typecheck" "lint" "pnpm lint" "schema and migrations agree (drizzle-kit)" "bash scripts/db-check.sh" \
  "unit tests" "pnpm -r --workspace-concurrency=1 --filter '!@a1/tests' test" \
  "HTTP contract tests" "pnpm --filter @a1/tests test" \
  "workstation daemon as one executable (pnpm build:daemon) against the hardware peers" \
  "pnpm --filter @a1/plugin-daemon test:sea" \
  "build web app" "pnpm --filter @a1/web build >/dev/null"
step "end-to-end (Chromium)" pnpm --filter @a1/tests e2e
echo
echo "=== all suites: $((SECONDS - TOTAL_STARTED)) s ==="
echo "All test suites passed."
