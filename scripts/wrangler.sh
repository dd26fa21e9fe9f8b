#!/usr/bin/env bash
# Runs the project's wrangler with telemetry, error reports and remote look-ups turned off. Its login
# (`npx wrangler login`) stays where wrangler keeps it, so `npm run deploy` uses it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_HIDE_BANNER=true
exec node_modules/.bin/wrangler "$@"
