// A student's checked trace drawn as a second search tree ("Check my search", issue 36): the
// core's TraceTree (the checked trace as a search record, the worker's chunks of typed arrays)
// replayed by the page's own SearchRecord and drawn by a SearchLane like the reference's, beside
// it, stepping with it. Its first wrong expansion is marked (framed and ringed in red, its button
// named "Your first wrong expansion: ..."), and where the reference says "Why this node" this
// lane says what the checker found at that step. A check belongs to its board and goal: another
// one hides it.

import { entryLabel } from '../../catalog.js';
import { SearchLane } from './search-lane.js';

export class StudentSearch {
  #session;
  #say;
  /** What is drawn: the verdict, how many of the trace's boards the tree holds, the search it was checked against. */
  #shown = { verdict: /** @type {any} */ (null), drawn: 0, name: '' };
  #ticket = 0; // the latest check shown: an older one still appending stops

  /** @param {import('../../session/session.js').Session} session */
  constructor(session) {
    this.#session = session;
    this.#say = session.say;
    this.lane = new SearchLane(session, 2, { explain: (record) => this.#explain(record), whyTitle: this.#say('check-page-found-title') });
    this.lane.root.hidden = true;
    for (const type of ['board', 'goal']) session.addEventListener(type, () => this.lane.changedSince(undefined) && this.#hide());
  }

  #hide() {
    this.#ticket += 1; // a check still appending stops
    this.lane.root.hidden = true;
    this.lane.recording?.record.free();
    this.lane.recording = null;
  }

  /**
   * Draws the trace checked from the board shown: `verdict` the core's, `tree` the worker's
   * answer ({chunks, drawn, wrongNode, algorithm, heuristic}). Its chunks are appended one a
   * task, so that a long trace takes no long task. Resolves to whether it is drawn (a newer
   * check may take over meanwhile).
   */
  async show(verdict, { chunks, drawn, wrongNode, algorithm, heuristic }) {
    const session = this.#session;
    const ticket = (this.#ticket += 1);
    const { SearchRecord } = await import('../../session/search-record.js'); // not part of the first load
    const options = { algorithm, heuristic, goal: session.goal };
    const record = new SearchRecord(session.core, session.board, options);
    // The record's mark, which the tree draws (tree-render.js).
    /** @type {any} */ (record).marked = wrongNode === null ? null : { id: wrongNode, note: this.#say('check-page-mark') };
    for (const chunk of chunks) {
      record.append(chunk);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (ticket !== this.#ticket) {
        record.free();
        return false;
      }
    }
    const entry = { algorithm, heuristic: session.core.algorithms().find((a) => a.name === algorithm)?.usesHeuristic ? heuristic : null };
    this.#shown = { verdict, drawn, name: entryLabel(this.#say, entry) };
    this.#hide();
    this.lane.show({ start: session.board, options, record, result: null }, entry, this.#say('check-page-lane'));
    this.lane.stale = false;
    this.lane.root.hidden = false;
    this.lane.tree.markPath();
    this.lane.tree.relayout();
    return true;
  }

  // The lane's words: how much of the trace the tree holds, and at its step what the check found
  // (allowed, the first wrong one in the checker's sentence, after it, or where the tree ends short).
  #explain(record) {
    const { verdict, drawn } = this.#shown;
    const listed = verdict?.expansions ?? 0;
    const counts = drawn === listed ? this.#say('check-page-counts-all', { count: listed }) : this.#say('check-page-counts-first', { count: listed, drawn });
    return { counts, why: this.#found(record) };
  }

  #found(record) {
    const { verdict, name, drawn } = this.#shown;
    const step = record.step;
    const wrong = verdict?.step === null || !verdict ? null : verdict.step + 1;
    const ends = step === record.expansions && drawn < verdict.expansions;
    if (ends && !record.marked && wrong > step) return this.#say('check-page-found-ends-verdict', { step, verdict: verdict.message });
    if (step === 0) return this.#say('check-page-found-start');
    if (wrong === step) return this.#say('check-page-found-wrong', { verdict: verdict.message });
    if (ends && record.stopped) return this.#say('check-page-found-ends-cap', { step, count: record.expansions });
    if (ends) return this.#say('check-page-found-ends-ungenerated', { step, next: step + 1 });
    if (wrong !== null && step > wrong) return this.#say('check-page-found-after', { step, wrong });
    return this.#say('check-page-found-allowed', { step, search: name });
  }
}
