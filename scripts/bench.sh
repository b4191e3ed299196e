#!/usr/bin/env bash
# Runs every workspace's benchmark; each prints `<area>.<figure>: <value> <unit> (target <= …) ok|SLOW`.
source "$(dirname "$0")/lib/common.sh"
# The in-browser figures (tests/bench: the grid, the web bundle as the sign-in page loads it) run in Debian's Chromium.
apt_ensure chromium:chromium
install_workspace
pnpm -r --workspace-concurrency=1 --if-present bench
