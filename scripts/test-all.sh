#!/usr/bin/env bash
# npm test: everything, in order of cost. API tests run on the embedded database and, when one
# answers on 127.0.0.1:5432 (or TEST_DATABASE_URL), on PostgreSQL too. The system tests (kill -9,
# database outages, backups, two instances) start real server processes, one file at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
bash scripts/ensure-chromium.sh
bash scripts/ensure-speech.sh
echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
echo "== build" && npm run --silent build
echo "== unit, component and API tests" && npx vitest run
echo "== fault, backup and two-instance tests" && npm run --silent test:system
echo "== browser tests" && npx playwright test
echo "== all tests passed in $(( $(date +%s) - started )) s"
