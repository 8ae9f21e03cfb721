#!/usr/bin/env bash
# The HTML report's test renders it in headless Chromium (Debian's `chromium` package).
# Installs it when it is missing; does nothing when it is there.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is needed for the HTML report test: install it (e.g. your system's 'chromium' package) and put it on PATH." >&2
  exit 1
fi
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium
