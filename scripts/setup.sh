#!/usr/bin/env bash
# Installs what mtdlab's build and tests need, idempotently and quietly when
# everything is already there.
#
#   bash scripts/setup.sh             # everything (what scripts/test.sh needs)
#   bash scripts/setup.sh --no-browser  # skip Chromium/ChromeDriver and the CJK font (dev server only)
#   bash scripts/setup.sh --no-python   # skip the Python module's venv and wheel (dev server only)
#
# Installs: the wasm32-unknown-unknown Rust target, rustfmt and clippy,
# wasm-bindgen-cli at exactly the wasm-bindgen crate's version, Debian's
# chromium + chromium-driver and fonts-noto-cjk (as root, via apt-get),
# the npm packages from package-lock.json (npm ci, never downloading a browser),
# and the Python module: a venv .venv with python/requirements-test.txt and the
# wheel built by maturin into target/wheels, installed there.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

want_browser=1
want_python=1
for arg in "$@"; do
  case "$arg" in
    --no-browser) want_browser=0 ;;
    --no-python) want_python=0 ;;
    *) echo "setup.sh: unknown argument: $arg" >&2; exit 2 ;;
  esac
done

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
say() { echo "setup: $*"; }

# --- Rust toolchain pieces -------------------------------------------------
for tool in cargo rustup node npm; do
  command -v "$tool" >/dev/null || { echo "setup: '$tool' is not on PATH" >&2; exit 1; }
done

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding Rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for comp in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^${comp}"; then
    say "adding Rust component $comp"
    rustup component add "$comp"
  fi
done

# --- wasm-bindgen-cli, same version as the wasm-bindgen crate --------------
# The exact pin in Cargo.toml (`wasm-bindgen = "=X.Y.Z"`) wins; otherwise the
# version resolved in Cargo.lock.
wb_version=$(sed -nE 's/^wasm-bindgen[[:space:]]*=[[:space:]]*"=?([0-9][^"]*)".*/\1/p' Cargo.toml | head -n1)
if [[ ! $wb_version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] && [[ -f Cargo.lock ]]; then
  wb_version=$(awk '$0=="name = \"wasm-bindgen\"" {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
fi
if [[ ! $wb_version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "setup: cannot read the wasm-bindgen version from Cargo.toml or Cargo.lock" >&2
  exit 1
fi
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [[ "$have" != "$wb_version" ]] || ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $wb_version (had: ${have:-none}; takes a few minutes)"
  cargo install wasm-bindgen-cli --version "$wb_version" --force --quiet
fi

# --- Chromium + ChromeDriver (Debian's; never a downloaded browser) --------
if [[ $want_browser == 1 ]]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Debian's chromium and chromium-driver"
    sudo=""
    if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium chromium-driver >/dev/null
    command -v chromium >/dev/null && command -v chromedriver >/dev/null || {
      echo "setup: chromium/chromedriver still missing after apt-get" >&2; exit 1; }
  fi
  # a CJK font, so that Japanese is drawn in glyphs and not boxes (e2e/japanese-glyphs.spec.js)
  if ! dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q 'ok installed'; then
    say "installing Debian's fonts-noto-cjk (Japanese glyphs for the browser tests)"
    sudo=""
    if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq fonts-noto-cjk >/dev/null
  fi
fi

# --- npm packages ------------------------------------------------------------
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number);
  process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "setup: Node $(node --version) is too old; Vite 8 needs Node 20.19+ (or 22.12+)" >&2
  exit 1
fi
[[ -f package-lock.json ]] || { echo "setup: package-lock.json is missing (run npm install once)" >&2; exit 1; }
stamp=node_modules/.mtdlab-setup-stamp
want_stamp="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1) node-$(node --version)"
if [[ ! -f $stamp || "$(cat "$stamp")" != "$want_stamp" ]]; then
  # npm ci first empties node_modules: through a link it would empty the folder another
  # checkout uses (a worktree sharing the main one's packages)
  if [[ -L node_modules ]]; then
    echo "setup: node_modules is a link to $(readlink -f node_modules), whose packages are not" \
      "this checkout's; npm ci would empty that folder. Run setup there first, or replace" \
      "the link by a folder of this checkout's own (rm node_modules)." >&2
    exit 1
  fi
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want_stamp" >"$stamp"
fi

# --- the Python module (python/, issue 22) -------------------------------------
# A virtual environment .venv with the pinned build and test tools, and the wheel built
# with maturin (release) into target/wheels and installed from there, as a user installs
# it. cargo rebuilds only what changed; pip reinstalls the wheel only when its bytes changed
# (SOURCE_DATE_EPOCH fixes the times in the zip, so the same sources make the same wheel).
if [[ $want_python == 1 ]]; then
  python=${PYTHON:-python3}
  if ! command -v "$python" >/dev/null; then
    echo "setup: '$python' is not on PATH (Python 3.9+; PYTHON names another)" >&2
    exit 1
  fi
  if [[ ! -x .venv/bin/python ]]; then
    say "creating the Python virtual environment .venv"
    "$python" -m venv .venv
  fi
  pystamp=.venv/.mtdlab-setup-stamp
  want_pystamp=$(sha256sum python/requirements-test.txt | cut -d' ' -f1)
  if [[ ! -f $pystamp || "$(cat "$pystamp")" != "$want_pystamp" ]]; then
    say "installing the Python test tools (python/requirements-test.txt)"
    .venv/bin/pip install --quiet --disable-pip-version-check -r python/requirements-test.txt
    echo "$want_pystamp" >"$pystamp"
  fi
  version=$(sed -nE 's/^version = "([^"]+)".*/\1/p' Cargo.toml | head -n1)
  pyversion=$(sed -nE 's/^version = "([^"]+)".*/\1/p' python/Cargo.toml | head -n1)
  if [[ "$version" != "$pyversion" ]]; then
    echo "setup: python/Cargo.toml's version $pyversion is not Cargo.toml's $version" >&2
    exit 1
  fi
  # the element (its module, worker and .wasm) into python/mtdlab/static/ for mtdlab.Lab
  bash scripts/stage-python.sh
  [[ -d target/python ]] || say "building the Python wheel (the first time about 1.5 minutes)"
  if ! built=$(SOURCE_DATE_EPOCH=315532800 .venv/bin/maturin build --quiet --release \
    --manifest-path python/Cargo.toml --target-dir target/python --out target/wheels \
    --interpreter .venv/bin/python 2>&1); then
    echo "$built" >&2
    echo "setup: maturin could not build the Python wheel" >&2
    exit 1
  fi
  wheel=$(ls -t target/wheels/mtdlab-"$version"-*.whl | head -n1)
  wheel_sum=$(sha256sum "$wheel" | cut -d' ' -f1)
  if [[ "$(cat .venv/.mtdlab-wheel 2>/dev/null)" != "$wheel_sum" ]]; then
    say "installing $wheel into .venv"
    .venv/bin/pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$wheel"
    echo "$wheel_sum" >.venv/.mtdlab-wheel
  fi
fi
