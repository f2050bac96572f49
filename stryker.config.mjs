// Stryker mutation testing for the front end's logic (issue 18, item 6). Not part of CI:
// scripts/mutants.sh runs it on demand; docs/mutation-testing.md records the scores.
// One worker (the machine the course runs on is small); reports go to reports/ (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // the test files of MUTANTS_JS_TESTS only (see vitest.mutants.config.js)
  vitest: { configFile: 'vitest.mutants.config.js' },
  mutate: [
    'www/state/**/*.js',
    'www/learn/practice/**/*.js',
    'www/element/config.js',
    '!**/*.test.js',
  ],
  concurrency: 1,
  // each mutant runs only the tests that reach it (the default, said here on purpose)
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/stryker/index.html' },
  jsonReporter: { fileName: 'reports/stryker/mutation.json' },
  tempDirName: 'reports/.stryker-tmp',
  incremental: false,
  timeoutMS: 20000,
};
