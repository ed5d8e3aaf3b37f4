#!/usr/bin/env bash
# The native game's cost on an idle board: starts `kete` (the binary given, or the ci build) on a
# Bao board under Xvfb, lets it settle, then prints the CPU it used over the next 20 seconds
# (user + system time of the whole process, every thread) and the frames it drew (KETE_FRAME_TIMES
# logs the frame rate once a second). A benchmark, not a test: docs/BENCHMARKS.md keeps figures.
set -euo pipefail
bin="${1:-${CARGO_TARGET_DIR:-target}/ci/kete}"
settle="${KETE_SETTLE_SECONDS:-15}"
span=20
command -v xvfb-run >/dev/null || { echo "idle_cpu: xvfb-run is missing (apt-get install xvfb)"; exit 2; }
log=$(mktemp)
KETE_FRAME_TIMES=${KETE_FRAME_TIMES-1} xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --game bao >"$log" 2>&1 &
runner=$!
trap 'kill $runner 2>/dev/null || true; pkill -P $runner 2>/dev/null || true; rm -f "$log"' EXIT
sleep "$settle"
pid=$(pgrep -n -f "^$bin" || true)
[ -n "$pid" ] || { echo "idle_cpu: the game did not start"; cat "$log"; exit 1; }
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks); lines_before=$(wc -l <"$log")
sleep "$span"
after=$(ticks)
cpu=$(echo "$before $after $hz $span" | awk '{printf "%.1f", ($2 - $1) / $3 / $4 * 100}')
frames=$(tail -n +"$((lines_before + 1))" "$log" | grep -c "frame_time" || true)
echo "idle Bao board, ${span} s after ${settle} s to settle: ${cpu} % of one core; ${frames} frame-time reports (one a second while frames are drawn)"
