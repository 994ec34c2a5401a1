#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the test suite and prints the URL to use as
# TEST_DATABASE_URL; `stop` stops it and removes it; `halt` and `resume` stage an outage.
# Installs PostgreSQL 15 when missing (scripts/provision.sh: as root, else it names the command).
#   url=$(bash scripts/test-postgres.sh start)   ...   bash scripts/test-postgres.sh stop
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
# Below 32768, outside the range the kernel hands out as client ports, so a busy machine cannot
# have taken it for an outgoing connection.
PORT=${TEST_POSTGRES_PORT:-25432}
STATE=${TEST_POSTGRES_DIR:-/tmp/site-test-postgres}
# Tests skip fsync for speed; benchmarks set TEST_POSTGRES_FSYNC=on to measure a durable server.
FSYNC=${TEST_POSTGRES_FSYNC:-off}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    PGBIN=$PGBIN bash "$(dirname "$0")/provision.sh" postgres >&2
    if [ -f "$STATE/data/postmaster.pid" ]; then
      as_owner "$PGBIN/pg_ctl" -D "$STATE/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$STATE"
    mkdir -p "$STATE"
    [ "$(id -u)" = 0 ] && chown postgres "$STATE"
    as_owner "$PGBIN/initdb" -D "$STATE/data" -U postgres -A trust -E UTF8 >/dev/null
    as_owner "$PGBIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w \
      -o "-p $PORT -k $STATE -c listen_addresses=127.0.0.1 -c fsync=$FSYNC" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  halt)
    # An outage: the server stops at once (as in a crash) and keeps its data for `resume`.
    as_owner "$PGBIN/pg_ctl" -D "$STATE/data" -m immediate stop >/dev/null
    ;;
  resume)
    as_owner "$PGBIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w \
      -o "-p $PORT -k $STATE -c listen_addresses=127.0.0.1 -c fsync=$FSYNC" start >/dev/null
    ;;
  stop)
    if [ -f "$STATE/data/postmaster.pid" ]; then
      as_owner "$PGBIN/pg_ctl" -D "$STATE/data" -m fast stop >/dev/null
    fi
    rm -rf "$STATE"
    ;;
  *)
    echo "usage: $0 start|halt|resume|stop" >&2
    exit 2
    ;;
esac
