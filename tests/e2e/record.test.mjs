// A recorded search streams out of the worker in typed-array chunks while it runs (issue 11).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { openPlayground, servedPlayground } from './support.mjs';

const env = servedPlayground();

describe('recorded searches', () => {
  test('stream their events as transferred typed arrays, before the answer', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    const seen = await page.evaluate(async () => {
      const worker = new Worker(new URL('www/worker.js', document.baseURI), { type: 'module' });
      const chunks = [];
      const result = await new Promise((resolve, reject) => {
        worker.addEventListener('message', ({ data }) => {
          if (data.type === 'record') chunks.push(data.chunk);
          else if (data.type === 'done') resolve(data.result);
          else if (data.type === 'failed') reject(new Error(data.error));
        });
        worker.postMessage({
          type: 'solve',
          id: 1,
          board: '8 6 7 2 5 4 3 0 1',
          options: { algorithm: 'bfs', record: 100000 },
        });
      });
      worker.terminate();
      const count = (kind) => chunks.reduce((sum, chunk) => sum + chunk.kind.filter((k) => k === kind).length, 0);
      return {
        chunks: chunks.length,
        typed: chunks.every(
          (chunk) =>
            chunk.kind instanceof Uint8Array &&
            chunk.node instanceof Uint32Array &&
            chunk.label instanceof Uint16Array &&
            chunk.node.length === chunk.kind.length,
        ),
        expansions: count(3),
        children: count(2),
        found: count(5),
        stopped: chunks.at(-1).stopped,
        expanded: result.stats.expanded,
        generated: result.stats.generated,
        solved: result.solved,
      };
    });
    assert.ok(seen.solved);
    assert.ok(seen.typed, 'every chunk is typed arrays');
    assert.ok(seen.chunks > 1, `${seen.chunks} chunks: streamed, not sent whole`);
    assert.equal(seen.stopped, true, 'BFS on the hardest 8-puzzle expands more than 100,000 nodes');
    assert.equal(seen.expansions, 100000);
    assert.equal(seen.found, 0);
    assert.ok(seen.expanded > 100000 && seen.children <= seen.generated);
    assert.deepEqual(page.problems, []);
  });
});
