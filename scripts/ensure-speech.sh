#!/usr/bin/env bash
# The offline voice agent hears with Debian's pocketsphinx (and its US English model); the speech
# tests make visitor utterances with espeak-ng. Nothing is downloaded from anywhere else.
set -euo pipefail
missing=()
[ -f /usr/share/pocketsphinx/model/en-us/en-us.lm.bin ] || missing+=(pocketsphinx-en-us)
ldconfig -p 2>/dev/null | grep -q libpocketsphinx.so.3 || missing+=(pocketsphinx)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the speech tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The speech tests need Debian's ${missing[*]}: run 'sudo apt-get install ${missing[*]}' and try again." >&2
exit 1
