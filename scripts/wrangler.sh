#!/usr/bin/env bash
# Runs the project's wrangler with telemetry, update checks and remote lookups turned off,
# keeping its state inside the project.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_HIDE_BANNER=true XDG_CONFIG_HOME="$PWD/.xdg"
exec node_modules/.bin/wrangler "$@"
