#!/usr/bin/env bash
# `npm test`: every stage in order (typecheck and lint, unit and model tests, the production builds, the browser
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
# Typecheck and lint, side by side (each is one process on one core); each one's output after it ends.
both() {
  local dir
  dir=$(mktemp -d)
  npm run --silent typecheck >"$dir/typecheck" 2>&1 &
  local tc=$!
  npm run --silent lint >"$dir/lint" 2>&1 &
  local li=$!
  local failed=0
  wait "$tc" || { echo "typecheck failed:"; failed=1; }
  cat "$dir/typecheck"
  wait "$li" || { echo "lint failed:"; failed=1; }
  cat "$dir/lint"
  rm -rf "$dir"
  return "$failed"
}
stage "typecheck and lint" both
stage "unit and model tests" npm run --silent test:unit
# The site's production build (the typecheck ran above; `npm run build` runs it again first).
stage "build (the site)" npx vite build --logLevel warn
stage "build (the widget)" npm run --silent build:widget -- --quiet
stage "build (the devnet site and wallet)" npm run --silent build:devnet -- --quiet
stage "browser tests" npm run --silent test:browser
echo "== stage times"
printf '  %s\n' "${summary[@]}"
