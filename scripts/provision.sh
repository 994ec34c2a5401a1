#!/usr/bin/env bash
# Makes sure the programs the test suite runs are installed: headless Chromium (browser tests), a
# Java runtime (the Nu HTML checker), PostgreSQL 15 (the throwaway test cluster), Redis and nginx.
# Run as root with apt-get, it installs the missing Debian packages; otherwise it stops at once,
# printing the exact command to run.
#   bash scripts/provision.sh                    # everything
#   bash scripts/provision.sh postgres chromium  # only these
# Where it looks: CHROMIUM_PATH (default /usr/bin/chromium-headless-shell), PGBIN (default
# /usr/lib/postgresql/15/bin), `java`, `redis-server` and `nginx` on PATH, and NGINX_PATH (default
# /usr/sbin/nginx, outside a normal user's PATH).
# Uses shell built-ins, `id` and `apt-get` only.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
NGINX=${NGINX_PATH:-/usr/sbin/nginx}

# Prints the Debian packages that provide a missing program; prints nothing when it is there.
missing_packages() {
  case "$1" in
    chromium) [ -x "$CHROMIUM" ] || echo "chromium-headless-shell fonts-liberation" ;;
    java) command -v java >/dev/null 2>&1 || echo "default-jre-headless" ;;
    postgres) [ -x "$PGBIN/initdb" ] && [ -x "$PGBIN/pg_ctl" ] || echo "postgresql-15" ;;
    redis) command -v redis-server >/dev/null 2>&1 || echo "redis-server" ;;
    nginx) [ -x "$NGINX" ] || command -v nginx >/dev/null 2>&1 || echo "nginx" ;;
    *)
      echo "provision.sh: unknown program '$1' (chromium, java, postgres, redis or nginx)" >&2
      exit 2
      ;;
  esac
}

# Prints the missing programs' packages on one line.
all_missing() {
  local program packages=()
  for program in "$@"; do
    # Word splitting on purpose: one program may need several packages.
    # shellcheck disable=SC2207
    packages+=($(missing_packages "$program"))
  done
  echo "${packages[*]:-}"
}

if [ $# = 0 ]; then
  set -- chromium java postgres redis nginx
fi

missing=$(all_missing "$@")
[ -z "$missing" ] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $missing"
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  {
    echo "The tests need programs that are not installed: $missing (Debian packages)."
    echo "Install them, as root, with:"
    echo
    echo "  $command"
    echo
    echo "then run the tests again."
  } >&2
  exit 1
fi

echo "Installing the tests' missing Debian packages: $missing" >&2
apt-get update -qq >&2
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null

still=$(all_missing "$@")
if [ -n "$still" ]; then
  echo "Still missing after apt-get install: $still" >&2
  exit 1
fi
