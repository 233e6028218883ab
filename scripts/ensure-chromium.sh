#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium; install it when it is missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Chromium is missing at $chromium_path; installing Debian's chromium package..."
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
$sudo_cmd apt-get install -y chromium >/dev/null 2>&1 || {
  $sudo_cmd apt-get update >/dev/null
  $sudo_cmd apt-get install -y chromium >/dev/null
}
"$chromium_path" --version
