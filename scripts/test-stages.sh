#!/usr/bin/env bash
# `npm test`: every stage in order (the checks: typecheck, lint, unit and model tests and the production builds side by
# side; then the browser tests), each timed; a summary of the stage times at the end. Stops at the first stage that fails.
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
# The builds one after another (the browser tests need all three; the typecheck runs beside them, so the site's build is
# `vite build` alone, not `npm run build`, which runs it again first).
builds() {
  npx vite build --logLevel warn
  npm run --silent build:widget -- --quiet
  npm run --silent build:devnet -- --quiet
}
# Typecheck, lint, the unit and model tests and the builds, side by side: on two cores the unit tests leave about a
# quarter of the CPU idle (their waits on timers and servers), which the others fill (measured: 150 s one after another).
# Each one's output after all have ended, with its own time; the stage fails if any of them did.
checks() {
  local dir
  dir=$(mktemp -d)
  local names=(typecheck lint "unit and model tests" builds)
  local commands=("npm run --silent typecheck" "npm run --silent lint" "npm run --silent test:unit" "builds")
  local pids=()
  local i
  for i in "${!names[@]}"; do
    (
      start=$SECONDS
      set +e
      ${commands[$i]} >"$dir/$i" 2>&1
      rc=$?
      echo "$rc $((SECONDS - start))" >"$dir/$i.rc"
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  local failed=0
  for i in "${!names[@]}"; do
    read -r rc took <"$dir/$i.rc"
    echo "-- ${names[$i]}: $([ "$rc" = 0 ] && echo passed || echo "FAILED (exit $rc)") in ${took} s"
    cat "$dir/$i"
    [ "$rc" = 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}
stage "checks and builds (side by side)" checks
stage "browser tests" npm run --silent test:browser
echo "== stage times"
printf '  %s\n' "${summary[@]}"
