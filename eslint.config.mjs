// ESLint (flat config) for the page's JavaScript, www/: `make lint-js` runs it with the pinned
// tools/ packages (tools/package-lock.json), so they are resolved from there.

import { createRequire } from 'node:module';

const require = createRequire(new URL('./tools/package.json', import.meta.url));
const js = require('@eslint/js');
const globals = require('globals');
const { default: noLiteralText } = await import('./tools/eslint/no-literal-text.mjs');

export default [
  // python/python/npuzzle/static/: the widget's bundles, made from dist/ (scripts/widget-assets.mjs).
  { ignores: ['dist/', 'target/', 'tools/', 'tests/', 'scripts/', 'examples/', 'python/python/npuzzle/static/'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js', 'python/python/npuzzle/widget.js'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      eqeqeq: 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none' }],
      'no-implicit-globals': 'error',
      'no-shadow': 'error',
      'no-return-assign': ['error', 'except-parens'],
      'no-restricted-globals': ['error', 'name', 'event', 'length', 'status'],
    },
  },
  {
    // Issue 39: every sentence from a catalogue key, worded in the reader's language.
    files: ['www/**/*.js'],
    ignores: ['www/bench.js'],
    plugins: { words: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'words/no-literal-text': 'error' },
  },
  { files: ['eslint.config.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    // Workers and the service worker: their own globals.
    files: ['www/workers/**/*.js', 'www/sw.js'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
  },
  {
    // The session decides without a page: no DOM in it (it runs under a worker's globals too).
    files: ['www/session/session.js'],
    languageOptions: { globals: { ...globals.worker } },
    rules: { 'no-restricted-globals': ['error', 'document', 'window', 'name', 'event'] },
  },
];
