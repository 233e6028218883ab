#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium; install it when it is missing, and a Devanagari
# font with it, so the Hindi and Marathi screens render their letters (docs/decisions/062) in the
# journeys' screenshots rather than empty boxes.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi

install_packages() {
  $sudo_cmd apt-get install -y "$@" >/dev/null 2>&1 || {
    $sudo_cmd apt-get update >/dev/null
    $sudo_cmd apt-get install -y "$@" >/dev/null
  }
}

if [ ! -x "$chromium_path" ]; then
  echo "Chromium is missing at $chromium_path; installing Debian's chromium package..."
  install_packages chromium
  "$chromium_path" --version
fi

if ! fc-list 2>/dev/null | grep -qi devanagari; then
  echo "No Devanagari font; installing Debian's fonts-lohit-deva..."
  install_packages fonts-lohit-deva fontconfig
fi
