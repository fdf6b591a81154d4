// The Search view: a recorded search (session.record) stepped through expansion by expansion.
// The tree on a canvas (search-tree.js), coloured by each node's state at the step; the next
// frontier nodes in the algorithm's order; controls (next, previous, play, a speed, a scrubber,
// keys) and a polite live region saying where the search is. Hovering a node shows its board,
// g, h, f, depth and move; clicking also shows its board on the main board.

import { algorithmLabel } from '../catalog.js';
import { el, formatCount, messageOf } from '../dom.js';
import { SearchCursor } from '../session/search-record.js';
import { LEGEND, SearchTree } from './search-tree.js';

const ORDER_NAMES = { queue: 'queue (first in, first out)', stack: 'stack (last in, first out)', f: 'by f = g + h', h: 'by h', g: 'by g' };
const SEEK_STRIDE = 10_000; // expansions a frame at most, jumping
const FIRST_CAP = 2000; // the cap field's first value: a tree quick to record and lay out

export class SearchView {
  #session;
  #ui;
  /** @type {SearchCursor | null} */ #cursor = null;
  /** @type {import('../session/session.js').Session['recording']} */ #recording = null;
  /** @type {SearchTree} */ #tree;
  #playing = 0;
  #lastSpoken = 0;
  #seeking = 0;
  #caps = { fallback: 0, most: 0 };
  /** @type {import('../../npuzzle.js').AlgorithmFacts | null} */ #facts = null; // the recorded algorithm's
  #weight = 1; // of h in f, for the recorded search

  /** @param {import('../session/session.js').Session} session */
  constructor(session, { compact = false } = {}) {
    this.#session = session;
    // The recording's cap: the core's default and most.
    const { defaultCap, maxCap } = session.core.recordFacts();
    this.#caps = { fallback: defaultCap, most: maxCap };
    const id = (name) => `search-${name}`;
    const button = (name, text, extra = {}) => el('button', { type: 'button', id: id(name), ...extra }, text);
    const ui = {
      cap: el('input', { type: 'number', id: id('cap'), min: 1, max: maxCap, step: 1, value: Math.min(FIRST_CAP, maxCap), inputmode: 'numeric' }),
      run: button('run', 'Record search', { class: 'primary' }),
      cancel: button('cancel', 'Stop', { disabled: true }),
      status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      previous: button('previous', 'Previous expansion', { disabled: true, 'aria-keyshortcuts': 'ArrowLeft' }),
      next: button('next', 'Next expansion', { disabled: true, 'aria-keyshortcuts': 'ArrowRight' }),
      play: button('play', 'Play', { disabled: true, 'aria-keyshortcuts': 'Space' }),
      speed: el('input', { type: 'range', id: id('speed'), min: 0, max: 3, step: 0.1, value: 1, 'aria-valuetext': '10 expansions a second' }),
      scrubber: el('input', { type: 'range', id: id('scrubber'), min: 0, max: 0, step: 1, value: 0, disabled: true }),
      step: el('output', { id: id('step') }, 'Expansion 0 of 0'),
      where: el('p', { id: id('where'), class: 'help' }),
      stopped: el('p', { id: id('stopped'), class: 'help', hidden: true }),
      counts: el('p', { id: id('counts') }),
      frontierTitle: el('h3', { id: id('frontier-title'), class: 'group-title' }, 'Frontier'),
      frontier: el('ol', { id: id('frontier'), class: 'search-frontier' }),
      canvas: /** @type {HTMLCanvasElement} */ (el('canvas', { id: id('canvas'), class: 'search-canvas', width: 600, height: 360, role: 'img', 'aria-label': 'The search tree' })),
      zoomIn: button('zoom-in', '+', { 'aria-label': 'Zoom in' }),
      zoomOut: button('zoom-out', '−', { 'aria-label': 'Zoom out' }),
      fit: button('fit', 'Fit', { 'aria-label': 'Fit the tree' }),
      info: el('div', { id: id('info'), class: 'search-info', 'aria-live': 'off' }),
      live: el('p', { id: id('live'), class: 'visually-hidden', 'aria-live': 'polite' }),
    };
    this.#ui = ui;
    const label = (text, input, forId) => el('label', { class: 'field', for: forId }, el('span', {}, text), input);
    const legend = el(
      'ul',
      { class: 'search-legend', 'aria-label': 'Colours' },
      ...LEGEND.map(([name, colour]) => el('li', {}, el('span', { class: 'swatch', style: { background: colour } }), name)),
    );
    this.root = el(
      'div',
      { class: compact ? 'npw-search' : 'group', id: id('section'), dataset: { state: 'idle' }, tabindex: -1 },
      el(
        'p',
        { class: 'help', id: id('help') },
        'Records a search from the board shown with the algorithm and heuristic chosen in the Solve panel, then steps through it. ' +
          'Keys (here): Right arrow or N, next expansion; Left arrow or P, previous; Space, play or pause; Home and End, first and last. ' +
          'Drag the tree to pan, wheel or the buttons to zoom; click a node to show its board.',
      ),
      el('div', { class: 'fields' }, label('Expansions to record', ui.cap, id('cap'))),
      el('div', { class: 'row' }, ui.run, ui.cancel),
      ui.status,
      el('div', { class: 'row' }, ui.previous, ui.play, ui.next, label('Speed', ui.speed, id('speed'))),
      el('div', { class: 'row' }, label('Expansion', ui.scrubber, id('scrubber')), ui.step),
      ui.where,
      ui.stopped,
      ui.counts,
      el('div', { class: 'search-tree' }, ui.canvas, el('div', { class: 'row search-zoom' }, ui.zoomIn, ui.zoomOut, ui.fit), ui.info),
      legend,
      ui.frontierTitle,
      ui.frontier,
      ui.live,
    );
    ui.run.addEventListener('click', () => this.run());
    ui.cancel.addEventListener('click', () => session.stopRecord());
    ui.next.addEventListener('click', () => this.seek(this.step + 1));
    ui.previous.addEventListener('click', () => this.seek(this.step - 1));
    ui.play.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    ui.scrubber.addEventListener('input', () => this.seek(Number(ui.scrubber.value)));
    ui.speed.addEventListener('input', () => ui.speed.setAttribute('aria-valuetext', `${this.speed} expansions a second`));
    this.#tree = new SearchTree(ui.canvas, (node, how) => this.#showInfo(node, how));
    ui.zoomIn.addEventListener('click', () => this.#tree.zoom(1.5));
    ui.zoomOut.addEventListener('click', () => this.#tree.zoom(1 / 1.5));
    ui.fit.addEventListener('click', () => this.#tree.fit());
    this.root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event)));
    /** @type {any} */ (this.root).searchView = this; // the e2e tests find nodes on the canvas through it
    session.addEventListener('record', (event) => this.#onRecord(/** @type {CustomEvent} */ (event).detail));
  }

  /** The recorded search shown (the session's, once started). */
  get recording() {
    return this.#recording;
  }

  get step() {
    return this.#cursor?.step ?? 0;
  }

  /** Expansions a second: 1 to 1,000 on a log scale. */
  get speed() {
    return Math.round(10 ** Number(this.#ui.speed.value));
  }

  /**
   * Records a search with the Solve panel's choice; `reach` raises the cap (in its field too)
   * so that a link's step is recorded.
   */
  run({ reach = 0 } = {}) {
    const { algorithm, heuristic, weight } = this.#session.choice;
    const asked = Math.max(Math.round(Number(this.#ui.cap.value) || this.#caps.fallback), reach);
    const cap = Math.max(1, Math.min(this.#caps.most, asked));
    this.#ui.cap.value = String(cap);
    const options = { algorithm, heuristic, record: cap, ...(weight === null ? {} : { weight }) };
    return this.#session.record(options);
  }

  #onRecord({ phase, recording, message, result }) {
    const ui = this.#ui;
    if (phase === 'started') {
      this.pause();
      this.#recording = recording;
      this.#facts = this.#session.core.algorithms().find((a) => a.name === recording.options.algorithm) ?? null;
      this.#weight = this.#weightOf(recording);
      this.#cursor = new SearchCursor(recording.record);
      this.#tree.show(recording, this.#cursor);
      this.#setState('running', `Recording ${algorithmLabel(recording.options.algorithm)}…`);
    } else if (phase === 'chunk') {
      this.#tree.scheduleLayout();
      this.#refresh();
    } else if (phase === 'done') {
      const text = result.solved ? `Done: ${formatCount(recording.record.expansions)} expansions recorded; the answer has ${result.length} moves.` : `Done: ${result.message ?? 'no solution'}.`;
      this.#setState('done', text);
      this.#tree.markPath();
      this.#tree.relayout();
      this.#refresh();
    } else if (phase === 'failed') {
      this.#setState('failed', message);
    } else if (phase === 'stopped') {
      this.#setState('done', `Stopped: ${formatCount(recording?.record.expansions ?? 0)} expansions recorded.`);
      this.#tree.relayout();
      this.#refresh();
    }
    ui.run.disabled = phase === 'started' || phase === 'chunk' || phase === 'progress';
    ui.cancel.disabled = !ui.run.disabled;
  }

  #setState(state, text) {
    this.#ui.status.dataset.state = state;
    this.#ui.status.textContent = text;
    this.root.dataset.state = state === 'running' ? 'running' : 'idle';
  }

  /**
   * Goes to expansion `step`; a long jump goes SEEK_STRIDE expansions a frame, so that no
   * frame takes long (100,000 expansions are about 300,000 events to apply or undo).
   */
  seek(step) {
    const cursor = this.#cursor;
    if (!cursor) return;
    cancelAnimationFrame(this.#seeking);
    this.#seeking = 0;
    const target = Math.max(0, Math.min(step, /** @type {any} */ (this.#recording).record.expansions));
    const go = () => {
      const distance = target - cursor.step;
      cursor.seek(Math.abs(distance) > SEEK_STRIDE ? cursor.step + Math.sign(distance) * SEEK_STRIDE : target);
      this.#refresh();
      this.#seeking = cursor.step === target ? 0 : requestAnimationFrame(go);
    };
    go();
  }

  play() {
    const cursor = this.#cursor;
    if (!cursor || this.#playing) return;
    if (cursor.step >= this.#recording.record.expansions) this.seek(0); // a rewind first, frame by frame
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (this.#seeking) {
        last = now;
        this.#playing = requestAnimationFrame(tick);
        return;
      }
      owed += ((now - last) / 1000) * this.speed;
      last = now;
      const steps = Math.floor(owed);
      owed -= steps;
      if (steps > 0) this.seek(this.step + steps);
      if (this.step >= this.#recording.record.expansions && !this.#session.recordJob) {
        this.pause();
        return;
      }
      this.#playing = requestAnimationFrame(tick);
    };
    this.#playing = requestAnimationFrame(tick);
    this.#ui.play.textContent = 'Pause';
  }

  pause() {
    if (this.#playing) cancelAnimationFrame(this.#playing);
    this.#playing = 0;
    this.#ui.play.textContent = 'Play';
    this.#speak(true);
  }

  #key(event) {
    if (!this.#cursor || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.tagName === 'INPUT' && target !== this.#ui.scrubber && target !== this.#ui.speed) return;
    if (target === this.#ui.scrubber || target === this.#ui.speed) {
      if (event.key !== ' ' && event.key !== 'n' && event.key !== 'p') return;
    }
    const actions = {
      ArrowRight: () => this.seek(this.step + 1),
      n: () => this.seek(this.step + 1),
      ArrowLeft: () => this.seek(this.step - 1),
      p: () => this.seek(this.step - 1),
      ' ': () => (this.#playing ? this.pause() : this.play()),
      Home: () => this.seek(0),
      End: () => this.seek(Infinity),
    };
    const action = actions[event.key];
    if (!action || (event.key === ' ' && target.tagName === 'BUTTON')) return;
    event.preventDefault();
    action();
  }

  // --- What the step shows ----------------------------------------------------------------------

  #refresh() {
    const cursor = this.#cursor;
    const recording = this.#recording;
    if (!cursor || !recording) return;
    const record = recording.record;
    cursor.seek(cursor.step); // takes in chunks that arrived
    const ui = this.#ui;
    const total = record.expansions;
    ui.scrubber.max = String(total);
    ui.scrubber.value = String(cursor.step);
    ui.scrubber.disabled = total === 0;
    ui.next.disabled = cursor.step >= total;
    ui.previous.disabled = cursor.step <= 0;
    ui.play.disabled = total === 0;
    const current = cursor.current === null ? null : record.node(cursor.current);
    // The node's number, as the frontier lists it: the entry expanded next is seen leaving.
    ui.step.textContent = `Expansion ${formatCount(cursor.step)} of ${formatCount(total)}${current ? `: node ${current.id}` : ''}`;
    const where = [];
    if (record.iterative) where.push(`Iteration ${cursor.iteration}, bound ${record.bounds[Math.max(0, cursor.iteration - 1)] ?? '–'}.`);
    else if (this.#facts?.frontier === 'queue' && current) where.push(`Expanding depth layer ${current.g}.`);
    // The solution path: only once the goal is found (it is not known before).
    const moves = this.#tree.pathMoves();
    if (moves !== null) where.push(`Goal found: its path, ${moves} moves, is marked in green.`);
    ui.where.textContent = where.join(' ');
    if (moves === null) delete this.root.dataset.path;
    else this.root.dataset.path = String(moves);
    ui.stopped.hidden = !record.stopped;
    ui.stopped.textContent = `Recording stopped at ${formatCount(total)} expansions; the search went on.`;
    const tree = record.iterative ? "this iteration's tree" : 'the tree';
    ui.counts.textContent = `Frontier ${formatCount(cursor.frontier)}, explored ${formatCount(cursor.explored)}; ${tree} has ${formatCount(cursor.nodes)} nodes.`;
    if (this.root.dataset.step !== String(cursor.step)) {
      this.root.dataset.step = String(cursor.step);
      this.root.dispatchEvent(new CustomEvent('search-step', { bubbles: true, detail: { step: cursor.step } }));
    }
    this.#showFrontier();
    this.#speak(false);
    this.#tree.draw();
  }

  #showFrontier() {
    const recording = /** @type {any} */ (this.#recording);
    const cursor = /** @type {SearchCursor} */ (this.#cursor);
    const order = this.#facts?.frontier ?? 'queue';
    const iterativePath = order === 'stack' && recording.record.iterative;
    const weight = this.#weight;
    const name = order === 'f' && weight !== 1 ? `by f = g + ${weight}·h` : (ORDER_NAMES[order] ?? order);
    this.#ui.frontierTitle.textContent = iterativePath ? 'The current path (deepest first)' : `Next on the frontier: ${name}`;
    const nodes = cursor.next(order, 12, weight);
    this.#ui.frontier.replaceChildren(...nodes.map((node) => el('li', { dataset: { node: String(node.id) } }, `node ${node.id}: ${this.#costs(node)}`)));
  }

  /**
   * The weight of h in f: for weighted A*, the one the core's plan settles on (the weight given,
   * else its default); else 1 (a weight chosen for another algorithm plays no part).
   */
  #weightOf(recording) {
    if (!this.#facts?.weighted) return 1;
    const plan = new this.#session.core.SolvePlan(recording.start, recording.options);
    try {
      return plan.summary.weight ?? 1;
    } finally {
      plan.free();
    }
  }

  /**
   * A node's costs as the view words them: "g 4, h 9, f 13" (f = g + w·h for weighted A*), or
   * "g 4" alone for a blind search (bfs, dfs, iddfs, ucs), whose h is no estimate (the core
   * records 0) and whose f is g.
   */
  #costs({ g, h }) {
    if (this.#facts?.usesHeuristic === false) return `g ${g}`;
    return `g ${g}, h ${h}, f ${Number((g + this.#weight * h).toFixed(2))}`;
  }

  // The live region: at most every 1.5 s while playing.
  #speak(force) {
    const cursor = this.#cursor;
    if (!cursor) return;
    const now = performance.now();
    if (this.#playing && !force && now - this.#lastSpoken < 1500) return;
    this.#lastSpoken = now;
    const record = /** @type {any} */ (this.#recording).record;
    const node = cursor.current === null ? null : record.node(cursor.current);
    const about = node ? `depth ${this.#tree.depth(node.id)}, ${this.#costs(node)}; ` : '';
    this.#ui.live.textContent = `Expansion ${cursor.step}: ${about}frontier ${cursor.frontier}, explored ${cursor.explored}`;
  }

  /** Tree node `id`'s board: the start board with the blank slid along its labels (the core's rule). */
  boardOf(id) {
    const recording = /** @type {any} */ (this.#recording);
    let board = recording.start;
    const labels = recording.record.labelsTo(id);
    for (const cell of labels.slice(1)) board = this.#session.core.slideCell(board, cell).board;
    return board;
  }

  /** What the tree says about node `id`: {id, g, h, f, depth, tile (the one that slid, or null), board}. */
  describe(id) {
    const record = /** @type {any} */ (this.#recording).record;
    const node = record.node(id);
    const board = this.boardOf(id);
    const parentBoard = node.parent === null ? null : this.boardOf(node.parent);
    const tile = parentBoard ? parentBoard.tiles[node.label] : null;
    return { id, g: node.g, h: node.h, f: node.f, depth: record.labelsTo(id).length - 1, tile, board };
  }

  #showInfo(id, { click = false } = {}) {
    const info = this.#ui.info;
    if (id === null) {
      info.replaceChildren();
      return;
    }
    try {
      const d = this.describe(id);
      const rows = [];
      for (let r = 0; r < d.board.rows; r += 1) rows.push(d.board.tiles.slice(r * d.board.cols, (r + 1) * d.board.cols).map((t) => (t === 0 ? '_' : t)).join(' '));
      info.dataset.node = String(id);
      info.replaceChildren(
        el('pre', { class: 'search-board' }, rows.join('\n')),
        el('p', {}, `Node ${id}: depth ${d.depth}, ${this.#costs(d)}${d.tile === null ? ' (the start)' : `; moved tile ${d.tile}`}`),
      );
      if (click) this.#session.peek(d.board);
    } catch (error) {
      info.textContent = messageOf(error);
    }
  }

  /** Screen position of node `id` ({x, y} in canvas pixels), for tests. */
  positionOf(id) {
    return this.#tree.positionOf(id);
  }
}
