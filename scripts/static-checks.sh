#!/usr/bin/env bash
# Lint, typecheck and the unit rules under another time zone, at once: each is one process that
# uses one core, so side by side they take the time of the longest (CI's 25 minutes are tight).
# Each one's output is printed whole, in turn; the exit code says whether all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
npm run lint > test-results/lint.log 2>&1 &
lint=$!
npm run typecheck > test-results/typecheck.log 2>&1 &
typecheck=$!
# Rules about "today" and "past" must not depend on the machine's own zone. One worker: lint and
# typecheck have the other cores (vitest.config.ts's two workers are for the suites run alone).
TZ=America/New_York npx vitest run --project unit --maxWorkers=1 > test-results/unit-tz.log 2>&1 &
unit=$!
failed=0
for job in "lint:$lint" "typecheck:$typecheck" "unit-tz:$unit"; do
  name=${job%%:*}
  if wait "${job##*:}"; then status=passed; else status=FAILED; failed=1; fi
  echo "── $name: $status"
  cat "test-results/$name.log"
done
exit $failed
