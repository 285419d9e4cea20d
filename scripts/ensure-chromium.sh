#!/usr/bin/env bash
# The browser tests run Debian's Chromium (never `playwright install`). Finds it, or installs it when this
# user can (root with apt-get, as on CI and the project's machines), or stops at once with the one command
# to run.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable Chromium." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== Chromium is missing: installing Debian's chromium for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1
