#!/usr/bin/env bash
# Checks the size budget of the shipped wasm (www/pkg/mtdlab_bg.wasm, as scripts/build-wasm.sh
# leaves it): fails when it is larger than the budget gzipped at level 9. Size, not speed.
#
#   bash scripts/check-wasm-size.sh             # the budget below
#   MTDLAB_WASM_BUDGET=120000 bash scripts/check-wasm-size.sh
#
# The budget is what the build weighs now with a small margin, so that the .wasm cannot grow
# unnoticed (211,809 bytes with the Experiments tab's runner and the proofs: 141 KB without);
# issue 8's aim is 100 KB (102,400 bytes) gzipped, which it does not meet yet (README: "The
# size of the wasm").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

budget=${MTDLAB_WASM_BUDGET:-215000}
aim=102400
wasm=www/pkg/mtdlab_bg.wasm
[[ -f $wasm ]] || { echo "check-wasm-size: $wasm is missing: run bash scripts/build-wasm.sh" >&2; exit 1; }
gz=$(gzip -9 -c "$wasm" | wc -c)
echo "wasm size: $gz bytes gzipped; budget $budget, aim $aim"
if (( gz > budget )); then
  echo "check-wasm-size: $wasm is $gz bytes gzipped, over the budget of $budget" >&2
  exit 1
fi
