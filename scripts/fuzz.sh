#!/usr/bin/env bash
# Coverage-guided fuzzing of the core (docs/fuzzing.md): `scripts/fuzz.sh SECONDS [TARGET]`
# runs TARGET (default: every target in turn, SECONDS each) under libFuzzer on the nightly
# toolchain, one process, at the lowest priority. New inputs go to fuzz/work/<target> (not
# committed); the kept corpus fuzz/corpus/<target> seeds it and is replayed by `cargo test`
# (tests/fuzz_corpus.rs). Crashes land in fuzz/artifacts/<target>/. Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS [TARGET]}
targets=(tree_text config_json kalah_position session_calls)
if [ $# -ge 2 ]; then targets=("$2"); fi
# cargo-fuzz, pinned, installed once
if ! cargo fuzz --version 2>/dev/null | grep -q '0\.13\.1'; then
  cargo install cargo-fuzz --version 0.13.1 --locked
fi
for t in "${targets[@]}"; do
  mkdir -p "fuzz/work/$t"
  echo "== $t: ${seconds}s"
  (cd fuzz && nice -n 19 cargo +nightly fuzz run "$t" "work/$t" "corpus/$t" -- \
    -max_total_time="$seconds" -max_len=4096 -print_final_stats=1)
done
