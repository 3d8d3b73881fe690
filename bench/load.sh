#!/usr/bin/env bash
# Load test of the contribution API on 100,000 contributions, with wrk, on
# SQLite and PostgreSQL, beside a bare Go handler (bench/ceiling) measured in
# the same run as the ceiling of this machine. bench/README.md explains it.
#
# Usage: bench/load.sh [sqlite] [postgres]        (both when none is named)
#   make bench-load                               (the same)
#
# Settings (environment):
#   CONTRIBUTIONS=100000 USERS=10000 HIDDEN=3  what bench/contribgen generates
#                                      (HIDDEN: per cent hidden by an evaluator)
#   DURATION=15s CONNECTIONS=64 THREADS=2  wrk per endpoint
#   PG_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable
#                                      a server where the database
#                                      inno_bench_<pid> is created, then dropped
#   INNO_BIN=path                      server binary (default: built into the work dir)
#   PROFILE=1                          serve through the bench test binary and
#                                      write a CPU profile per endpoint (<work>/cpu-*.prof;
#                                      the work dir is kept)
#   KEEP=1                             keep the work dir (databases, logs, profiles)
set -euo pipefail
cd "$(dirname "$0")/.."

engines=("$@")
[ ${#engines[@]} -eq 0 ] && engines=(sqlite postgres)
CONTRIBUTIONS=${CONTRIBUTIONS:-100000}
USERS=${USERS:-10000}
HIDDEN=${HIDDEN:-3}
DURATION=${DURATION:-15s}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
PG_URL=${PG_URL:-${INNO_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}}
PORT=${PORT:-18780}
CEILING_PORT=$((PORT + 1))
LOGIN=bench00042
PASSWORD=bench-pass
SECRET=bench-load-secret-0123456789abcdefghijklmnop

tools=(wrk curl jq go)
[[ " ${engines[*]} " == *" postgres "* ]] && tools+=(psql)
for tool in "${tools[@]}"; do
  command -v "$tool" >/dev/null || { echo "load.sh needs $tool" >&2; exit 1; }
done
[ "${PROFILE:-}" = 1 ] && KEEP=1 # the profiles are the point

work=$(mktemp -d /tmp/inno-load.XXXXXX)
pid=""
pg_db=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  if [ -n "$pg_db" ]; then
    psql -X -q "$PG_URL" -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" || echo "could not drop $pg_db" >&2
  fi
  if [ "${KEEP:-}" = 1 ]; then echo "work dir kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "building into $work"
bin=${INNO_BIN:-$work/inno}
[ -n "${INNO_BIN:-}" ] || go build -trimpath -o "$bin" ./cmd/inno
go build -o "$work/contribgen" ./bench/contribgen
go build -o "$work/ceiling" ./bench/ceiling
[ "${PROFILE:-}" = 1 ] && go test -c -tags benchserve -o "$work/profserver" ./bench

# start_server <name> <command…>: runs it in the background, waits for health.
start_server() {
  local name=$1 health=$2
  shift 2
  "$@" >"$work/$name.log" 2>&1 &
  pid=$!
  for _ in $(seq 600); do
    curl -sf -o /dev/null "$health" && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  echo "$name did not start:" >&2
  tail -20 "$work/$name.log" >&2
  exit 1
}

# stop_server: sets rss to the server's peak resident memory (VmHWM) in MB, then stops it.
stop_server() {
  local kb
  kb=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pid=""
  rss=$((kb / 1024))
}

# serve <engine> <data dir> <database url> <label>: the API server.
serve() {
  local env=(INNO_DATA_DIR="$2" INNO_DATABASE_URL="$3" INNO_ADDR="127.0.0.1:$PORT" INNO_JWT_SECRET="$SECRET")
  if [ "${PROFILE:-}" = 1 ]; then
    start_server "server-$1-$4" "http://127.0.0.1:$PORT/management/health" env "${env[@]}" \
      "$work/profserver" -test.run '^TestServeForProfile$' -test.cpuprofile "$work/cpu-$1-$4.prof" -test.timeout 0
  else
    start_server "server-$1-$4" "http://127.0.0.1:$PORT/management/health" env "${env[@]}" "$bin" serve
  fi
}

# measure <url> [token]: wrk; sets rps, p99 (ms) and bad (non-2xx responses and socket errors).
measure() {
  local url=$1 token=${2:-} out
  local hdr=()
  [ -n "$token" ] && hdr=(-H "Authorization: Bearer $token")
  wrk -t2 -c"$CONNECTIONS" -d2s "${hdr[@]}" "$url" >/dev/null # warm-up
  # --timeout 10s: a slow endpoint shows its latency instead of timeouts.
  out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency "${hdr[@]}" "$url")
  echo "$url" >>"$work/wrk.log"
  echo "$out" >>"$work/wrk.log"
  rps=$(awk '/^Requests\/sec:/ {printf($2 < 10 ? "%.1f" : "%.0f", $2)}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/, "", v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/, "", v)} else if (v ~ /s$/) {sub(/s$/, "", v); v*=1000}; printf "%.1f", v}' <<<"$out")
  bad=$(awk '/Non-2xx or 3xx responses:/ {n+=$NF} /Socket errors:/ {gsub(/,/, ""); n+=$4+$6+$8+$10} END {print n+0}' <<<"$out")
}

load1() { cut -d' ' -f1 /proc/loadavg; }

rows=()
row() { # engine endpoint rps ceiling p99 rss bad load
  local pct
  pct=$(awk -v a="$3" -v b="$4" 'BEGIN {printf "%.0f%%", 100 * a / b}')
  rows+=("| $1 | $2 | $3 | $pct | $5 | $6 | $7 | $8 |")
  local ok=yes
  case $2 in list\ *|detail*)
    awk -v a="$3" -v b="$4" -v p="$5" -v m="$6" 'BEGIN {exit !(a >= 0.25 * b && p < 25 && m < 150)}' || ok=MISSED
    echo "  $1 $2: $3 req/s ($pct of ceiling), p99 $5 ms, peak RSS $6 MB, errors $7 — targets: $ok"
    [ "$ok" = yes ] || missed=1
    ;;
  *) echo "  $1 $2: $3 req/s, p99 $5 ms, peak RSS $6 MB, errors $7" ;;
  esac
}
missed=0

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
for engine in "${engines[@]}"; do
  data="$work/$engine"
  mkdir -p "$data"
  case $engine in
  sqlite)
    url=""
    "$work/contribgen" -db "$data/inno.db" -users "$USERS" -contributions "$CONTRIBUTIONS" -hidden "$HIDDEN" | tee "$work/gen-$engine.log"
    ;;
  postgres)
    pg_db="inno_bench_$$"
    psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" -c "CREATE DATABASE $pg_db"
    base=${PG_URL%%\?*}
    query=""
    [[ $PG_URL == *\?* ]] && query="?${PG_URL#*\?}"
    url="${base%/*}/$pg_db$query"
    # Title search reads a trigram index when pg_trgm is installed (README, PostgreSQL).
    psql -X -q "$url" -c "CREATE EXTENSION IF NOT EXISTS pg_trgm" || echo "no pg_trgm here: title searches scan" >&2
    "$work/contribgen" -db "$url" -users "$USERS" -contributions "$CONTRIBUTIONS" -hidden "$HIDDEN" | tee "$work/gen-$engine.log"
    ;;
  *) echo "unknown engine $engine (sqlite, postgres)" >&2; exit 2 ;;
  esac

  # The ceiling, measured beside each engine's figures.
  l=$(load1)
  start_server ceiling "http://127.0.0.1:$CEILING_PORT/" "$work/ceiling" -addr "127.0.0.1:$CEILING_PORT"
  measure "http://127.0.0.1:$CEILING_PORT/"
  ceiling=$rps
  stop_server
  row "$engine" "ceiling (bare Go, 20 items)" "$rps" "$ceiling" "$p99" "$rss" "$bad" "$l"

  # Sign in once: the token stays valid across restarts (fixed secret).
  serve "$engine" "$data" "$url" signin
  signin() {
    curl -sf -H 'Content-Type: application/json' -d "{\"username\":\"$1\",\"password\":\"$PASSWORD\"}" \
      "http://127.0.0.1:$PORT/api/authenticate" | jq -r .id_token
  }
  token=$(signin "$LOGIN")
  # A caller with a role on a hidden contribution gets an "all" list of
  # their own instead of the pages shared by everyone else: the list read
  # from the database on every request.
  own_login=$(awk '/owner of a hidden suggestion:/ {print $NF}' "$work/gen-$engine.log")
  own_token=$token
  [ -n "$own_login" ] && own_token=$(signin "$own_login")
  api="http://127.0.0.1:$PORT/api/v3/contributions"
  first=$(curl -sf -H "Authorization: Bearer $token" "$api/SUGGESTION/0/all?page=0&size=20")
  id=$(jq -r '.[0].id' <<<"$first")
  field=$(jq -r '[.[] | select(.fieldId != null)][0].fieldId' <<<"$first")
  stop_server

  endpoints=(
    "list page 3|$token|$api/SUGGESTION/0/all?page=3&size=10"
    "filtered list (field+title)|$token|$api/SUGGESTION/0/all?contributionFieldId=$field&title=energy"
    "detail|$token|$api/$id"
    "own list page 3 (hidden role)|$own_token|$api/SUGGESTION/0/all?page=3&size=10"
    "own filtered list (hidden role)|$own_token|$api/SUGGESTION/0/all?contributionFieldId=$field&title=energy"
    "own title search (hidden role)|$own_token|$api/SUGGESTION/0/all?title=ventilation%20for%20the%20print%20room"
  )
  for e in "${endpoints[@]}"; do
    name=${e%%|*}
    rest=${e#*|}
    tok=${rest%%|*}
    target=${rest#*|}
    serve "$engine" "$data" "$url" "${name%% *}"
    l=$(load1)
    measure "$target" "$tok"
    stop_server
    row "$engine" "$name" "$rps" "$ceiling" "$p99" "$rss" "$bad" "$l"
  done
  if [ "$engine" = postgres ]; then
    psql -X -q "$PG_URL" -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)"
    pg_db=""
  fi
done

echo
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION --timeout 10s --latency; $CONTRIBUTIONS contributions, $USERS users, $HIDDEN % hidden; $(nproc) cores"
echo "| engine | endpoint | req/s | of ceiling | p99 ms | peak RSS MB | errors | load avg |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
echo "targets (list page 3, detail): ≥ 25% of the ceiling's req/s, p99 < 25 ms, peak RSS < 150 MB"
[ "$missed" = 0 ] && echo "all targets met" || echo "some targets MISSED"
