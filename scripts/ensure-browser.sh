#!/usr/bin/env bash
# Makes sure the browser suite has a Chromium: CHROME_PATH, a system Chromium/Chrome or Playwright's
# cache; otherwise tries Playwright's download, then Debian's package (as root). Never skips silently.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
find_it() { node scripts/find-chromium.ts 2>/dev/null; }

if path=$(find_it); then echo "browser: $path"; exit 0; fi
echo "No Chromium found; trying 'npx playwright install chromium'…"
npx --yes playwright install chromium >/dev/null 2>&1 && path=$(find_it) && { echo "browser: $path"; exit 0; }
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Trying 'apt-get install -y chromium'…"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >/dev/null 2>&1
  path=$(find_it) && { echo "browser: $path"; exit 0; }
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none could be found or installed.
Install one, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install chromium
  or point CHROME_PATH at an existing Chrome/Chromium binary.
MSG
exit 1
