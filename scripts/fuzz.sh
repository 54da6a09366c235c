#!/usr/bin/env bash
# Runs remat's libFuzzer targets (fuzz/), one at a time, each for a bounded
# time, on the ASan+UBSan build of scripts/check-sanitized.sh (built here if
# needed):
#   GraphReaderFuzzer    graph files (lib/Graph/GraphIO.cpp) and the fast
#                        planners on what loads;
#   BudgetDevicesFuzzer  --remat-budget and --remat-devices (lib/Support);
#   RematOptFuzzer       remat-opt's parse and remat-pipeline on MLIR.
# Seeds come from test/ (MLIR files, graph files, the flags' values in RUN
# lines), dictionaries from fuzz/*.dict; each target's corpus grows in
# $build/fuzz/corpus/TARGET across runs. A crash, a sanitizer report, a leak
# or an input running over 60 s is a finding: its input is saved in
# $build/fuzz/artifacts/ and the script exits with 1. Inputs on which MLIR's
# parser crashed (contained, as remat-opt contains it) are saved in
# $build/fuzz/contained/ for triage.
#
#   bash scripts/fuzz.sh                 # 60 s per target (as CI runs it)
#   bash scripts/fuzz.sh 1800            # the long run: 30 min per target
#   bash scripts/fuzz.sh 600 RematOptFuzzer
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${REMAT_SANITIZED_BUILD_DIR:-$here/build-sanitized}"
seconds="${1:-60}"
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(GraphReaderFuzzer BudgetDevicesFuzzer RematOptFuzzer)
fi

bash "$here/scripts/check-sanitized.sh" --build-only > "$build.fuzz-build.log" 2>&1 || {
  cat "$build.fuzz-build.log"
  exit 1
}

fuzzdir="$build/fuzz"
mkdir -p "$fuzzdir/artifacts" "$fuzzdir/contained"

# Seeds from test/.
seeds() {
  local target=$1 dir="$fuzzdir/seeds/$1"
  rm -rf "$dir" && mkdir -p "$dir"
  case $target in
  GraphReaderFuzzer)
    find "$here/test" -name '*.json' -size -64k -exec cp {} "$dir/" \;
    ;;
  BudgetDevicesFuzzer)
    # The first byte picks the parser: 0 budget, 1 size, 2 devices.
    local i=0 v
    while read -r v; do
      printf '\x00%s' "$v" > "$dir/budget-$i"
      printf '\x01%s' "${v%\%}" > "$dir/size-$i"
      i=$((i + 1))
    done < <(grep -rhoIE -- '--(remat-)?budget=[^ %]+%?' "$here/test" |
      sed -E 's/^--(remat-)?budget=//' | sort -u)
    while read -r v; do
      printf '\x02%s' "$v" > "$dir/devices-$i"
      i=$((i + 1))
    done < <(grep -rhoIE -- '--remat-devices=[^ ]+' "$here/test" |
      sed -E "s/^--remat-devices=//; s/'//g" | sort -u)
    ;;
  RematOptFuzzer)
    local f
    while read -r f; do
      cp "$f" "$dir/$(echo "$f" | sed "s|$here/test/||; s|/|_|g")"
    done < <(find "$here/test" -name '*.mlir' -size -64k)
    ;;
  esac
}

export ASAN_OPTIONS="${ASAN_OPTIONS:-allow_user_poisoning=0:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export REMAT_FUZZ_CONTAINED_DIR="$fuzzdir/contained"
status=0
for target in "${targets[@]}"; do
  case $target in
  GraphReaderFuzzer) dict=graph.dict maxlen=65536 ;;
  BudgetDevicesFuzzer) dict=budget-devices.dict maxlen=256 ;;
  RematOptFuzzer) dict=mlir.dict maxlen=65536 ;;
  *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
  esac
  seeds "$target"
  corpus="$fuzzdir/corpus/$target"
  mkdir -p "$corpus"
  log="$fuzzdir/$target.log"
  before=$(find "$fuzzdir/artifacts" -type f | wc -l)
  echo "fuzz.sh: $target for $seconds s (log: $log)"
  set +e
  "$fuzzdir/$target" "$corpus" "$fuzzdir/seeds/$target" \
    -dict="$here/fuzz/$dict" -max_len=$maxlen -timeout=60 \
    -rss_limit_mb=4096 -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$fuzzdir/artifacts/$target-" > "$log" 2>&1
  rc=$?
  set -e
  after=$(find "$fuzzdir/artifacts" -type f | wc -l)
  # The last status line: "#N DONE cov: C ft: F corp: U/B ...".
  summary=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  execs=$(sed -n 's/^stat::number_of_executed_units: //p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: //p' "$log")
  contained=$(find "$fuzzdir/contained" -type f | wc -l)
  echo "fuzz.sh: $target: ${execs:-?} runs (${rate:-?}/s), $summary;" \
    "findings: $((after - before)); contained parser crashes so far: $contained"
  if ((rc != 0 || after > before)); then
    echo "fuzz.sh: $target FOUND A PROBLEM (exit $rc):" >&2
    grep -E 'ERROR|SUMMARY|broken invariant|Test unit written' "$log" >&2 || tail -30 "$log" >&2
    status=1
  fi
done
exit $status
