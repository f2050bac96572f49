#!/usr/bin/env bash
# Builds the Rust core to WebAssembly and generates the JS bindings in www/pkg/.
#
#   bash scripts/build-wasm.sh          # release build + wasm-bindgen + wasm-opt
#   MTDLAB_NO_WASM_OPT=1 bash scripts/build-wasm.sh   # skip wasm-opt
#
# Expects scripts/setup.sh to have run (wasm32 target, wasm-bindgen-cli, npm ci).
# Prints the raw and gzipped size of www/pkg/mtdlab_bg.wasm at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target_dir=${CARGO_TARGET_DIR:-target}
out_dir=www/pkg

# the `wasm` profile (Cargo.toml): release with LTO and one codegen unit
cargo build --profile wasm --target wasm32-unknown-unknown --lib
# --experimental-reset-state-function: __wbg_reset_state() gives the worker a fresh
# instance after a panic (www/engine/worker.js).
wasm-bindgen --target web --experimental-reset-state-function --out-dir "$out_dir" \
  "$target_dir/wasm32-unknown-unknown/wasm/mtdlab.wasm"

wasm="$out_dir/mtdlab_bg.wasm"
wasm_opt=node_modules/.bin/wasm-opt   # from the npm package `binaryen` (no download at run time)
if [[ -z ${MTDLAB_NO_WASM_OPT:-} && -x $wasm_opt ]]; then
  before=$(wc -c <"$wasm")
  # The features rustc enables by default for wasm32-unknown-unknown; wasm-opt
  # must accept them and may use them, nothing more.
  "$wasm_opt" -Oz \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$wasm" -o "$wasm.opt"
  after=$(wc -c <"$wasm.opt")
  if (( after < before )); then
    mv "$wasm.opt" "$wasm"
    echo "wasm-opt -Oz: $before -> $after bytes"
  else
    rm -f "$wasm.opt"
    echo "wasm-opt -Oz: no gain ($before -> $after bytes), kept the original"
  fi
fi

raw=$(wc -c <"$wasm")
gz=$(gzip -9 -c "$wasm" | wc -c)
awk -v f="$wasm" -v r="$raw" -v g="$gz" \
  'BEGIN { printf "wasm size: %s: %d bytes raw, %d bytes gzipped (%.1f KiB)\n", f, r, g, g / 1024 }'
