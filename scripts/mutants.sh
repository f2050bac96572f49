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
# algorithms, with the tests' own minimax and the textbook trees), e.g. MUTANTS_TESTS='' for
# the whole `cargo test`. MUTANTS_SAMPLE=k/n tests a spread sample: every n-th mutant
# (`--sharding round-robin`), shuffled, so a run stopped early is still a random subset.
# MUTANTS_FILES narrows the files mutated (default: src/search/** src/games/** src/trace.rs
# src/replay.rs). MUTANTS_JS_TESTS picks the Vitest files Stryker runs (globs, commas
# between; default: all), e.g.
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
  local tests=${MUTANTS_TESTS-algorithms textbook trace_claims replay solution_trees kalah_rules splitmix invariants limits properties move_ordering drivers random_experiments robustness --lib}
  # what follows cargo-mutants' `--` reaches only the test phase's `cargo test`, so each
  # mutant's build phase built every test target; `-C --test=NAME` goes to both phases
  local args=() t
  for t in $tests; do
    case "$t" in
      --*) args+=(-C "$t") ;;
      *) args+=(-C "--test=$t") ;;
    esac
  done
  local files=${MUTANTS_FILES-src/search/** src/games/** src/trace.rs src/replay.rs} f
  set -f # the globs are cargo-mutants'
  for f in $files; do args+=(--file "$f"); done
  set +f
  if [ -n "${MUTANTS_SAMPLE:-}" ]; then
    args+=(--shard "$MUTANTS_SAMPLE" --sharding round-robin --shuffle)
  fi
  # opt-level 1: a mutant builds about as fast as at 0 and the tests run 4x faster (a
  # mutant's build and test took 45 s at opt-level 0, 12 s at 1 on the shared 2-core machine)
  CARGO_PROFILE_TEST_OPT_LEVEL=${CARGO_PROFILE_TEST_OPT_LEVEL:-1} \
    nice -n 19 cargo mutants -j 1 --timeout 60 --build-timeout 300 "${args[@]}" "$@"
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
