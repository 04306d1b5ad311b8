#!/usr/bin/env bash
# What the tests need from Debian, installed in one go when missing: Chromium and its headless
# shell (which the browser tests run) with fonts, pocketsphinx (the offline agent's recognizer) with
# python3-fake-factory's common given names and surnames (the callers' names it listens for), espeak-ng (visitors' test
# utterances), Postfix and Dovecot (and openssl for a test certificate) for the mail tests,
# poppler-utils to render PDFs to images, nginx for the system test of instances behind a proxy. `check` needs all but the browser, poppler-utils and nginx.
set -euo pipefail
packages=(pocketsphinx pocketsphinx-en-us python3-fake-factory espeak-ng postfix dovecot-imapd dovecot-lmtpd openssl)
[ "${1:-}" = "check" ] || packages+=(chromium chromium-headless-shell fonts-liberation poppler-utils nginx-light)
exec bash "$(dirname "$0")/ensure-debian-packages.sh" "${packages[@]}"
