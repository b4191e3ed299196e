# Shared by the scripts: run from the repository root with pnpm available (fetched from npm when absent).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  # A project-local pnpm: needs nothing but npm and the registry, and no root.
  if [ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ]; then
    echo "Installing pnpm $PNPM_VERSION into .tools/ …"
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi

# Commands run when the script exits, however it ends (success, failure, Ctrl-C, SIGTERM), last registered first;
# A1_EXIT_STATUS holds the script's exit status for them.
A1_EXIT_HOOKS=()
A1_EXIT_STATUS=0
a1_run_exit_hooks() {
  A1_EXIT_STATUS=$?
  local i
  for ((i = ${#A1_EXIT_HOOKS[@]} - 1; i >= 0; i--)); do eval "${A1_EXIT_HOOKS[$i]}" || true; done
  A1_EXIT_HOOKS=()
}
on_exit() {
  A1_EXIT_HOOKS+=("$1")
  trap a1_run_exit_hooks EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}

install_workspace() {
  # No browser download ever: tests use Debian's chromium.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --prefer-offline
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian packages named (each "command:package") whose command is missing.
apt_ensure() {
  local missing=()
  for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair##*:}")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}
