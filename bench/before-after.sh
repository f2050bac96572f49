#!/usr/bin/env bash
# Times a change: the search benchmark (`cargo bench --bench search`) and seed 003's whole
# game (`mtdlab kalah-match --depths 7,8 --algo mtdf`, docs/performance.md) built at BASE
# and at HEAD, run alternately (before, after, before, after, ...) so that both see the
# same machine, and prints each row's median before and after as a Markdown table.
#
#   bash bench/before-after.sh BASE [ROUNDS]      # ROUNDS: 3 unless given
#
# Each commit is exported (git archive) into its own folder with its own target dir under
# ${BEFORE_AFTER_DIR:-/tmp/mtdlab-before-after}, kept for the next call (a commit already
# there is not built again). BENCH_PAUSE, when set, is a command run with STOP before the
# measurements and with CONT after them, even on failure (e.g. one that pauses a
# background job sharing the machine).
set -euo pipefail
base=${1:?usage: bash bench/before-after.sh BASE [ROUNDS]}
rounds=${2:-3}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${BEFORE_AFTER_DIR:-/tmp/mtdlab-before-after}
games=5 # whole games timed a round

# build NAME REV: exports REV into $dir/NAME and builds the benchmark and the CLI there
build() {
  local name=$1 rev
  rev=$(git -C "$repo" rev-parse "$2^{commit}")
  local src=$dir/$name
  if [[ $(cat "$src/.rev" 2>/dev/null) != "$rev" ]]; then
    rm -rf "$src/tree"
    mkdir -p "$src/tree"
    git -C "$repo" archive "$rev" | tar -x -C "$src/tree"
    echo "$rev" >"$src/.rev"
  fi
  echo "before-after: building $name ($(git -C "$repo" log -1 --format='%h %s' "$rev"))" >&2
  (
    cd "$src/tree"
    export CARGO_TARGET_DIR=$src/target
    cargo build --release --quiet --bin mtdlab
    cargo bench --bench search --no-run 2>&1 |
      sed -n 's/.*Executable .*(\(.*\)).*/\1/p' >"$src/bench-exe"
  )
  [[ -s $src/bench-exe ]] || { echo "before-after: no benchmark executable for $name" >&2; exit 1; }
}

# measure NAME ROUND: one run of the benchmark, then the whole games, into $dir/NAME/ROUND.*
measure() {
  local src=$dir/$1 i
  "$(cat "$src/bench-exe")" --bench >"$src/$2.bench"
  : >"$src/$2.game"
  for ((i = 0; i < games; i++)); do
    # CPU seconds (user + system) of one whole game
    { TIMEFORMAT='%U %S'; time "$src/target/release/mtdlab" kalah-match --depths 7,8 \
      --algo mtdf >/dev/null 2>&1; } 2>>"$src/$2.game"
  done
}

mkdir -p "$dir"
build before "$base"
build after HEAD

resume() { [[ -n ${BENCH_PAUSE:-} ]] && $BENCH_PAUSE CONT || true; }
trap resume EXIT
[[ -n ${BENCH_PAUSE:-} ]] && $BENCH_PAUSE STOP
rm -f "$dir"/before/*.bench "$dir"/after/*.bench "$dir"/before/*.game "$dir"/after/*.game
for ((r = 1; r <= rounds; r++)); do
  echo "before-after: round $r of $rounds" >&2
  measure before "$r"
  measure after "$r"
done
resume
trap - EXIT

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $rounds rounds, $games games a round"
python3 - "$dir" <<'EOF'
import glob, statistics, sys

def rows(path):
    """(row, ms) of each line of one benchmark run, the row named by its section."""
    section = ""
    for line in open(path):
        f = line.split()
        if line.startswith("## "):
            section = "kalah" if "Kalah" in line else "random" if "random tree" in line else "trace"
        elif not f or f[0] == "algorithm":
            continue
        elif section == "trace":  # algorithm, tracer (one or two words), ms, Mnodes/s
            yield f"trace: {' '.join(f[:-2])}", float(f[-2])
        else:  # algorithm, ms, ...
            yield f"{section}: {f[0]}", float(f[1])

def medians(name):
    samples = {}
    for path in sorted(glob.glob(f"{sys.argv[1]}/{name}/*.bench")):
        for row, ms in rows(path):
            samples.setdefault(row, []).append(ms)
    games = []
    for path in glob.glob(f"{sys.argv[1]}/{name}/*.game"):
        games += [sum(map(float, l.split())) * 1e3 for l in open(path) if l.strip()]
    samples["seed 003's game 7,8 (CPU)"] = games
    return {row: statistics.median(v) for row, v in samples.items() if v}

before, after = medians("before"), medians("after")
print("| row | before ms | after ms | after / before |")
print("| --- | ---: | ---: | ---: |")
for row, b in before.items():
    a = after.get(row)
    if a is not None:
        print(f"| {row} | {b:.2f} | {a:.2f} | {a / b:.3f} |")
EOF
