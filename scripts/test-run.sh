#!/usr/bin/env bash
# `npm test`: installs what the tests need (scripts/provision.sh), starts a throwaway PostgreSQL 15
# cluster (scripts/test-postgres.sh; TEST_POSTGRES_PORT and TEST_POSTGRES_DIR choose its port and
# folder) unless TEST_DATABASE_URL is already set, runs every step in order, printing each one's
# time, and stops the cluster when the steps end, pass or fail.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/provision.sh

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  stop_postgres() { bash scripts/test-postgres.sh stop || true; }
  trap stop_postgres EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  TEST_DATABASE_URL=$(bash scripts/test-postgres.sh start)
  export TEST_DATABASE_URL
  echo "Database tests also run on a throwaway PostgreSQL cluster: $TEST_DATABASE_URL"
fi

steps=(lint typecheck licenses test:unit build check:standalone check:cluster test:e2e)
timings=()
started=$SECONDS
for step in "${steps[@]}"; do
  step_started=$SECONDS
  if ! npm run "$step"; then
    echo "npm test: '$step' failed after $((SECONDS - step_started)) s" >&2
    exit 1
  fi
  timings+=("$(printf '%-17s %5d s' "$step" $((SECONDS - step_started)))")
done

echo
echo "npm test passed in $((SECONDS - started)) s:"
printf '  %s\n' "${timings[@]}"
