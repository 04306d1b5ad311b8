#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; nothing downloads a browser from elsewhere.
set -euo pipefail
if [ -x /usr/lib/chromium/chromium ] || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "The browser tests need Debian's Chromium: run 'sudo apt-get install chromium fonts-liberation' and try again." >&2
exit 1
