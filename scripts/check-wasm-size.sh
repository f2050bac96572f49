#!/usr/bin/env bash
# Checks the size budgets of the shipped wasm files (www/pkg/, as scripts/build-wasm.sh leaves
# them): fails when one is larger than its budget gzipped at level 9. Size, not speed.
#
#   bash scripts/check-wasm-size.sh             # the budgets below
#   MTDLAB_WASM_BUDGET=120000 MTDLAB_EXPERIMENTS_WASM_BUDGET=130000 bash scripts/check-wasm-size.sh
#
# Each budget is what the build weighs now with a small margin, so that a .wasm cannot grow
# unnoticed. The page's core, mtdlab_bg.wasm: issue 8's aim is 100 KB gzipped, read the
# strict way (100,000 bytes, so that it holds whichever way one reads it; docs/performance.md:
# "The size of the wasm"), which it meets; its budget is the aim itself.
# The Experiments tab's core, mtdlab_experiments_bg.wasm, is loaded only when an experiment
# is opened. Issue 23's enhancements (iterative deepening, aspiration, the history heuristic,
# the TT's move first) took it from 125,322 to 128,728 bytes: its searches keep the move
# order inline, as they are timed there (the page's core calls it out of line).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

aim=100000
failed=0
# check FILE BUDGET
check() {
  local wasm=$1 budget=$2 gz
  [[ -f $wasm ]] || { echo "check-wasm-size: $wasm is missing: run bash scripts/build-wasm.sh" >&2; exit 1; }
  gz=$(gzip -9 -c "$wasm" | wc -c)
  echo "wasm size: $wasm: $gz bytes gzipped; budget $budget"
  if ((gz > budget)); then
    echo "check-wasm-size: $wasm is $gz bytes gzipped, over the budget of $budget" >&2
    failed=1
  fi
}
check www/pkg/mtdlab_bg.wasm "${MTDLAB_WASM_BUDGET:-100000}"
echo "  (the page's core; issue 8's aim: $aim)"
check www/pkg/mtdlab_experiments_bg.wasm "${MTDLAB_EXPERIMENTS_WASM_BUDGET:-129000}"
exit "$failed"
