#!/usr/bin/env bash
# Puts the element <mtd-lab> (the npm package's mtd-lab.js, its worker and .wasm, as
# scripts/stage-npm.mjs stages them) into python/mtdlab/static/, where maturin packs it into
# the wheel for mtdlab.Lab, the Jupyter widget (python/mtdlab/widget.py). Git-ignored: built
# from www/ each time. scripts/setup.sh and scripts/release.sh run it before `maturin build`.
#
#   bash scripts/stage-python.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[[ -f www/pkg/mtdlab.js ]] || bash scripts/build-wasm.sh
stage=${CARGO_TARGET_DIR:-target}/element-stage
npm exec --no -- vite build --mode element --outDir "$stage" --emptyOutDir --logLevel warn
node scripts/stage-npm.mjs "$stage" >/dev/null
static=python/mtdlab/static
rm -rf "$static"
mkdir -p "$static"
cp -r "$stage/mtd-lab.js" "$stage/assets" "$static/"
