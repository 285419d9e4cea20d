#!/usr/bin/env bash
# `npm test`: every stage (unit and model tests, typecheck and lint, the production builds and their size budgets, the
# browser tests), each timed; a summary of the stage times at the end. Fails when any stage fails; the browser tests
# run only when the unit tests, the builds and the size budgets passed (and no check has failed by then).
#
# The suite is CPU-bound on two cores, so what has no timeout takes only the CPU the tests leave idle:
# - the builds and the size budgets run beside the unit and model tests at a lower priority (nice 10), then the browser
#   tests' servers start at that priority too (their first start is about 27 core-seconds: seeding, and `npm start`'s
#   dependency bundling), and are given the usual priority back when the browser tests start;
# - typecheck and lint start at the same time at the lowest priority (nice 19) and are not waited for: they take what
#   the unit tests leave idle and, when that was not enough, what the browser tests leave (each browser test waits on
#   polls, blocks and answers: the stage keeps about 1.7 of the two cores busy). Their results are read at the end.
set -uo pipefail
summary=()
failed=()

dir=$(mktemp -d)
# The stages run beside the tests, in the order they were started: `<file>:<name>` each.
besides=()
# Starts a stage in the background at priority `nice`, its output kept to print whole when it ends; `<status>
# <seconds>` goes to $dir/<file>.done.
beside() {
  local nice=$1 file=$2 name=$3
  shift 3
  besides+=("$file:$name")
  (
    started=$SECONDS status=0
    nice -n "$nice" "$@" >"$dir/$file.out" 2>&1 || status=$?
    echo "$status $((SECONDS - started))" >"$dir/$file.done"
  ) &
}
# The builds, then `npm run size`'s budgets on them (issue 22).
beside 10 builds "builds and size budgets" bash -c 'npx vite build --logLevel warn && npm run --silent build:widget -- --quiet && npm run --silent build:devnet -- --quiet && bash scripts/ensure-chromium.sh && npx tsx scripts/size.ts'
beside 19 typecheck "typecheck" npm run --silent typecheck
# Lint's three parts side by side (each is one process), so no single one is left last.
beside 19 eslint "lint (ESLint)" npm run --silent lint:eslint
beside 19 format "lint (format)" npm run --silent lint:format
beside 19 deps "lint (imports, docs)" npm run --silent lint:deps

# Waits for the side stage in `file` to end; prints its output once, adds its time to the summary and, if it failed,
# its name to the failures.
reported=()
report() {
  local file=$1 name=$2 status seconds
  for seen in "${reported[@]}"; do [ "$seen" = "$file" ] && return 0; done
  until [ -e "$dir/$file.done" ]; do sleep 1; done
  read -r status seconds <"$dir/$file.done"
  echo "== ${name}"
  cat "$dir/$file.out"
  [ "$status" = 0 ] || failed+=("$name")
  summary+=("$(printf '%-34s %4d s (beside the tests)' "$name" "$seconds")")
  reported+=("$file")
}

start_servers() {
  until [ -e "$dir/builds.done" ]; do sleep 1; done
  read -r status _ <"$dir/builds.done"
  [ "$status" = 0 ] || return 0
  # A process group of their own (job control, `set -m`) to stop them all at the end, in this session: `setsid` would
  # put them in a scheduling group of their own (the kernel's autogroup), where their nice counts for nothing against
  # the tests (measured: the servers took a core while the unit tests fell to 0.6).
  set -m
  nice -n 10 node node_modules/tsx/dist/cli.mjs tests/browser/servers.ts >"$dir/servers.out" 2>&1 &
  echo $! >"$dir/servers.pid"
  set +m
}
start_servers &
waiter=$!
stop_servers() {
  [ -s "$dir/servers.pid" ] && kill -TERM -- "-$(cat "$dir/servers.pid")" 2>/dev/null
  rm -f "$dir/servers.pid"
}
trap 'kill $waiter 2>/dev/null; stop_servers; rm -rf "$dir"' EXIT

start=$SECONDS
echo "== unit and model tests (the builds and size budgets, typecheck and lint beside them, at a lower priority)"
npm run --silent test:unit || failed+=("unit and model tests")
summary+=("$(printf '%-34s %4d s' "unit and model tests" $((SECONDS - start)))")
report builds "builds and size budgets"
# The checks that have already ended are reported now: one that failed keeps the browser tests from starting.
for pair in "${besides[@]}"; do
  [ -e "$dir/${pair%%:*}.done" ] && report "${pair%%:*}" "${pair#*:}"
done

if [ ${#failed[@]} -eq 0 ]; then
  start=$SECONDS
  echo "== browser tests"
  # Playwright takes the servers started above once they answer (BROWSER_SERVERS=started); if they do not within
  # 90 s, what they printed is shown and the stage fails.
  if node -e "const end = Date.now() + 90000; (async function ask() { try { await fetch('http://127.0.0.1:5170/'); process.exit(0); } catch { if (Date.now() > end) process.exit(1); setTimeout(ask, 100); } })();"; then
    # The servers answer the pages the tests wait on: back to the usual priority (a user that may not raise a
    # priority keeps them at nice 10).
    renice -n 0 -g "$(cat "$dir/servers.pid")" >/dev/null 2>&1 || true
    BROWSER_SERVERS=started npm run --silent test:browser || failed+=("browser tests")
  else
    cat "$dir/servers.out"
    failed+=("browser tests (their servers did not answer)")
  fi
  stop_servers
  summary+=("$(printf '%-34s %4d s' "browser tests" $((SECONDS - start)))")
fi

for pair in "${besides[@]}"; do report "${pair%%:*}" "${pair#*:}"; done
wait

echo "== stage times"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "== failed: ${failed[*]}"
  exit 1
fi
