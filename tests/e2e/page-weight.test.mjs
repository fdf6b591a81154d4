// A first visit stays light: at most 250 KB compressed (gzip) for the playground and for the
// widget, wasm included (scripts/page-weight.mjs; BENCHMARKS.md "Page weight"), the full wasm
// module left for later.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from '../../scripts/page-weight.mjs';

const BUDGET_KB = 250;

test('the first load is at most 250 KB compressed, wasm included, and leaves the full module for later', async () => {
  for (const { name, files, total } of await measure()) {
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(`${name}: ${files.length} files, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli`);
    assert.ok(files.some((row) => row.file === 'npuzzle_bg.wasm'), `${name} loads the wasm`);
    // The full module (databases, large boards, the lab) waits for the first plan that needs it.
    assert.ok(!files.some((row) => row.file.startsWith('npuzzle_full')), `${name} never downloads the full module`);
    assert.ok(total.gzip <= BUDGET_KB * 1024, `${name}: ${kb(total.gzip)} KB gzip is over ${BUDGET_KB} KB`);
  }
});
