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
      const worker = new Worker(new URL('www/workers/worker.js', document.baseURI), { type: 'module' });
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

  test('step forwards and backwards to the same tree, frontier and counts, for A* and IDA*', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    const checks = await page.evaluate(async () => {
      const { SearchRecord } = await import(new URL('www/session/search-record.js', document.baseURI));
      const core = await import(new URL('npuzzle.js', document.baseURI));
      await core.default();
      const board = '5 2 8 4 1 7 0 3 6'; // 22 moves
      const start = core.parseBoard(board);
      const recorded = (options) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('www/workers/worker.js', document.baseURI), { type: 'module' });
          const chunks = [];
          worker.addEventListener('message', ({ data }) => {
            if (data.type === 'record') chunks.push(data.chunk);
            else if (data.type === 'done') resolve({ chunks, result: data.result });
            else if (data.type === 'failed') reject(new Error(data.error));
          });
          worker.postMessage({ type: 'solve', id: 1, board, options });
        });
      // The core's replay of the record, fed its chunks as the page is.
      const replayed = (chunks, options) => {
        const record = new SearchRecord(core, start, options);
        for (const chunk of chunks) record.append(chunk);
        return record;
      };
      const snapshot = (record) => ({
        state: Array.from(record.states),
        counts: record.counts(),
        iteration: record.iteration,
        current: record.current,
      });
      const out = {};
      for (const algorithm of ['astar', 'idastar', 'bfs']) {
        const options = { algorithm, heuristic: 'manhattan', record: 100000 };
        const { chunks, result } = await recorded(options);
        const record = replayed(chunks, options);
        record.seek(10);
        const at10 = snapshot(record);
        record.seek(7);
        const back = snapshot(record);
        const fresh = replayed(chunks, options);
        fresh.seek(7);
        record.seek(10);
        const again = snapshot(record);
        while (record.seek(record.expansions) !== record.expansions);
        // The blank's cells along the answer, from its moved tiles.
        const tiles = board.split(' ').map(Number);
        const cells = [tiles.indexOf(0)];
        for (const tile of result.tiles) {
          const from = tiles.indexOf(tile);
          [tiles[cells.at(-1)], tiles[from]] = [tile, 0];
          cells.push(from);
        }
        let openCount = 0;
        let closedCount = 0;
        const { from, to } = record.shown();
        for (let id = from; id < to; id += 1) {
          if (record.facts.states[record.states[id]] === 'open') openCount += 1;
          if (record.facts.states[record.states[id]] === 'closed') closedCount += 1;
        }
        const counts = record.counts();
        out[algorithm] = {
          backEqualsFresh: JSON.stringify(back) === JSON.stringify(snapshot(fresh)),
          againEqualsAt10: JSON.stringify(again) === JSON.stringify(at10),
          moved: JSON.stringify(back) !== JSON.stringify(at10),
          expansions: record.expansions,
          expanded: result.stats.expanded,
          // The recorded solution: the blank's cell on each board from the root to the goal.
          path: JSON.stringify(record.pathTo(record.found).map((id) => Array.from(record.node(id).tiles).indexOf(0))),
          answer: JSON.stringify(cells),
          counted: [openCount, closedCount],
          counts: [counts.frontier, counts.explored],
          next: record.frontier(12).length,
          iterations: record.iteration,
        };
        record.free();
        fresh.free();
      }
      return out;
    });
    for (const [algorithm, check] of Object.entries(checks)) {
      assert.ok(check.moved, `${algorithm}: steps change the tree`);
      assert.ok(check.backEqualsFresh, `${algorithm}: 10 then back to 7 is 7`);
      assert.ok(check.againEqualsAt10, `${algorithm}: and forward to 10 again is 10`);
      assert.equal(check.expansions, check.expanded, `${algorithm}: every expansion recorded`);
      assert.equal(check.path, check.answer, `${algorithm}: the recorded solution is the answer`);
      assert.deepEqual(check.counts, check.counted, `${algorithm}: the counts are the tree's`);
      assert.ok(check.next > 0, `${algorithm}: a frontier to list`);
    }
    assert.ok(checks.idastar.iterations > 1, 'IDA* records its iterations');
    assert.deepEqual(page.problems, []);
  });
});
