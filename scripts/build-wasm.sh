#!/usr/bin/env bash
# Builds the Rust core to WebAssembly, twice, and generates the JS bindings in www/pkg/:
#
#   www/pkg/mtdlab.js, mtdlab_bg.wasm                          the page's core (default
#       features: Session, solve, the Kalah board, move ordering; www/engine/worker.js)
#   www/pkg/mtdlab_experiments.js, mtdlab_experiments_bg.wasm  the Experiments tab's core
#       (feature `experiments`: Experiment alone), loaded by the worker only when an
#       experiment is opened
#
#   bash scripts/build-wasm.sh          # release builds + wasm-bindgen + wasm-opt
#   MTDLAB_NO_WASM_OPT=1 bash scripts/build-wasm.sh   # skip wasm-opt
#
# Expects scripts/setup.sh to have run (wasm32 target, wasm-bindgen-cli, npm ci).
# Prints the raw and gzipped size of each .wasm at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target_dir=${CARGO_TARGET_DIR:-target}
out_dir=www/pkg
wasm_opt=node_modules/.bin/wasm-opt # from the npm package `binaryen` (no download at run time)

# build_one NAME CARGO-FEATURE-FLAGS...: www/pkg/NAME.js and NAME_bg.wasm
build_one() {
  local name=$1
  shift
  # the `wasm` profile (Cargo.toml): release with LTO and one codegen unit
  cargo build --profile wasm --target wasm32-unknown-unknown --lib "$@"
  # --experimental-reset-state-function: __wbg_reset_state() gives the worker a fresh
  # instance after a panic (www/engine/worker.js).
  wasm-bindgen --target web --experimental-reset-state-function --out-dir "$out_dir" \
    --out-name "$name" "$target_dir/wasm32-unknown-unknown/wasm/mtdlab.wasm"

  local wasm="$out_dir/${name}_bg.wasm"
  if [[ -z ${MTDLAB_NO_WASM_OPT:-} && -x $wasm_opt ]]; then
    local before after
    before=$(wc -c <"$wasm")
    # The features rustc enables by default for wasm32-unknown-unknown; wasm-opt
    # must accept them and may use them, nothing more.
    # --strip-producers: the toolchain's names and versions, which nothing reads
    "$wasm_opt" -Oz --strip-producers \
      --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$wasm" -o "$wasm.opt"
    after=$(wc -c <"$wasm.opt")
    if ((after < before)); then
      mv "$wasm.opt" "$wasm"
      echo "wasm-opt -Oz: $before -> $after bytes"
    else
      rm -f "$wasm.opt"
      echo "wasm-opt -Oz: no gain ($before -> $after bytes), kept the original"
    fi
  fi
}

build_one mtdlab
build_one mtdlab_experiments --no-default-features --features experiments,console_error_panic_hook

for name in mtdlab mtdlab_experiments; do
  wasm="$out_dir/${name}_bg.wasm"
  raw=$(wc -c <"$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  awk -v f="$wasm" -v r="$raw" -v g="$gz" \
    'BEGIN { printf "wasm size: %s: %d bytes raw, %d bytes gzipped (%.1f KiB)\n", f, r, g, g / 1024 }'
done

# the page's copy of the core's tables (www/engine/catalog.js, committed; see the script)
node scripts/write-catalog.mjs
