#!/usr/bin/env bash
# `npm test`: every stage in order (typecheck, lint, unit and model tests, the production builds, the browser
# tests), each timed; a summary of the stage times at the end. Stops at the first stage that fails.
set -euo pipefail
summary=()
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== ${name}"
  "$@"
  summary+=("$(printf '%-34s %4d s' "$name" $((SECONDS - start)))")
}
stage "typecheck" npm run --silent typecheck
stage "lint" npm run --silent lint
stage "unit and model tests" npm run --silent test:unit
stage "build (the site)" npm run --silent build
stage "build (the widget)" npm run --silent build:widget -- --quiet
stage "build (the devnet site and wallet)" npm run --silent build:devnet -- --quiet
stage "browser tests" npm run --silent test:browser
echo "== stage times"
printf '  %s\n' "${summary[@]}"
