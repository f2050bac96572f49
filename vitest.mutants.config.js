// Vitest's configuration for mutation runs (stryker.config.mjs): the test files of
// MUTANTS_JS_TESTS only (globs, commas between; default: every www test), so that each
// mutant of a module runs its own suites and not the 25-second consistency test that
// imports everything. Not `stryker run --testFiles`: with it, Stryker 9.6.1 activates a
// static mutant (a module-level constant) after the module has loaded, and reports every
// such mutant as survived (stryker-js#6144).
import { defineConfig } from 'vitest/config';

const include = (process.env.MUTANTS_JS_TESTS || 'www/**/*.test.js')
  .split(',')
  .map((glob) => glob.trim())
  .filter((glob) => glob !== '');

export default defineConfig({ test: { include, environment: 'node' } });
