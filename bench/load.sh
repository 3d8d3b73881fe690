#!/usr/bin/env bash
# Load test of the contribution API the way real traffic arrives, on
# SQLite and PostgreSQL, beside a bare Go handler (bench/ceiling) measured in
# the same run as the ceiling of this machine. bench/README.md explains it.
#
# Many signed-in callers of every kind (plain internal, external, mentors,
# type administrators, users with a role on a hidden contribution) ask for
# random pages 0–500 in every sort the list offers, random filter
# combinations of the filter form, random visible contributions and title
# searches, each request its own (`contribgen plan` writes the requests,
# wrk replays them with bench/load.lua). Beside each figure: the per-node
# caches' hit rate, read from /management/prometheus before and after.
#
# Usage: bench/load.sh [sqlite] [postgres]        (both when none is named)
#   make bench-load                               (the same)
#
# Settings (environment):
#   CONTRIBUTIONS=100000 USERS=10000 HIDDEN=3  what bench/contribgen generates
#                                      (HIDDEN: per cent hidden by an evaluator; with
#                                      10 comments and 3 ratings per contribution)
#   DURATION=15s CONNECTIONS=64 THREADS=2  wrk per scenario (after 2 s of warm-up)
#   COMPETITION_IDEAS=5000 JURY_MEMBERS=10  the competition contribgen adds (issue 18): its
#                                      ideas, three juries of JURY_MEMBERS and their scorecards
#   CALLERS=48 REQUESTS=100000         signed-in callers; requests per scenario plan
#   SCENARIOS="list-title detail …"    only these scenarios (default: all, see below)
#   CACHES="contribution.listPage contribution.parts"
#                                      the caches whose hit rate is shown (the ones that
#                                      hold answers: list pages, a detail's parts)
#   ANSWER_CACHES=off                  the server's answer caches (INNO_ANSWER_CACHES) in the
#                                      scenarios with targets: off measures what every request
#                                      costs (hit rate 0); the "cached" rows always run with them on
#   PG_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable
#                                      a server where the database
#                                      inno_bench_<pid> is created, then dropped
#   INNO_BIN=path                      server binary (default: built into the work dir)
#   CEILING_BESIDE=4s                  the ceiling measured again right before each row, with the
#                                      row's own plan, for that long (0: off): the row's ratio is
#                                      to this ceiling (this machine's speed drifts over a run)
#   PROFILE=1                          serve through the bench test binary and
#                                      write a CPU profile per scenario (<work>/cpu-*.prof;
#                                      the work dir is kept)
#   KEEP=1                             keep the work dir (databases, plans, logs, wrk output)
#   PG_DB=name                         PostgreSQL: generate into this database and keep it; when it
#                                      exists already, measure it as it is (no generation, no
#                                      competition timings: their advance cannot be repeated).
#                                      Drop it by hand (DROP DATABASE name WITH (FORCE))
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
COMPETITION_IDEAS=${COMPETITION_IDEAS:-5000}
JURY_MEMBERS=${JURY_MEMBERS:-10}
CALLERS=${CALLERS:-48}
REQUESTS=${REQUESTS:-100000}
CACHES=${CACHES:-contribution.listPage contribution.parts}
ANSWER_CACHES=${ANSWER_CACHES:-off}
CEILING_BESIDE=${CEILING_BESIDE:-4s}
PG_URL=${PG_URL:-${INNO_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}}
PORT=${PORT:-18780}
CEILING_PORT=$((PORT + 1))
PASSWORD=bench-pass
SECRET=bench-load-secret-0123456789abcdefghijklmnop
METRICS_TOKEN=bench-load-metrics-token

# scenario|row label|target class (see check below). The plans are written by
# `contribgen plan` (bench/contribgen/plan.go).
all_scenarios=(
  "list-dateUpdated|list, sort dateUpdated (default), random pages|list"
  "list-dateSubmitted|list, sort dateSubmitted, random pages|list"
  "list-createdDate|list, sort createdDate, random pages|list"
  "list-title|list, sort title, random pages|list"
  "list-code|list, sort code, random pages|list"
  "filter|filtered list, random filters, every kind of caller|filter"
  "filter-hidden-role|filtered list, random filters, hidden-role callers|filter"
  "detail|detail, random visible contribution|detail"
  "eval-detail|evaluated detail: detail or its evaluation report, type admin|eval"
  "eval-report|evaluation report of one contribution (5 scorecards), type admin|eval"
  "search|title search, common words and phrases|search"
  "mixed|mixed: 70 % lists, 20 % details, 10 % search|mixed"
  "comments|comment page of a contribution, random threads and pages|comments"
  "rating-detail|detail with rating summary: detail or summary, random|comments"
  "add-comment|adding comments, random open threads|write"
  "competition-ideas|ideas-manage page (get-ideas) of 5,000 ideas, random pages and sorts, moderators|competition"
  "cached-list|cached: one URL, list page 3|cached"
  "cached-filter|cached: one URL, field + title filter|cached"
  "cached-detail|cached: one URL, detail|cached"
)
scenarios=()
for s in "${all_scenarios[@]}"; do
  if [ -z "${SCENARIOS:-}" ] || [[ " $SCENARIOS " == *" ${s%%|*} "* ]]; then scenarios+=("$s"); fi
done

tools=(wrk curl go)
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
  if [ -n "$pg_db" ] && [ -z "${PG_DB:-}" ]; then
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

# start_server <name> <health url> <command…>: runs it in the background, waits for health.
start_server() {
  local name=$1 health=$2
  shift 2
  if curl -s -o /dev/null "$health"; then
    echo "something already answers at $health: pick another PORT" >&2
    exit 1
  fi
  "$@" >"$work/$name.log" 2>&1 &
  pid=$!
  for _ in $(seq 600); do
    curl -sf -o /dev/null "$health" && watch_memory && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  echo "$name did not start:" >&2
  tail -20 "$work/$name.log" >&2
  exit 1
}

# watch_memory: samples the server's private resident memory (RssAnon: its
# heap, stacks, the database's caches) every 0.2 s into $work/anon.max, the
# peak in kB. VmHWM counts the pages of the SQLite file the server maps
# (mmap_size): the kernel's page cache, shared and reclaimable.
watch_memory() {
  local p=$pid
  echo 0 >"$work/anon.max"
  (
    peak=0
    while kill -0 "$p" 2>/dev/null; do
      kb=$(awk '/^RssAnon:/ {print $2}' "/proc/$p/status" 2>/dev/null) || break
      [ -n "$kb" ] && [ "$kb" -gt "$peak" ] && peak=$kb && echo "$peak" >"$work/anon.max"
      sleep 0.2
    done
  ) &
  watcher=$!
}

# stop_server: sets rss to the server's peak private memory in MB (sampled
# RssAnon) and mapped to its peak resident memory with the mapped database
# file (VmHWM), then stops it.
stop_server() {
  local kb anon seen
  kb=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status")
  anon=$(awk '/^RssAnon:/ {print $2}' "/proc/$pid/status")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pid=""
  if [ -n "${watcher:-}" ]; then
    wait "$watcher" 2>/dev/null || true
    watcher=""
    seen=$(cat "$work/anon.max")
    anon=$((seen > anon ? seen : anon))
  fi
  rss=$((anon / 1024))
  mapped=$((kb / 1024))
}

# serve <engine> <data dir> <database url> <label> [answer caches]: the API server.
serve() {
  local env=(INNO_DATA_DIR="$2" INNO_DATABASE_URL="$3" INNO_ADDR="127.0.0.1:$PORT" INNO_JWT_SECRET="$SECRET"
    INNO_METRICS_TOKEN="$METRICS_TOKEN" INNO_ANSWER_CACHES="${5:-on}")
  if [ "${PROFILE:-}" = 1 ]; then
    start_server "server-$1-$4" "http://127.0.0.1:$PORT/management/health" env "${env[@]}" \
      "$work/profserver" -test.run '^TestServeForProfile$' -test.cpuprofile "$work/cpu-$1-$4.prof" -test.timeout 0
  else
    start_server "server-$1-$4" "http://127.0.0.1:$PORT/management/health" env "${env[@]}" "$bin" serve
  fi
  wait_list_index
}

# wait_list_index: waits until health says the list indexes are built (the
# node builds them as it starts; until then the lists are read by SQL, which
# is not what a node that has been up for a while answers with).
wait_list_index() {
  local started=$SECONDS
  for _ in $(seq 3000); do
    if curl -sf "http://127.0.0.1:$PORT/management/health" | grep -q '"listIndex":{"status":"UP"'; then
      [ $((SECONDS - started)) -gt 1 ] && echo "  (list indexes built in about $((SECONDS - started)) s)"
      return 0
    fi
    sleep 0.1
  done
  echo "the list indexes were not built within 5 minutes; measuring anyway" >&2
}

# caches [names]: the hits and misses of the named caches (default CACHES),
# summed: "hits misses"; every cache's counts go to the log.
caches() {
  local text
  text=$(curl -sf -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$PORT/management/prometheus" | grep '^inno_cache_')
  echo "$text" >>"$work/caches.log"
  awk -v want=" ${1:-$CACHES} " '
    match($0, /cache="[^"]*"/) {
      name = substr($0, RSTART + 7, RLENGTH - 8)
      if (index(want, " " name " ") == 0) next
      if ($1 ~ /^inno_cache_hits_total/) h += $2; else m += $2
    }
    END {printf "%d %d\n", h, m}' <<<"$text"
}

# measure <url> <plan> [server]: wrk with bench/load.lua; sets rps, p50 and p99
# (ms), non2xx (answers outside 2xx and 3xx), sockets (socket errors: timeouts
# after 10 s, refused connections), and hit (the CACHES' hit rate during the
# measurement, when the server is ours).
measure() {
  local url=$1 plan=$2 server=${3:-} out before after
  local lua=(-s bench/load.lua "$url" -- "$plan" "$plans/tokens")
  wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "${lua[@]}" 0.25 >/dev/null # warm-up, elsewhere in the plan
  [ -n "$server" ] && before=$(caches) && seek_before=$(caches contribution.seekPoints) && index_before=$(caches "contribution.listIndex competition.ideaIndex")
  # --timeout 10s: a slow scenario shows its latency instead of timeouts.
  out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency "${lua[@]}" 0)
  hit="-"
  seek="-"
  index="-"
  if [ -n "$server" ]; then
    local rate='BEGIN {split(b, x); split(a, y); h = y[1] - x[1]; m = y[2] - x[2];
      if (h + m == 0) print "-"; else printf "%.0f%%", 100 * h / (h + m)}'
    hit=$(awk -v b="$before" -v a="$(caches)" "$rate")
    seek=$(awk -v b="$seek_before" -v a="$(caches contribution.seekPoints)" "$rate")
    index=$(awk -v b="$index_before" -v a="$(caches "contribution.listIndex competition.ideaIndex")" "$rate")
  fi
  echo "$plan" >>"$work/wrk.log"
  echo "$out" >>"$work/wrk.log"
  rps=$(awk '/^Requests\/sec:/ {printf($2 < 10 ? "%.1f" : "%.0f", $2)}' <<<"$out")
  local ms='{v=$2; if (v ~ /us$/) {sub(/us$/, "", v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/, "", v)} else if (v ~ /s$/) {sub(/s$/, "", v); v*=1000}; printf "%.1f", v}'
  p50=$(awk '$1 == "50%" '"$ms" <<<"$out")
  p99=$(awk '$1 == "99%" '"$ms" <<<"$out")
  non2xx=$(awk '/Non-2xx or 3xx responses:/ {n+=$NF} END {print n+0}' <<<"$out")
  sockets=$(awk '/Socket errors:/ {gsub(/,/, ""); n+=$4+$6+$8+$10} END {print n+0}' <<<"$out")
}

load1() { cut -d' ' -f1 /proc/loadavg; }

# ceiling_beside <plan>: the ceiling measured again with plan for
# CEILING_BESIDE, right before the row it is the ceiling of; sets near (the
# run's first ceiling when CEILING_BESIDE is 0). A shared machine's speed
# drifts: on 8 December the first ceiling of one run was 13,184 req/s and of
# the next 16,496, ten minutes apart, so a ratio to a ceiling measured
# minutes earlier said more about the machine than about the server.
ceiling_beside() {
  near=$ceiling
  [ "$CEILING_BESIDE" = 0 ] && return 0
  local whole=$DURATION
  DURATION=$CEILING_BESIDE
  start_server ceiling "http://127.0.0.1:$CEILING_PORT/" "$work/ceiling" -addr "127.0.0.1:$CEILING_PORT"
  measure "http://127.0.0.1:$CEILING_PORT" "$1"
  stop_server
  DURATION=$whole
  near=$rps
}

rows=()
timings=()
missed=0
# row <engine> <label> <class> <ceiling>: a table row from the last measure,
# checked against the targets of its class (issue 14).
row() {
  local engine=$1 label=$2 class=$3 ceil=$4 pct ok=yes need="" p99max=""
  pct=$(awk -v a="$rps" -v b="$ceil" 'BEGIN {printf "%.0f%%", 100 * a / b}')
  rows+=("| $engine | $label | $rps | $pct | $ceil | $p50 | $p99 | $non2xx / $sockets | $rss / $mapped | $hit | $index | $seek | $l |")
  case $class in
  list) need=0.25 p99max=25 ;;
  filter) need=0.20 p99max=30 ;;
  detail) need=0.30 p99max=20 ;;
  eval) need=0.25 p99max=25 ;;
  search) need=0.10 p99max=50 ;;
  mixed) need=0.25 ;;
  comments) need=0.25 p99max=25 ;;
  competition) need=0.25 p99max=25 ;;
  esac
  if [ -n "$need" ]; then
    awk -v a="$rps" -v b="$ceil" -v n="$need" -v p="$p99" -v pm="${p99max:-1e9}" -v m="$rss" -v e="$((non2xx + sockets))" -v h="${hit%\%}" \
      'BEGIN {exit !(a >= n * b && p < pm && m < 150 && e == 0 && (h == "-" || h < 10))}' || ok=MISSED
    [ "$ok" = yes ] || missed=1
    ok=" — targets ($class: ≥ $(awk -v n="$need" 'BEGIN {print 100 * n}') %,${p99max:+ p99 < $p99max ms,} 0 errors, < 150 MB, hit rate < 10 %): $ok"
  elif [ "$class" = write ]; then
    # issue 17: adding comments at ≥ 1,000 req/s on PostgreSQL, ≥ 500 on SQLite, 0 errors
    local floor=500
    [ "$engine" = postgres ] && floor=1000
    awk -v a="$rps" -v f="$floor" -v e="$((non2xx + sockets))" 'BEGIN {exit !(a >= f && e == 0)}' || ok=MISSED
    [ "$ok" = yes ] || missed=1
    ok=" — targets (write: ≥ $floor req/s, 0 errors): $ok"
  else
    ok=""
  fi
  echo "  $engine $label: $rps req/s ($pct of $ceil), p50 $p50 ms, p99 $p99 ms, non-2xx $non2xx, socket errors $sockets, peak memory $rss MB (with the mapped database $mapped MB), hit rate $hit, list index $index, seek points reused $seek$ok"
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
for engine in "${engines[@]}"; do
  data="$work/$engine"
  plans="$work/plans-$engine"
  mkdir -p "$data"
  case $engine in
  sqlite)
    url=""
    gen_db="$data/inno.db"
    ;;
  postgres)
    pg_db="inno_bench_$$"
    reuse=""
    if [ -n "${PG_DB:-}" ]; then
      pg_db=$PG_DB
      [ "$(psql -X -Atq "$PG_URL" -c "SELECT 1 FROM pg_database WHERE datname = '$pg_db'")" = 1 ] && reuse=1
    fi
    [ -z "$reuse" ] && psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" -c "CREATE DATABASE $pg_db"
    base=${PG_URL%%\?*}
    query=""
    [[ $PG_URL == *\?* ]] && query="?${PG_URL#*\?}"
    url="${base%/*}/$pg_db$query"
    gen_db=$url
    # Title search reads a trigram index when pg_trgm is installed (README, PostgreSQL).
    psql -X -q "$url" -c "CREATE EXTENSION IF NOT EXISTS pg_trgm" || echo "no pg_trgm here: title searches scan" >&2
    ;;
  *) echo "unknown engine $engine (sqlite, postgres)" >&2; exit 2 ;;
  esac
  if [ -n "${reuse:-}" ] && [ "$engine" = postgres ]; then
    echo "measuring the existing database $pg_db (PG_DB) as it is"
  else
    "$work/contribgen" -db "$gen_db" -users "$USERS" -contributions "$CONTRIBUTIONS" -hidden "$HIDDEN" \
      -competition-ideas "$COMPETITION_IDEAS" -jury-members "$JURY_MEMBERS" | tee "$work/gen-$engine.log"
  fi

  # The callers sign in once (the tokens stay valid across restarts: fixed
  # secret); the first requests of each plan are checked for 2xx answers.
  serve "$engine" "$data" "$url" plan
  "$work/contribgen" plan -db "$gen_db" -server "http://127.0.0.1:$PORT" -out "$plans" \
    -callers "$CALLERS" -requests "$REQUESTS" -check 20
  stop_server

  # The ceiling, measured beside each engine's figures, with the mixed plan
  # (it answers every path the same): the same wrk and script as the rows.
  l=$(load1)
  start_server ceiling "http://127.0.0.1:$CEILING_PORT/" "$work/ceiling" -addr "127.0.0.1:$CEILING_PORT"
  measure "http://127.0.0.1:$CEILING_PORT" "$plans/mixed.plan"
  ceiling=$rps
  stop_server
  row "$engine" "ceiling (bare Go, 20 items)" ceiling "$ceiling"

  # Each scenario on a fresh server, so that its peak memory and its cache
  # counts are its own.
  for s in "${scenarios[@]}"; do
    name=${s%%|*}
    rest=${s#*|}
    label=${rest%%|*}
    class=${rest#*|}
    caches_on=$ANSWER_CACHES
    [ "$class" = cached ] && caches_on=on
    ceiling_beside "$plans/$name.plan"
    serve "$engine" "$data" "$url" "$name" "$caches_on"
    l=$(load1)
    measure "http://127.0.0.1:$PORT" "$plans/$name.plan" server
    stop_server
    row "$engine" "$label" "$class" "$near"
  done
  # Issue 18's single requests on a fresh server: the ideas-manage page, the
  # evaluation report and its Excel file, then every idea advanced in one call
  # (last: it cannot be undone).
  if [ "$COMPETITION_IDEAS" -gt 0 ] && { [ "$engine" != postgres ] || [ -z "$reuse" ]; }; then
    serve "$engine" "$data" "$url" competition
    l=$(load1)
    "$work/contribgen" competition -db "$gen_db" -server "http://127.0.0.1:$PORT" -runs 5 | tee "$work/competition-$engine.log"
    stop_server
    while IFS= read -r line; do timings+=("$engine (load $l): $line"); done <"$work/competition-$engine.log"
    grep -q MISSED "$work/competition-$engine.log" && missed=1
  fi
  if [ "$engine" = postgres ] && [ -z "${PG_DB:-}" ]; then
    psql -X -q "$PG_URL" -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)"
  fi
  [ "$engine" = postgres ] && pg_db=""
done

echo
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION --timeout 10s --latency -s bench/load.lua; $CONTRIBUTIONS contributions, $USERS users, $HIDDEN % hidden, $CALLERS callers; $(nproc) cores"
echo "hit rate: hits / reads of $CACHES during the measurement (answer caches $ANSWER_CACHES but in the cached rows);"
echo "index: \"all\" lists answered from the node's list index / all \"all\" lists (an index, not answers: exact at every request)"
echo "seek: deep list pages that found their seek point known / all deep list pages read by SQL (a key, not an answer: the page is read)"
echo "of ceiling: of the ceiling req/s beside it, measured right before the row with its plan (CEILING_BESIDE=$CEILING_BESIDE; 0: the first)"
echo "| engine | scenario | req/s | of ceiling | ceiling req/s | p50 ms | p99 ms | non-2xx / socket errors | peak memory MB (private / with the mapped database) | hit rate | index | seek | load avg |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
[ ${#timings[@]} -gt 0 ] && echo && echo "competition (issue 18), single requests: contribgen competition" && printf '%s\n' "${timings[@]}"
echo "targets (issue 14): lists ≥ 25 % of the ceiling, p99 < 25 ms; filtered ≥ 20 %, p99 < 30 ms; detail ≥ 30 %, p99 < 20 ms;"
echo "search ≥ 10 %, p99 < 50 ms; mixed ≥ 25 %; (issue 16) evaluated detail and report ≥ 25 %, p99 < 25 ms;"
echo "(issue 17) comment page and detail with rating summary ≥ 25 %, p99 < 25 ms; adding comments ≥ 1,000 req/s (PostgreSQL), ≥ 500 (SQLite);"
echo "(issue 18) ideas-manage page ≥ 25 %, p99 < 25 ms; advancing 5,000 ideas < 5 s, eval report < 500 ms, its Excel < 5 s;"
echo "every row 0 errors, < 150 MB, hit rate < 10 % (cached rows: no target)"
[ "$missed" = 0 ] && echo "all targets met" || echo "some targets MISSED"
