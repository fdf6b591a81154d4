// The Search view: a recorded search (session.record) stepped through expansion by expansion.
// The tree on a canvas (tidy layout: tree-layout.js), coloured by each node's state at the
// step; the next frontier nodes in the algorithm's order; controls (next, previous, play, a
// speed, a scrubber, keys) and a polite live region saying where the search is. Hovering a node
// shows its board, g, h, f, depth and move; clicking also shows its board on the main board.

import { algorithmLabel } from '../catalog.js';
import { el, formatCount, messageOf } from '../dom.js';
import { SearchCursor, STATE } from '../session/search-record.js';
import { layout } from '../workers/tree-layout.js';
import { workerUrl } from '../workers/worker-url.js';

const CURRENT = '#f08c00';
const PATH = '#1e9e4a';
const COLOURS = {
  [STATE.open]: '#2f6fdb',
  [STATE.closed]: '#8a8f98',
  [STATE.duplicate]: '#9b59b6',
  [STATE.pruned]: '#d64541',
  [STATE.dropped]: '#c9c9c9',
  [STATE.superseded]: '#c9c9c9',
  [STATE.goal]: PATH,
};
const LEGEND = [
  ['Being expanded', CURRENT],
  ['Open (frontier)', COLOURS[STATE.open]],
  ['Closed (expanded)', COLOURS[STATE.closed]],
  ['Duplicate', COLOURS[STATE.duplicate]],
  ['Pruned', COLOURS[STATE.pruned]],
  ['Dropped or replaced', COLOURS[STATE.dropped]],
  ['Solution path', PATH],
];
const ORDER_NAMES = { queue: 'queue (first in, first out)', stack: 'stack (last in, first out)', f: 'by f = g + h', h: 'by h', g: 'by g' };
const LEAF = 14; // most pixels between leaves a fit gives
const LEVEL = 40; // most pixels between depths a fit gives
const NONE = 0xffffffff;
const SEEK_STRIDE = 10_000; // expansions a frame at most, jumping
const FIRST_CAP = 2000; // the cap field's first value: a tree quick to record and lay out

export class SearchView {
  #session;
  #ui;
  /** @type {SearchCursor | null} */ #cursor = null;
  /** @type {import('../session/session.js').Session['recording']} */ #recording = null;
  #layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
  /** Pixels a leaf (kx) and a depth (ky), and where x = 0, y = 0 falls. */
  #view = { kx: LEAF, ky: LEVEL, x: 20, y: 20, fitted: false, iteration: -1 };
  #frame = 0;
  #playing = 0;
  #lastSpoken = 0;
  #path = new Set();
  #layoutTimer = 0;
  #seeking = 0;
  #caps = { fallback: 0, most: 0 };
  /** @type {import('../../npuzzle.js').AlgorithmFacts | null} */ #facts = null; // the recorded algorithm's
  #weight = 1; // of h in f, for the recorded search
  /** @type {{worker: Worker, apply: (answer: any) => void} | null} */ #layoutWorker = null;

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
      ...LEGEND.map(([name, colour]) => el('li', {}, el('span', { class: 'swatch', style: `background:${colour}` }), name)),
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
    ui.zoomIn.addEventListener('click', () => this.zoom(1.5));
    ui.zoomOut.addEventListener('click', () => this.zoom(1 / 1.5));
    ui.fit.addEventListener('click', () => this.fit());
    this.root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event)));
    this.#bindCanvas();
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
      this.#layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
      this.#view.fitted = false;
      this.#path = new Set();
      this.#setState('running', `Recording ${algorithmLabel(recording.options.algorithm)}…`);
    } else if (phase === 'chunk') {
      this.#scheduleLayout();
      this.#refresh();
    } else if (phase === 'done') {
      const found = recording.record.found;
      const text = result.solved ? `Done: ${formatCount(recording.record.expansions)} expansions recorded; the answer has ${result.length} moves.` : `Done: ${result.message ?? 'no solution'}.`;
      this.#setState('done', text);
      this.#path = new Set();
      for (let at = found; at !== NONE && at !== null && found !== NONE; ) {
        this.#path.add(at);
        const parent = recording.record.node(at).parent;
        at = parent === null ? NONE : parent;
      }
      this.#relayout();
      this.#refresh();
    } else if (phase === 'failed') {
      this.#setState('failed', message);
    } else if (phase === 'stopped') {
      this.#setState('done', `Stopped: ${formatCount(recording?.record.expansions ?? 0)} expansions recorded.`);
      this.#relayout();
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

  // Lays the tree out again, at most every 300 ms while chunks stream.
  #scheduleLayout() {
    if (this.#layoutTimer) return;
    this.#layoutTimer = window.setTimeout(() => {
      this.#layoutTimer = 0;
      this.#relayout();
      this.#draw();
    }, this.#layout.nodes === 0 ? 0 : 300);
  }

  // The layout, in the layout worker (laid out here where no worker starts); the answer for an
  // older tree is kept only until a newer one arrives.
  #relayout() {
    if (!this.#recording) return;
    const parent = this.#recording.record.columns.parent.slice();
    const recording = this.#recording;
    const apply = ({ x, y, nodes }) => {
      if (recording !== this.#recording || nodes < this.#layout.nodes) return;
      this.#layout = { x, y, nodes };
      if (!this.#view.fitted) this.fit();
      this.#draw();
    };
    try {
      this.#layoutWorker ??= this.#startLayoutWorker(apply);
    } catch {
      this.#layoutWorker = null;
    }
    if (this.#layoutWorker) {
      this.#layoutWorker.apply = apply;
      this.#layoutWorker.worker.postMessage({ id: 0, parent }, [parent.buffer]);
    } else {
      apply({ ...layout(parent), nodes: parent.length });
    }
  }

  #startLayoutWorker(apply) {
    const worker = new Worker(workerUrl(new URL('../workers/tree-layout-worker.js', import.meta.url), location.origin), { type: 'module', name: 'npuzzle-tree-layout' });
    const handle = { worker, apply };
    worker.addEventListener('message', ({ data }) => handle.apply(data));
    worker.addEventListener('error', () => {
      worker.terminate();
      this.#layoutWorker = null;
    });
    return handle;
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
    const moves = this.#pathShown() ? this.#path.size - 1 : null;
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
    this.#draw();
  }

  /** Whether the solution path is drawn at this step: the goal found by then, the path known. */
  #pathShown() {
    return this.#path.size > 0 && this.#cursor?.found === true;
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
    const about = node ? `depth ${this.#depth(node.id)}, ${this.#costs(node)}; ` : '';
    this.#ui.live.textContent = `Expansion ${cursor.step}: ${about}frontier ${cursor.frontier}, explored ${cursor.explored}`;
  }

  #depth(id) {
    return this.#layout.nodes > id ? this.#layout.y[id] : this.#recording.record.labelsTo(id).length - 1;
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

  // --- The tree on the canvas -------------------------------------------------------------------

  #bindCanvas() {
    const canvas = this.#ui.canvas;
    let drag = null;
    canvas.addEventListener('pointerdown', (event) => {
      drag = { x: event.clientX, y: event.clientY, moved: 0 };
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (drag) {
        const dx = event.clientX - drag.x;
        const dy = event.clientY - drag.y;
        drag.moved += Math.abs(dx) + Math.abs(dy);
        drag.x = event.clientX;
        drag.y = event.clientY;
        this.#view.x += dx;
        this.#view.y += dy;
        this.#view.fitted = true;
        this.#view.iteration = -1; // the user's view now: kept across iterations
        this.#draw();
      } else {
        const id = this.nodeAt(event.offsetX, event.offsetY);
        if (id !== null) this.#showInfo(id);
      }
    });
    canvas.addEventListener('pointerup', (event) => {
      const wasClick = drag && drag.moved < 4;
      drag = null;
      if (!wasClick) return;
      const id = this.nodeAt(event.offsetX, event.offsetY);
      if (id !== null) this.#showInfo(id, { click: true });
    });
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        this.zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.offsetX, event.offsetY);
      },
      { passive: false },
    );
  }

  /** Zooms by `factor` about (`cx`, `cy`), the canvas's centre by default. */
  zoom(factor, cx = this.#ui.canvas.width / 2, cy = this.#ui.canvas.height / 2) {
    const view = this.#view;
    const f = Math.max(1e-5 / view.kx, Math.min(factor, (8 * LEAF) / view.kx));
    view.x = cx - (cx - view.x) * f;
    view.y = cy - (cy - view.y) * f;
    view.kx *= f;
    view.ky *= f;
    view.fitted = true;
    view.iteration = -1;
    this.#draw();
  }

  /**
   * Fits the tree shown into the canvas: the whole recorded tree, or for IDA* and IDDFS the
   * current iteration's (laid out beside the earlier ones), refitted as the iteration changes
   * until the user pans or zooms.
   */
  fit() {
    const { x, y, nodes } = this.#layout;
    const canvas = this.#ui.canvas;
    let minX = Infinity;
    let maxX = 0;
    let maxY = 0;
    for (let i = 0; i < nodes; i += 1) {
      if (this.#cursor && !this.#cursor.shows(i) && this.#recording?.record.iterative) continue;
      if (x[i] < minX) minX = x[i];
      if (x[i] > maxX) maxX = x[i];
      if (y[i] > maxY) maxY = y[i];
    }
    if (minX > maxX) minX = maxX;
    const width = canvas.clientWidth || canvas.width;
    const height = canvas.clientHeight || canvas.height;
    const kx = Math.min(LEAF, (width - 40) / Math.max(1, maxX - minX));
    const ky = Math.min(LEVEL, (height - 40) / Math.max(1, maxY));
    const fitted = nodes > 0 && canvas.clientWidth > 0;
    const x0 = 20 + (width - 40 - (maxX - minX) * kx) / 2 - minX * kx;
    this.#view = { kx, ky, x: x0, y: 20, fitted, iteration: fitted ? (this.#cursor?.iteration ?? 0) : -1 };
    this.#draw();
  }

  /** The node drawn nearest (`px`, `py`) on the canvas, within 8 pixels, or null. */
  nodeAt(px, py) {
    const cursor = this.#cursor;
    if (!cursor) return null;
    const { x, y, nodes } = this.#layout;
    const { kx, ky, x: ox, y: oy } = this.#view;
    let best = null;
    let bestDistance = 64;
    for (let i = 0; i < nodes; i += 1) {
      if (cursor.state[i] === STATE.unborn || !cursor.shows(i)) continue;
      const dx = ox + x[i] * kx - px;
      const dy = oy + y[i] * ky - py;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    return best;
  }

  /** Screen position of node `id` ({x, y} in canvas pixels), for tests and the info box. */
  positionOf(id) {
    const { kx, ky, x, y } = this.#view;
    return { x: x + this.#layout.x[id] * kx, y: y + this.#layout.y[id] * ky };
  }

  #draw() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#paint();
    });
  }

  #paint() {
    const canvas = this.#ui.canvas;
    const ratio = window.devicePixelRatio || 1;
    const W = canvas.clientWidth || canvas.width / ratio;
    const H = canvas.clientHeight || canvas.height / ratio;
    if (canvas.width !== Math.round(W * ratio)) canvas.width = Math.round(W * ratio);
    if (canvas.height !== Math.round(H * ratio)) canvas.height = Math.round(H * ratio);
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    const cursor = this.#cursor;
    if (!cursor) return;
    const refit = !this.#view.fitted || (this.#view.iteration !== -1 && this.#view.iteration !== cursor.iteration);
    if (refit && this.#layout.nodes > 0 && canvas.clientWidth > 0) this.fit();
    const { x, y } = this.#layout;
    const nodes = Math.min(this.#layout.nodes, cursor.state.length);
    const { kx: sx, ky: sy, x: ox, y: oy } = this.#view;
    const state = cursor.state;
    const iterative = this.#recording?.record.iterative;
    const visible = (i) => state[i] !== STATE.unborn && (!iterative || cursor.shows(i));
    const dense = sx < 1.5;
    if (dense) {
      // Many nodes a pixel: points into an ImageData (device pixels), no edges; the solution
      // path and the node being expanded drawn over them, larger.
      const DW = canvas.width;
      const DH = canvas.height;
      const image = context.createImageData(DW, DH);
      const pixels = new Uint32Array(image.data.buffer);
      const packed = {};
      for (const [key, colour] of Object.entries({ ...COLOURS, current: CURRENT, path: PATH })) {
        const v = parseInt(colour.slice(1), 16);
        packed[key] = (0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | (v >> 16);
      }
      for (let i = 0; i < nodes; i += 1) {
        if (!visible(i)) continue;
        const px = Math.round((ox + x[i] * sx) * ratio);
        const py = Math.round((oy + y[i] * sy) * ratio);
        if (px < 0 || py < 0 || px >= DW || py >= DH) continue;
        const colour = packed[state[i]];
        pixels[py * DW + px] = colour;
        if (py + 1 < DH) pixels[(py + 1) * DW + px] = colour;
      }
      context.putImageData(image, 0, 0);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const inView = (px, py) => px > -10 && py > -10 && px < W + 10 && py < H + 10;
    const parent = /** @type {any} */ (this.#recording).record.columns.parent;
    const radius = Math.max(1.5, Math.min(6, sx * 0.4));
    // Edges: one path.
    context.beginPath();
    context.strokeStyle = '#c5cad3';
    context.lineWidth = 1;
    for (let i = 0; i < nodes && !dense; i += 1) {
      const p = parent[i];
      if (p === NONE || !visible(i)) continue;
      const px = ox + x[i] * sx;
      const py = oy + y[i] * sy;
      const qx = ox + x[p] * sx;
      const qy = oy + y[p] * sy;
      if (!inView(px, py) && !inView(qx, qy)) continue;
      context.moveTo(qx, qy);
      context.lineTo(px, py);
    }
    context.stroke();
    // The solution path, thick.
    const path = this.#pathShown() ? this.#path : new Set();
    if (path.size > 0) {
      context.beginPath();
      context.strokeStyle = PATH;
      context.lineWidth = 3;
      for (const i of path) {
        const p = parent[i];
        if (p === NONE || !visible(i)) continue;
        context.moveTo(ox + x[p] * sx, oy + y[p] * sy);
        context.lineTo(ox + x[i] * sx, oy + y[i] * sy);
      }
      context.stroke();
    }
    // Nodes: one path per colour.
    for (const [key, colour] of Object.entries(dense ? {} : COLOURS)) {
      const wanted = Number(key);
      context.beginPath();
      context.fillStyle = colour;
      for (let i = 0; i < nodes; i += 1) {
        if (state[i] !== wanted || !visible(i)) continue;
        const px = ox + x[i] * sx;
        const py = oy + y[i] * sy;
        if (!inView(px, py)) continue;
        context.moveTo(px + radius, py);
        context.arc(px, py, radius, 0, Math.PI * 2);
      }
      context.fill();
    }
    const ring = (i, colour) => {
      if (i === null || i >= nodes || !visible(i)) return;
      context.beginPath();
      context.strokeStyle = colour;
      context.lineWidth = 3;
      context.arc(ox + x[i] * sx, oy + y[i] * sy, radius + 3, 0, Math.PI * 2);
      context.stroke();
    };
    for (const i of path) ring(i, PATH);
    ring(cursor.current, CURRENT);
  }
}
