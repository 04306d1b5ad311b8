#!/usr/bin/env bash
# Installs the Debian packages named on the command line when any is missing (as root), or says
# how to. Nothing is downloaded from anywhere but Debian's archive.
set -euo pipefail
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  # Postfix asks how to configure itself: the tests bring their own configuration.
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need Debian's ${missing[*]}: run 'sudo apt-get install ${missing[*]}' and try again." >&2
exit 1
