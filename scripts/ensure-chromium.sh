#!/usr/bin/env bash
# The browser tests run Debian's Chromium, its headless shell (package chromium-headless-shell; never `playwright
# install`). Finds it, or installs it when this user can (root with apt-get, as on CI and the project's machines), or
# stops at once with the one command to run.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable Chromium." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== Chromium's headless shell is missing: installing Debian's chromium-headless-shell for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "The browser tests need Chromium's headless shell at /usr/bin/chromium-headless-shell. Install it with:" >&2
echo "  sudo apt-get install -y chromium-headless-shell" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary, /usr/bin/chromium for one)." >&2
exit 1
