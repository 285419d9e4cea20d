#!/usr/bin/env bash
# `npm test`: every stage (unit and model tests, typecheck and lint, the production builds and their size budgets, the
# browser tests), each timed; a summary of the stage times at the end. Fails when any stage fails; the browser tests
# run only when the rest passed.
#
# The unit and model tests run first, and beside them, at a lower priority (nice), typecheck, lint, the builds and the
# size budgets: these have no timeouts, so they take mostly what the unit tests leave idle (a quarter of the two cores
# over that stage, most of it while its last files run one at a time) and slow the tests only a little. In a row the
# stages before the browser tests took about 170 s.
set -uo pipefail
summary=()
failed=()

dir=$(mktemp -d)
# The stages run beside the unit tests, in the order they were started: `<file>:<name>` each.
besides=()
# Starts a stage in the background at a low priority, its output kept to print whole when it ends; `<status>
# <seconds>` goes to $dir/<file>.done.
beside() {
  local file=$1 name=$2
  shift 2
  besides+=("$file:$name")
  (
    started=$SECONDS status=0
    nice -n 15 "$@" >"$dir/$file.out" 2>&1 || status=$?
    echo "$status $((SECONDS - started))" >"$dir/$file.done"
  ) &
}
beside typecheck "typecheck" npm run --silent typecheck
# Lint's three parts side by side (each is one process): the last of these checks to end holds the browser tests back.
beside eslint "lint (ESLint)" npm run --silent lint:eslint
beside format "lint (Prettier)" npm run --silent lint:format
beside deps "lint (imports, docs)" npm run --silent lint:deps
# The builds, then `npm run size`'s budgets on them (issue 22).
beside builds "builds and size budgets" bash -c 'npx vite build --logLevel warn && npm run --silent build:widget -- --quiet && npm run --silent build:devnet -- --quiet && bash scripts/ensure-chromium.sh && npx tsx scripts/size.ts'

# The browser tests' servers (tests/browser/servers.ts: the preview, the devnets, the gateways, `npm start`) start as
# soon as the builds they serve are in, at the usual priority, while the unit tests run: the devnets seed their state
# and the market's 2,000 listings then, not at the start of the browser stage. Playwright finds them answering.
start_servers() {
  until [ -e "$dir/builds.done" ]; do sleep 1; done
  read -r status _ <"$dir/builds.done"
  [ "$status" = 0 ] || return 0
  setsid node node_modules/tsx/dist/cli.mjs tests/browser/servers.ts >"$dir/servers.out" 2>&1 &
  echo $! >"$dir/servers.pid"
}
start_servers &
waiter=$!
stop_servers() {
  [ -s "$dir/servers.pid" ] && kill -TERM -- "-$(cat "$dir/servers.pid")" 2>/dev/null
  rm -f "$dir/servers.pid"
}
trap 'kill $waiter 2>/dev/null; stop_servers; rm -rf "$dir"' EXIT

start=$SECONDS
echo "== unit and model tests (typecheck, lint, the builds and the size budgets beside them, at a lower priority)"
npm run --silent test:unit || failed+=("unit and model tests")
summary+=("$(printf '%-34s %4d s' "unit and model tests" $((SECONDS - start)))")
wait

for pair in "${besides[@]}"; do
  file=${pair%%:*}
  name=${pair#*:}
  read -r status seconds <"$dir/$file.done"
  echo "== ${name}"
  cat "$dir/$file.out"
  [ "$status" = 0 ] || failed+=("$name")
  summary+=("$(printf '%-34s %4d s (beside the unit tests)' "$name" "$seconds")")
done

if [ ${#failed[@]} -eq 0 ]; then
  start=$SECONDS
  echo "== browser tests"
  # Playwright takes the servers started above once they answer (BROWSER_SERVERS=started); if they do not within
  # 90 s, what they printed is shown and the stage fails.
  if node -e "const end = Date.now() + 90000; (async function ask() { try { await fetch('http://127.0.0.1:5170/'); process.exit(0); } catch { if (Date.now() > end) process.exit(1); setTimeout(ask, 100); } })();"; then
    BROWSER_SERVERS=started npm run --silent test:browser || failed+=("browser tests")
  else
    cat "$dir/servers.out"
    failed+=("browser tests (their servers did not answer)")
  fi
  stop_servers
  summary+=("$(printf '%-34s %4d s' "browser tests" $((SECONDS - start)))")
fi

echo "== stage times"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "== failed: ${failed[*]}"
  exit 1
fi
