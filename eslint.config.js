// ESLint flat config: recommended rules; browser globals for the front end,
// Node globals for configs, scripts, benchmarks and Playwright tests.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'www/pkg/**',
      'dist/**',
      'target/**',
      'reports/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
      'release/**',
      // the Python module's virtual environment and build (python/, scripts/setup.sh)
      '.venv/**',
      'python/target/**',
      // the element staged into the wheel (scripts/stage-python.sh), a build output
      'python/mtdlab/static/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['www/**/*.js', 'python/mtdlab/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      '*.config.js',
      'scripts/**/*.{js,mjs}',
      'bench/**/*.{js,mjs}',
      'e2e/**/*.js',
      'release-checks/**/*.js',
      'jupyter-checks/**/*.js',
      'www/**/*.test.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
];
