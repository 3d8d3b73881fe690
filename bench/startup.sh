#!/usr/bin/env bash
# Measures server start to first answered request on an empty data dir.
# Usage: bench/startup.sh [bin/inno] [runs]
set -euo pipefail
bin=${1:-bin/inno}
runs=${2:-5}
port=18765
for i in $(seq "$runs"); do
  dir=$(mktemp -d)
  start=$(date +%s%N)
  INNO_DATA_DIR="$dir" INNO_ADDR="127.0.0.1:$port" INNO_ADMIN_PASSWORD=bench-pass INNO_LOG_LEVEL=error "$bin" serve &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/management/health" >/dev/null; do sleep 0.005; done
  end=$(date +%s%N)
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
  echo "run $i: start to first answered request $(( (end - start) / 1000000 )) ms"
done
