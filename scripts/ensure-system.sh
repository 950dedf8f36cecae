#!/usr/bin/env bash
# Installs what the browser and Postgres tests need from Debian's packages when it is missing
# (chromium, postgresql), then makes sure a Postgres cluster runs and has a test role.
# Prints the test database URL on its last line.
set -euo pipefail
# apt-get, runuser and the Postgres cluster tools live in the sbin directories too.
export PATH="$PATH:/usr/sbin:/sbin"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null && command -v pg_ctlcluster >/dev/null || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "ensure-system: ${missing[*]} missing; install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "ensure-system: installing ${missing[*]} from Debian's packages" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq "${missing[@]}" >/dev/null; }
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi

# The newest installed major version; its cluster "main" is created if the package did not.
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p "$port" && break; sleep 0.5; done

# pg_signal_backend: a test database is dropped WITH (FORCE), which must also end an autovacuum worker
# that happens to be in it, not only the test's own connections.
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_postgres psql -q -h 127.0.0.1 -p "$port" -d postgres -v ON_ERROR_STOP=1 -c \
  "DO \$\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rihla') THEN CREATE ROLE rihla LOGIN CREATEDB PASSWORD 'rihla'; END IF; GRANT pg_signal_backend TO rihla; END \$\$;" \
  >/dev/null 2>&1 || as_postgres psql -q -p "$port" -d postgres -v ON_ERROR_STOP=1 -c \
  "DO \$\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rihla') THEN CREATE ROLE rihla LOGIN CREATEDB PASSWORD 'rihla'; END IF; GRANT pg_signal_backend TO rihla; END \$\$;" >/dev/null

echo "postgres://rihla:rihla@127.0.0.1:$port/postgres"
