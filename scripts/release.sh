#!/usr/bin/env bash
# Builds every artefact a user installs into release/ (git-ignored), for the version in
# Cargo.toml (the one place it is written):
#
#   release/mtdlab-<v>.tgz        the npm package (the element): npm pack of release/stage/npm/
#   release/mtdlab-<v>.crate      the crate (the core and the CLI): cargo package
#   release/mtdlab-site-<v>.zip   the app, docs.html and embed.html, for any static host
#   release/mtdlab-<v>-*.whl      the Python module (python/): one abi3 wheel, CPython 3.9+,
#                                 for this platform, built with the maturin of .venv
#   release/SHA256SUMS            their checksums (sha256sum -c SHA256SUMS)
#
#   bash scripts/release.sh [--allow-dirty]
#
# Nothing is uploaded. The wasm core (www/pkg/) is built first unless it is there already
# (scripts/test.sh builds it in an earlier stage). cargo package refuses a work tree with
# uncommitted changes to the files it packs; --allow-dirty (passed on to it) packs them
# anyway, for a try before a commit. The checks of what is built:
# `npx playwright test -c release.config.js` (docs/development.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cargo_args=()
for arg in "$@"; do
  case $arg in
    --allow-dirty) cargo_args+=(--allow-dirty) ;;
    *) echo "usage: bash scripts/release.sh [--allow-dirty]" >&2; exit 2 ;;
  esac
done

version=$(sed -n '/^\[package\]/,/^\[/s/^version = "\(.*\)"$/\1/p' Cargo.toml)
[[ -n $version ]] || { echo "release: no version in Cargo.toml's [package]" >&2; exit 1; }
out=release
stage=$out/stage
rm -rf "$out"
mkdir -p "$stage"
echo "==> mtdlab $version into $out/"

[[ -f www/pkg/mtdlab.js ]] || bash scripts/build-wasm.sh

# The site: the app, the docs page, embed.html and the element, as npm run build writes them
# (dist/, every URL relative), less the engine self-test page the browser tests drive.
echo "==> the site"
npm run --silent build
site=$stage/mtdlab-site-$version
mkdir -p "$site"
cp -r dist/index.html dist/docs.html dist/embed.html dist/mtd-lab.js dist/assets "$site/"
# a zip with one folder inside, the same bytes for the same files (fixed times, sorted names)
python3 - "$out/mtdlab-site-$version.zip" "$stage" "mtdlab-site-$version" <<'PY'
import sys, zipfile, pathlib
zip_path, root, top = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
with zipfile.ZipFile(zip_path, 'w', zipfile.ZIP_DEFLATED) as z:
    for f in sorted(p for p in (root / top).rglob('*') if p.is_file()):
        info = zipfile.ZipInfo(str(f.relative_to(root)), date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        z.writestr(info, f.read_bytes())
PY

# The npm package: the element alone (www/element/mtd-lab.js, its worker and .wasm), with
# its package.json, declarations, manifest, README and licences (scripts/stage-npm.mjs).
echo "==> the npm package"
npm exec --no -- vite build --mode element --outDir "$stage/npm" --emptyOutDir --logLevel warn
node scripts/stage-npm.mjs "$stage/npm"
(cd "$stage/npm" && npm pack --silent --pack-destination ../.. >/dev/null)

# The crate (cargo package also builds what it packs, as a registry would)
echo "==> the crate"
cargo package --quiet "${cargo_args[@]}"
cp "${CARGO_TARGET_DIR:-target}/package/mtdlab-$version.crate" "$out/"

# The Python wheel, at the same version: python/Cargo.toml's must be the root crate's
echo "==> the Python wheel"
pyversion=$(sed -n '/^\[package\]/,/^\[/s/^version = "\(.*\)"$/\1/p' python/Cargo.toml)
if [[ $pyversion != "$version" ]]; then
  echo "release: python/Cargo.toml's version $pyversion is not Cargo.toml's $version" >&2
  exit 1
fi
if [[ ! -x .venv/bin/maturin ]]; then
  echo "release: .venv/bin/maturin is missing: run bash scripts/setup.sh" >&2
  exit 1
fi
# the element inside the wheel, for mtdlab.Lab (the Jupyter widget)
bash scripts/stage-python.sh
# maturin's progress lines only when it fails; fixed zip times: the same bytes each time
if ! built=$(SOURCE_DATE_EPOCH=315532800 .venv/bin/maturin build --quiet --release \
  --manifest-path python/Cargo.toml --target-dir "${CARGO_TARGET_DIR:-target}/python" \
  --out "$stage/wheel" 2>&1); then
  echo "$built" >&2
  exit 1
fi
cp "$stage"/wheel/mtdlab-"$version"-*.whl "$out/"
wheel=$(cd "$out" && ls mtdlab-"$version"-*.whl)

(cd "$out" && sha256sum "mtdlab-$version.tgz" "mtdlab-$version.crate" "mtdlab-site-$version.zip" \
  "$wheel" >SHA256SUMS)
echo "==> done:"
(cd "$out" && ls -l mtdlab-* SHA256SUMS)
