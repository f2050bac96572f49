#!/usr/bin/env bash
# Sets everything up and runs all of mtdlab's checks and tests, in order,
# stopping at the first failure (non-zero exit). CI runs this via .ci/run.
#
#   bash scripts/test.sh
#
# Stages: setup, rustfmt, clippy (native, all targets), clippy (wasm32 lib, and its
# experiments build), the core without default features, cargo doc,
# cargo test --release, wasm build, wasm size budget, the Python module (rustfmt, clippy,
# pytest, the example notebooks), the Jupyter widget in JupyterLab (jupyter-checks/,
# jupyter.config.js), wasm-bindgen-test in headless Chromium (only when a tests/*.rs file uses
# wasm_bindgen_test), ESLint + Prettier, Vitest, npm run build (vite), Playwright end-to-end
# tests against dist/, the release build (scripts/release.sh) and its install checks
# (release-checks/, release.config.js).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}

passed=0
skipped=0
timings=()
total_start=$(date +%s%N)

secs_since() { awk -v s="$1" -v e="$(date +%s%N)" 'BEGIN { printf "%.1f", (e - s) / 1e9 }'; }

summary() { # $1 = failed count
  echo
  echo "==> timings"
  for t in "${timings[@]}"; do echo "  $t"; done
  echo "  total: $(secs_since "$total_start") s"
  if (( skipped > 0 )); then
    echo "stages: $passed passed, $1 failed, $skipped skipped"
  else
    echo "stages: $passed passed, $1 failed"
  fi
}

# stage NAME COMMAND... : prints a header, runs the command, records its time,
# and stops the whole script on failure.
stage() {
  local name=$1; shift
  echo
  echo "==> [$((passed + skipped + 1))] $name"
  echo "    \$ $*"
  local start rc
  start=$(date +%s%N)
  "$@"
  rc=$?
  local took
  took=$(secs_since "$start")
  timings+=("$(printf '%-28s %7s s%s' "$name" "$took" "$( ((rc)) && echo '  FAILED')")")
  if (( rc != 0 )); then
    echo "==> FAILED: $name (exit $rc, after $took s)"
    summary 1
    exit "$rc"
  fi
  echo "==> ok: $name ($took s)"
  passed=$((passed + 1))
}

skip() { # skip NAME REASON
  echo
  echo "==> [$((passed + skipped + 1))] $1: skipped ($2)"
  timings+=("$(printf '%-28s %7s' "$1" skipped)")
  skipped=$((skipped + 1))
}

stage "setup" bash scripts/setup.sh
CHROMEDRIVER=$(command -v chromedriver) || { echo "chromedriver missing after setup" >&2; exit 1; }
CHROMIUM_PATH=$(command -v chromium) || { echo "chromium missing after setup" >&2; exit 1; }
export CHROMEDRIVER CHROMIUM_PATH

stage "rustfmt" cargo fmt --check -- --color=never
stage "clippy (native)" cargo clippy --all-targets -- -D warnings
stage "clippy (wasm32 lib)" cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
stage "clippy (wasm32 experiments)" cargo clippy --target wasm32-unknown-unknown --lib \
  --no-default-features --features experiments,console_error_panic_hook -- -D warnings
# the core alone, as a library user takes it (`default-features = false`: no CLI, no wasm
# bindings, no rayon; Cargo.toml's [features])
stage "core alone (no features)" cargo check --lib --no-default-features
stage "cargo doc" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
stage "cargo test (native)" cargo test --release
stage "wasm build" bash scripts/build-wasm.sh
stage "wasm size budget" bash scripts/check-wasm-size.sh
# the Python module (python/): its crate's format and lints, then pytest against the wheel
# setup.sh installed into .venv, the CLI cargo test built (target/release/mtdlab) and the
# page's wasm just built (www/pkg: the element's state.step, in Node)
stage "rustfmt (python)" cargo fmt --manifest-path python/Cargo.toml --check -- --color=never
stage "clippy (python)" cargo clippy --manifest-path python/Cargo.toml --target-dir target/python \
  -- -D warnings
stage "python" .venv/bin/python -m pytest python/tests -q
# mtdlab.Lab, the Jupyter widget, in a real JupyterLab on localhost (a throw-away config, no
# network) driven in Chromium: the element inside the wheel draws, steps and follows Python
stage "jupyter (widget)" npx --no-install playwright test -c jupyter.config.js

# wasm-bindgen-test: every tests/*.rs that uses it (e.g. tests/wasm.rs, which
# must start with `#![cfg(target_arch = "wasm32")]` so native builds skip it).
wasm_tests=()
for f in tests/*.rs; do
  [[ -f $f ]] && grep -q 'wasm_bindgen_test' "$f" && wasm_tests+=(--test "$(basename "$f" .rs)")
done
if (( ${#wasm_tests[@]} > 0 )); then
  # WASM_BINDGEN_USE_BROWSER makes the runner use Chromium (via CHROMEDRIVER)
  # even for tests that do not call wasm_bindgen_test_configure!(run_in_browser).
  stage "wasm-bindgen-test (Chromium)" env WASM_BINDGEN_USE_BROWSER=1 \
    cargo test --target wasm32-unknown-unknown --release "${wasm_tests[@]}"
else
  skip "wasm-bindgen-test (Chromium)" "no tests/*.rs uses wasm_bindgen_test yet"
fi

stage "eslint" npx --no-install eslint .
stage "prettier --check" npx --no-install prettier --check .
stage "vitest" npx --no-install vitest run
stage "build (npm run build)" npm run --silent build
stage "playwright (e2e)" npx --no-install playwright test
# the release artefacts (scripts/release.sh) and the checks of them as their users install
# them (release-checks/). --allow-dirty: the test command also runs on a work tree with edits
# not yet committed, which cargo package otherwise refuses to pack.
stage "release build" bash scripts/release.sh --allow-dirty
stage "release checks" npx --no-install playwright test -c release.config.js

summary 0
