# Sourced by scripts/test.sh (after common.sh): makes sure the contract suite has a PostgreSQL server, and exports
# DATABASE_URL for it. The suite fails, never skips, without one.
#   - DATABASE_URL already set: that server is used as it is.
#   - Otherwise: Debian's `postgresql` (installed through apt when missing) runs a throwaway cluster from a temp dir on
#     a free port (trust auth, as a non-root user), with a database `test`; it is stopped and removed when the shell
#     exits, on failure too, after printing the end of its log when the run failed.
# A server already answering on 127.0.0.1:5432 is not used unless named in DATABASE_URL: the run then depends on
# nothing that server holds or went through before (other databases, settings, a full disk, a crash), and a failure
# shows the server's own log. Stop 47's CI lost its seeding connection to such a server ("Connection terminated
# unexpectedly") with no log to tell why. The cluster's start costs about 3 s.

A1_PG_DIR=""
A1_PG_BIN=""

# The newest installed server's binaries: Debian keeps them off PATH, in /usr/lib/postgresql/<version>/bin.
a1_pg_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

a1_free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Runs a PostgreSQL binary as a user it accepts: the server refuses to run as root, so root hands it to `postgres`.
a1_as_pg_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

a1_pg_stop() {
  [ -n "$A1_PG_DIR" ] || return 0
  if [ "$A1_EXIT_STATUS" != 0 ] && [ -f "$A1_PG_DIR/server.log" ]; then
    echo
    # Only what tells of a lost connection, and briefly: CI shows the end of the log, where the suites' summary is.
    echo "=== the tests' PostgreSQL server log: its last warnings and failures (the run failed) ==="
    grep -E 'PANIC|FATAL|WARNING|terminated by signal|No space left|out of memory|server process' "$A1_PG_DIR/server.log" |
      grep -v 'terminating connection due to administrator command' | tail -n 12 || true
  fi
  a1_as_pg_user "$A1_PG_BIN/pg_ctl" -D "$A1_PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$A1_PG_DIR"
  A1_PG_DIR=""
}

a1_pg_start_throwaway() {
  A1_PG_BIN="$(a1_pg_bin_dir || true)"
  if [ -z "$A1_PG_BIN" ]; then
    # apt_ensure checks a command: the server's initdb path, absent until the package is in.
    apt_ensure "/usr/lib/postgresql/none/bin/initdb:postgresql"
    A1_PG_BIN="$(a1_pg_bin_dir)"
  fi
  local port
  port="$(a1_free_port)"
  A1_PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/a1-pg-XXXXXX")"
  on_exit a1_pg_stop
  [ "$(id -u)" = 0 ] && chown postgres: "$A1_PG_DIR"
  # C.UTF-8, the locale of Debian's own cluster and of a usual deployment (glibc always has it); the package search's
  # own test of a C-locale database is tests/contract/packagesearch/any-locale.test.ts.
  a1_as_pg_user "$A1_PG_BIN/initdb" -D "$A1_PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$A1_PG_DIR/initdb.log" 2>&1 || {
    cat "$A1_PG_DIR/initdb.log"
    return 1
  }
  # Durability is worth nothing to a throwaway cluster: fsync off makes the suite's many CREATE DATABASEs quick.
  a1_as_pg_user "$A1_PG_BIN/pg_ctl" -D "$A1_PG_DIR/data" -l "$A1_PG_DIR/server.log" -w -t 60 \
    -o "-p $port -k $A1_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null || {
    cat "$A1_PG_DIR/server.log"
    return 1
  }
  a1_as_pg_user "$A1_PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres test
  export DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
  echo "PostgreSQL for the tests: throwaway $("$A1_PG_BIN/postgres" --version | awk '{print $3}') cluster on port $port"
}

ensure_test_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    echo "PostgreSQL for the tests: DATABASE_URL"
    return 0
  fi
  a1_pg_start_throwaway
}
