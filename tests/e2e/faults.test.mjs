// Hostile messages and faults (issue 14): the solver worker answers every malformed message
// with a clear error and goes on working; the shipped build carries no live-reload script.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DIST, openPlayground, servedPlayground } from './support.mjs';

const env = servedPlayground();

// Posts each message to a fresh solver worker and collects the answers: by id, and those
// answered without a usable id in order.
async function answers(page, messages) {
  return page.evaluate(async (messages) => {
    const worker = new Worker(new URL('www/worker.js', document.baseURI), { type: 'module' });
    const byId = {};
    const anonymous = [];
    const expected = messages.filter((m) => m.expectAnswer).length;
    let count = 0;
    const done = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`only ${count} of ${expected} answers in 30 s`)), 30_000);
      worker.onmessage = ({ data }) => {
        if (data.type === 'progress' || data.type === 'databases') return;
        if (data.id === null || data.id === undefined) anonymous.push(data);
        else byId[data.id] = data;
        count += 1;
        if (count === expected) resolve();
      };
      worker.onerror = (event) => reject(new Error(event.message));
    });
    for (const { message } of messages) worker.postMessage(message);
    await done;
    worker.terminate();
    return { byId, anonymous };
  }, messages);
}

describe('faults', () => {
  test('the worker answers hostile messages with clear errors and keeps working', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const message = (message) => ({ message, expectAnswer: true });
    const { byId, anonymous } = await answers(page, [
      message(null),
      message('solve 1 2 3 0'),
      message([1, 2, 3]),
      message({ type: 'solve', id: { nested: true }, board: '1 2 3 0' }),
      message({ type: 'nuke', id: 1 }),
      message({ type: 'solve', id: 2, board: 42 }),
      message({ type: 'solve', id: 3, board: '1 2 3 0', options: 7 }),
      message({ type: 'solve', id: 4, board: '1 2 3 0', options: { limits: { maxMs: NaN } } }),
      message({ type: 'solve', id: 5, board: '1 2 3 0', options: { limits: { maxMemoryMb: 1e9 } } }),
      message({ type: 'solve', id: 6, board: '1 2 3 0', options: { algorithm: 'wastar', weight: 1e308 } }),
      message({ type: 'solve', id: 7, board: 'x'.repeat(1_000_000) }),
      message({ type: 'call', id: 8, name: 'solve', args: ['1 2 3 0'] }),
      message({ type: 'call', id: 9, name: 'isSolvable', args: 'x' }),
      message({ type: 'call', id: 10, name: 'isSolvable', args: [12345, 'blank-last'] }),
      message({ type: 'call', id: 11, name: 'isSolvable', args: [{ toString: 1 }, 'blank-last'] }),
      message({ type: 'cancel', id: -0.5 }),
      // After all that, an honest request is answered.
      message({ type: 'solve', id: 12, board: '1 2 3 0 4 5 6 7 8', options: 'astar' }),
    ]);
    const error = (id) => byId[id]?.error ?? '';
    assert.equal(anonymous.length, 5, JSON.stringify(anonymous));
    for (const answer of anonymous.slice(0, 3)) {
      assert.match(answer.error, /a message must be an object with a type and an id/);
    }
    assert.match(anonymous[3].error, /a solve message needs an id/);
    assert.match(anonymous[4].error, /a cancel message needs an id/);
    assert.match(error(1), /unknown message type 'nuke': the worker takes call, solve, cancel/);
    assert.match(error(2), /a solve needs a board: text, or an array of numbers/);
    assert.match(error(3), /options must be an object or an algorithm's name/);
    assert.match(error(4), /time limit|maxMs/i);
    assert.match(error(5), /memory/i);
    assert.match(error(6), /weight/);
    assert.match(error(7), /64 KiB/);
    assert.ok(error(7).length < 300, error(7));
    assert.match(error(8), /no function 'solve' in the worker: it offers isSolvable, memoryBytes/);
    assert.match(error(9), /args must be an array/);
    assert.ok(byId[10].ok === false && byId[10].error.length > 0, JSON.stringify(byId[10]));
    assert.ok(byId[11].ok === false, JSON.stringify(byId[11]));
    assert.equal(byId[12].type, 'done', JSON.stringify(byId[12]));
    assert.equal(byId[12].result.solved, true);
    assert.deepEqual(page.problems, []);
  });

  test('the shipped build carries no live-reload script (make serve builds elsewhere)', async () => {
    const html = await readFile(join(DIST, 'index.html'), 'utf8');
    assert.doesNotMatch(html, /__TRUNK_ADDRESS__|ws:\/\//);
    const makefile = await readFile(join(DIST, '..', 'Makefile'), 'utf8');
    assert.match(makefile, /^serve:.*\n(?:.*\n)*?\t.*trunk serve .*--dist target\/serve-dist/m);
  });
});
