#!/usr/bin/env bash
# Mutation testing (issue 18, item 6): cargo-mutants on the Rust search core, Stryker on the
# front end's logic. Slow, so not part of scripts/test.sh or CI; docs/mutation-testing.md
# records the last scores and the surviving mutants.
#
#   bash scripts/mutants.sh rust [cargo-mutants args]   # src/search, src/games, trace, replay
#   bash scripts/mutants.sh js   [stryker args]         # www/state, www/learn/practice, config.js
#   bash scripts/mutants.sh all
#
# Everything runs at the lowest priority with one job at a time (a shared 2-core machine).
# Reports: mutants.out/ (cargo-mutants) and reports/stryker/ (Stryker), both git-ignored.
# MUTANTS_TESTS overrides the Rust test selection (default: the fast suites that cover the
# algorithms), e.g. MUTANTS_TESTS='' for the whole `cargo test`. MUTANTS_JS_TESTS picks the
# Vitest files Stryker runs (globs, commas between; default: all), e.g.
#   MUTANTS_JS_TESTS='www/element/config*.test.js' bash scripts/mutants.sh js \
#     --mutate www/element/config.js --incremental
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_MUTANTS_VERSION=27.1.0
what=${1:-all}
shift || true

rust() {
  if ! cargo mutants --version 2>/dev/null | grep -q "$CARGO_MUTANTS_VERSION"; then
    cargo install cargo-mutants --locked --version "$CARGO_MUTANTS_VERSION"
  fi
  local tests=${MUTANTS_TESTS---test algorithms --test textbook --test trace_claims --test replay --test solution_trees --test kalah_rules --lib}
  # shellcheck disable=SC2086 # the test selection is a list of words
  nice -n 19 cargo mutants -j 1 --timeout 120 \
    --file 'src/search/**' --file 'src/games/**' --file src/trace.rs --file src/replay.rs \
    "$@" -- $tests
}

js() {
  # @stryker-mutator/core and @stryker-mutator/vitest-runner are devDependencies (npm ci).
  [ -x node_modules/.bin/stryker ] || npm ci
  [ -f www/pkg/mtdlab.js ] || bash scripts/build-wasm.sh
  nice -n 19 npx stryker run stryker.config.mjs "$@"
}

case "$what" in
  rust) rust "$@" ;;
  js) js "$@" ;;
  all) rust && js ;;
  *) echo "usage: bash scripts/mutants.sh [rust|js|all] [extra args]" >&2; exit 2 ;;
esac
