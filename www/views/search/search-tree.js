// The Search view's tree, in two ways. Around the expansion (the way it opens, and "Focus"):
// the path from the root to the node expanded, its siblings, the frontier beside it and the
// node's children as boards of 40 pixels or more, every other subtree folded into a count
// (tree-focus.js), the node expanded kept in place as the steps go. The whole shape ("Fit"): the
// tidy layout of every node (tree-layout.js, in the layout worker) fitted into the canvas, those
// not made yet faint, the node expanded ringed, zoomed from dots to boards (tree-render.js draws
// either). Zooming (buttons, wheel, pinch) centres on the node expanded; dragging pans; the canvas
// is drawn again at its new size when its box changes. `render` draws with any painter (the SVG
// and PNG figures). Nodes drawn as boards, and the node expanded, get buttons named as the
// frontier names them.

import { readPalette } from '../../board/board-painter.js';
import { CanvasPainter } from '../../board/painters.js';
import { layout } from '../../workers/tree-layout.js';
import { workerUrl } from '../../workers/worker-url.js';
import { focusView, focusedTree } from './tree-focus.js';
import { BOARD_AT, Crowd, bandsOf, fitWhole, nodeAt, nodeSize, placeButtons, renderTree } from './tree-render.js';

export { LEGEND, costsOf, nameOf } from './tree-render.js';

const MAX_LEAF = 80; // most pixels between leaves a fit gives: boards of about 64 pixels
const LEVEL_RATIO = 1.9; // pixels between depths for each between leaves: a board, its label, an edge
const FOCUS_FRONTIER = 3; // the frontier's first entries, whose paths are shown too
const CROWD = 20_000; // nodes in view from which they are plotted as pixels, without edges

export class SearchTree {
  #say;
  #canvas;
  #pick;
  #buttons;
  /** @type {import('../../session/search-record.js').SearchRecord | null} */ #record = null;
  #layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
  #mode = 'focus'; // around the expansion; 'whole': the whole shape
  /** The whole shape's view: pixels a leaf (kx) and a depth (ky), and where x = 0, y = 0 falls. */
  #view = { kx: 14, ky: 26, x: 20, y: 20, fitted: false, iteration: -1, rows: 26 };
  /** Around the expansion: the user's zoom and pan (the pan until the next step), and what is laid out. */
  #near = { scale: 1, dx: 0, dy: 0, step: -1 };
  /** @type {(import('./tree-focus.js').FocusedTree & {key: string}) | null} */
  #focused = null;
  #frame = 0;
  #path = new Set();
  /** @type {number | null} */ #selected = null;
  /** @type {number | null} */ #reveal = null; // a node chosen, to bring into view at the next paint
  #current = -1; // the node expanded at the last paint, to follow in the whole shape
  #layoutTimer = 0;
  #buttonsTimer = 0;
  /** @type {{worker: Worker, apply: (answer: any) => void} | null} */ #layoutWorker = null;
  #crowd = new Crowd(); // many nodes a pixel, plotted
  /** "Colour by": 'state', else the key whose bands fill the nodes. */
  #colourKey = 'state';
  // While an exercise runs, the tree is laid out only as far as the step shown (a search that is
  // not iterative numbers its nodes as it makes them): the first questions' few nodes are drawn
  // as boards rather than as dots placed for the whole recording.
  #bornOnly = false;
  #layoutTicket = 0; // the latest layout asked for: only its answer is taken
  #fitOnLayout = false; // the next layout is fitted when it comes (the tree grew to a new step)
  /** @type {{nodes: number, values: Float64Array, colourOf: Map<number, string>, bands: [number, string][]} | null} */ #bands = null;
  /** @type {any} */ #palette = null; // the theme's colours, read once (again when the theme changes)
  /** The nodes the last paint drew as boards, and how (for the figures and the tests). */
  drawn = { level: 'dots', boards: /** @type {number[]} */ ([]), crowded: false };

  /**
   * @param {import('../../words.js').Say} say words the nodes' buttons and folded counts
   * @param {HTMLCanvasElement} canvas
   * @param {HTMLElement} buttons where the nodes drawn as boards get their buttons (over the canvas)
   * @param {(id: number, how: {click: boolean}) => void} pick a node hovered, or clicked
   */
  constructor(say, canvas, buttons, pick) {
    this.#say = say;
    this.#canvas = canvas;
    this.#buttons = buttons;
    this.#pick = pick;
    this.#bindCanvas();
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      this.#palette = null;
      this.draw();
    });
    // A new size (a phone turned, a resized frame): drawn again at it, the whole shape fitted again.
    let size = '';
    new ResizeObserver(() => {
      const now = `${canvas.clientWidth}x${canvas.clientHeight}`;
      if (now === size) return;
      size = now;
      if (this.#view.iteration !== -1) this.#view.fitted = false;
      this.draw();
    }).observe(canvas);
  }

  /** Fills the nodes by their bands of equal `key` ('f', 'g', 'h'), or not ('state'). */
  colourBy(key) {
    this.#colourKey = key;
    this.#bands = null;
    this.draw();
  }

  /** The bands shown ([value, colour] in order), or null when colouring by state. */
  get bands() {
    const record = this.#record;
    if (this.#colourKey === 'state' || !record) return null;
    if (this.#bands?.nodes !== record.nodes) {
      const values = record.values(/** @type {'g' | 'h' | 'f'} */ (this.#colourKey));
      this.#bands = { nodes: record.nodes, values, ...bandsOf(values) };
    }
    return this.#bands.bands;
  }

  /** Node `id`'s band colour, when colouring by a key. */
  #fillOf(id) {
    if (!this.bands) return null;
    const bands = /** @type {any} */ (this.#bands);
    return bands.colourOf.get(bands.values[id]) ?? null;
  }

  /** The board palette and the edges' colour, from the theme. */
  get palette() {
    this.#palette ??= { ...readPalette(this.#canvas), edge: getComputedStyle(this.#canvas).getPropertyValue('--tree-edge').trim() || '#c5cad3' };
    return this.#palette;
  }

  /** How the tree is shown: 'focus' (around the expansion) or 'whole' (the whole shape). */
  get mode() {
    return this.#mode;
  }

  /** A new recording: shown around its expansion, laid out afresh as it grows. */
  show(record) {
    this.#record = record;
    this.#layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
    this.#view.fitted = false;
    this.#mode = 'focus';
    this.#near = { scale: 1, dx: 0, dy: 0, step: -1 };
    this.#focused = null;
    this.#path = new Set();
    this.#selected = null;
  }

  /** Lays the tree out only as far as the step shown (an exercise), or all of it again. */
  set bornOnly(on) {
    if (on === this.#bornOnly) return;
    this.#bornOnly = on;
    this.#fitOnLayout = true;
    this.relayout();
  }

  /** Follows the step shown: while the tree is laid out only so far, lays it out again when that changed. */
  followStep() {
    const record = this.#record;
    if (!this.#bornOnly || !record || this.#laidOut(record) === this.#layout.nodes) return;
    // Fitted once the new layout comes, not before: fitting the old one would leave the new
    // one drawn off centre.
    this.#fitOnLayout = true;
    this.relayout();
  }

  /** How many of `record`'s nodes the layout covers: all, or while an exercise runs those made by the step shown. */
  #laidOut(record) {
    return this.#bornOnly && !record.iterative ? record.counts().nodes : record.nodes;
  }

  /** Marks the solution path of the recording, once done: the found node up to its root. */
  markPath() {
    const found = this.#record?.found ?? null;
    this.#path = new Set(found === null ? [] : this.#record?.pathTo(found));
    this.#focused = null;
  }

  /** The moves of the solution path when it is drawn at this step (the goal found by then), else null. */
  pathMoves() {
    return this.#pathShown() ? this.#path.size - 1 : null;
  }

  #pathShown() {
    return this.#path.size > 0 && this.#record?.foundByNow === true;
  }

  /** Rings node `id` (a frontier entry chosen) and brings it into view as a board. */
  select(id) {
    this.#selected = id;
    this.#reveal = id;
    this.#focused = null;
    if (id !== null && this.#mode === 'whole' && id < this.#layout.nodes) {
      const size = nodeSize(this.#view.kx, this.#view.ky);
      if (size < BOARD_AT + 8) this.#scaleWhole((BOARD_AT + 16) / size);
      this.#userView();
    }
    this.draw();
  }
  /** Lays the tree out again, at most every 300 ms while chunks stream. */
  scheduleLayout() {
    if (this.#layoutTimer) return;
    this.#layoutTimer = window.setTimeout(() => {
      this.#layoutTimer = 0;
      this.relayout();
    }, this.#layout.nodes === 0 ? 0 : 300);
  }

  /** Lays the tree out now, in the layout worker (here where no worker starts); an answer to an older request is dropped. */
  relayout() {
    const record = this.#record;
    if (!record) return;
    const parent = record.parents.slice(0, this.#laidOut(record));
    const ticket = (this.#layoutTicket += 1);
    const apply = ({ id, x, y, nodes }) => {
      if (record !== this.#record || id !== ticket) return;
      this.#layout = { x, y, nodes };
      if (!this.#view.fitted || this.#fitOnLayout) this.#fitWhole();
      this.#fitOnLayout = false;
      this.draw();
    };
    try {
      this.#layoutWorker ??= this.#startLayoutWorker(apply);
    } catch {
      this.#layoutWorker = null;
    }
    if (this.#layoutWorker) {
      this.#layoutWorker.apply = apply;
      this.#layoutWorker.worker.postMessage({ id: ticket, parent }, [parent.buffer]);
    } else {
      apply({ id: ticket, ...layout(parent), nodes: parent.length });
    }
  }

  #startLayoutWorker(apply) {
    const worker = new Worker(workerUrl(new URL('../../workers/tree-layout-worker.js', import.meta.url), location.origin), { type: 'module', name: 'npuzzle-tree-layout' });
    const handle = { worker, apply };
    worker.addEventListener('message', ({ data }) => handle.apply(data));
    worker.addEventListener('error', () => {
      worker.terminate();
      this.#layoutWorker = null;
    });
    return handle;
  }

  #bindCanvas() {
    const canvas = this.#canvas;
    /** Pointers down: id -> {x, y}; one drags, two pinch. */
    const pointers = new Map();
    let moved = 0;
    canvas.addEventListener('pointerdown', (event) => {
      pointers.set(event.pointerId, { x: event.offsetX, y: event.offsetY });
      moved = 0;
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener('pointermove', (event) => {
      const last = pointers.get(event.pointerId);
      if (!last) {
        const id = this.nodeAt(event.offsetX, event.offsetY);
        if (id !== null) this.#pick(id, { click: false });
        return;
      }
      const now = { x: event.offsetX, y: event.offsetY };
      if (pointers.size >= 2) {
        // A pinch: the zoom follows the fingers' spread, centred on the node expanded.
        const [a, b] = [...pointers.entries()].map(([id, p]) => (id === event.pointerId ? now : p));
        const [oldA, oldB] = [...pointers.values()];
        const spread = Math.hypot(a.x - b.x, a.y - b.y);
        const before = Math.hypot(oldA.x - oldB.x, oldA.y - oldB.y);
        if (before > 0) this.zoom(spread / before);
      } else {
        this.#pan(now.x - last.x, now.y - last.y);
      }
      moved += Math.abs(now.x - last.x) + Math.abs(now.y - last.y);
      pointers.set(event.pointerId, now);
      this.draw();
    });
    const up = (event) => {
      const wasClick = pointers.size === 1 && moved < 4 && event.type === 'pointerup';
      pointers.delete(event.pointerId);
      if (!wasClick) return;
      const id = this.nodeAt(event.offsetX, event.offsetY);
      if (id !== null) this.#pick(id, { click: true });
    };
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        this.zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2);
      },
      { passive: false },
    );
  }


  // The user's view of the whole shape now: kept across iterations.
  #userView() {
    this.#view.fitted = true;
    this.#view.iteration = -1;
  }

  #pan(dx, dy) {
    if (this.#mode === 'focus') {
      this.#near.dx += dx;
      this.#near.dy += dy;
    } else {
      this.#view.x += dx;
      this.#view.y += dy;
      this.#userView();
    }
  }

  #size() {
    const canvas = this.#canvas;
    const ratio = window.devicePixelRatio || 1;
    return { width: canvas.clientWidth || canvas.width / ratio, height: canvas.clientHeight || canvas.height / ratio };
  }

  /** The node the view centres on: the one expanded, else the root of the tree shown. */
  #centre() {
    const record = this.#record;
    if (!record) return null;
    const { from, to } = record.shown();
    const id = record.current ?? from;
    return id < to ? id : null;
  }

  /** Zooms by `factor`, centred on the node expanded (the buttons, the wheel, a pinch). */
  zoom(factor) {
    if (this.#mode === 'focus') {
      const near = this.#near;
      near.scale = Math.max(0.05, Math.min(near.scale * factor, 2.5));
      [near.dx, near.dy] = [0, 0];
    } else {
      const { width, height } = this.#size();
      const id = this.#centre();
      const at = id !== null && id < this.#layout.nodes ? this.positionOf(id) : { x: width / 2, y: height / 2 };
      this.#scaleWhole(factor, at.x, at.y);
      this.#view.x += width / 2 - at.x;
      this.#view.y += height / 2 - at.y;
      this.#userView();
    }
    this.draw();
  }

  // Zooms the whole shape about (cx, cy). A wide tree fitted has its depths spread over the
  // canvas's height: zooming in widens it until its leaves are as far apart as the depths are
  // for boards, then both grow.
  #scaleWhole(factor, cx = this.#size().width / 2, cy = this.#size().height / 2) {
    const view = this.#view;
    const f = Math.max(1e-5 / view.kx, Math.min(factor, (2.5 * MAX_LEAF) / view.kx));
    const ky = Math.max(Math.min(view.kx * f * LEVEL_RATIO, view.ky * f), Math.min(view.ky * f, view.rows));
    view.x = cx - (cx - view.x) * f;
    view.y = cy - (cy - view.y) * (ky / view.ky);
    view.kx *= f;
    view.ky = ky;
  }

  /** "Fit": the whole shape, fitted into the canvas, the node expanded ringed. */
  fit() {
    this.#mode = 'whole';
    this.#fitWhole();
  }

  /** "Focus": back around the expansion, at the size it opens with. */
  focus() {
    this.#mode = 'focus';
    this.#near = { scale: 1, dx: 0, dy: 0, step: -1 };
    this.draw();
  }

  /**
   * Fits the whole shape into the canvas, as boards when they fit: the whole recorded tree, or
   * for IDA* and IDDFS the current iteration's (laid out beside the earlier ones), refitted as
   * the iteration changes until the user pans or zooms.
   */
  #fitWhole() {
    const shown = this.#record?.shown() ?? { from: 0, to: 0 };
    const fitted = this.#layout.nodes > 0 && this.#canvas.clientWidth > 0;
    const view = fitWhole(this.#layout, shown, this.#size(), { leaf: MAX_LEAF, level: LEVEL_RATIO });
    this.#view = { ...view, fitted, iteration: fitted ? (this.#record?.iteration ?? 0) : -1, rows: view.ky };
    this.draw();
  }

  /**
   * The tree around the expansion, laid out again when the step, the tree or the node chosen
   * changed; its view follows the user's zoom (and pan, until the step changes).
   */
  #focusScene(width) {
    const record = /** @type {import('../../session/search-record.js').SearchRecord} */ (this.#record);
    // Laid out again as the step, the tree or the node chosen change (the frontier asked then only:
    // a big one costs); an exercise shows no frontier entry (the first gives its answer away).
    const key = `${record.step}|${record.nodes}|${record.shown().from}|${this.#pathShown()}|${this.#selected}|${this.#bornOnly}`;
    if (this.#focused?.key !== key) {
      const extra = [...(this.#bornOnly ? [] : record.frontier(FOCUS_FRONTIER)), this.#pathShown() ? record.found : null, this.#selected].filter((id) => id !== null);
      this.#focused = { key, ...focusedTree(record, this.#centre(), extra, this.#focused) };
    }
    const focused = this.#focused;
    if (this.#near.step !== record.step) [this.#near.dx, this.#near.dy, this.#near.step] = [0, 0, record.step];
    const view = focusView(focused, { width, height: this.#size().height, ...this.#near });
    return { x: focused.x, y: focused.y, nodes: focused.nodes, ids: focused.ids, view, folded: focused.folded };
  }

  /** Where each node is and how it is seen: the tree around the expansion, or the whole shape. */
  #scene() {
    const { width } = this.#size();
    if (this.#mode === 'focus' && this.#record) return this.#focusScene(width);
    return { ...this.#layout, ids: null, view: this.#view, folded: null };
  }

  /** The node drawn at (`px`, `py`) on the canvas (within 8 pixels of a dot), or null. */
  nodeAt(px, py) {
    return this.#record ? nodeAt(this.#record, this.#scene(), px, py) : null;
  }

  /** Screen position of node `id`'s centre ({x, y} in canvas pixels; NaN when it is not laid out). */
  positionOf(id) {
    const { x, y, nodes, ids, view } = this.#scene();
    if (id >= nodes || (ids && !ids.includes(id))) return { x: NaN, y: NaN };
    return { x: view.x + x[id] * view.kx, y: view.y + y[id] * view.ky };
  }

  /**
   * Draws the tree after the next frame (once however often asked), in a task of its own: a
   * large tree's paint (about 13 ms at 33,000 nodes), another tree's beside it and the page's
   * own layout and paint (as long again beside a pasted trace of 33,000 lines) would add up in
   * the frame's task. It shows at the frame after.
   */
  draw() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      setTimeout(() => {
        this.#frame = 0;
        this.#paint();
      });
    });
  }

  #paint() {
    const canvas = this.#canvas;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = this.#size();
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    const record = this.#record;
    if (!record) return;
    const refit = !this.#view.fitted || (this.#view.iteration !== -1 && this.#view.iteration !== record.iteration);
    if (refit && this.#layout.nodes > 0 && canvas.clientWidth > 0) this.#fitWhole();
    this.#follow(width, height);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const { x, y, nodes } = this.#layout; // the whole shape's: the tree around the expansion is never a crowd
    const plot = () => this.#crowd.plot(context, width, height, { record, x, y, nodes, view: this.#view, ghosts: !this.#bornOnly });
    this.drawn = this.render(new CanvasPainter(context), width, height, { plot });
    canvas.dataset.level = this.drawn.level;
    canvas.dataset.mode = this.#mode;
    clearTimeout(this.#buttonsTimer);
    this.#buttonsTimer = window.setTimeout(() => this.#placeButtons(), 150);
  }

  // The buttons of the nodes drawn as boards, and of the node expanded however it is drawn.
  #placeButtons() {
    const { view, folded } = this.#scene();
    placeButtons(this.#say, this.#buttons, {
      record: this.#record,
      drawn: this.drawn,
      size: this.#size(),
      positionOf: (id) => this.positionOf(id),
      nodeSide: nodeSize(view.kx, view.ky),
      key: `${view.x},${view.y}`,
      folded,
      path: this.#pathShown() ? this.#path : new Set(),
      pick: (id) => this.#pick(id, { click: true }),
    });
    this.#buttons.dataset.mode = this.#mode; // placed for this way of showing the tree
  }

  // Keeps in view what must be: a node chosen (panned to), and in the whole shape the node
  // expanded as the steps go.
  #follow(width, height) {
    const inside = ({ x, y }) => x >= 30 && y >= 30 && x <= width - 30 && y <= height - 30;
    const reveal = this.#reveal;
    this.#reveal = null;
    const current = this.#centre() ?? -1;
    const moved = current !== this.#current;
    this.#current = current;
    const target = reveal ?? (this.#mode === 'whole' && moved ? current : -1);
    if (target < 0) return;
    const at = this.positionOf(target);
    if (Number.isNaN(at.x) || inside(at)) return;
    this.#pan(width / 2 - at.x, height / 2 - at.y);
  }

  /**
   * Draws the tree as it is in view, `width` x `height`, with `painter` (the canvas, or a
   * figure's). `plot`, when given, draws a crowd of dots straight into the pixels (the canvas's
   * way with tens of thousands of nodes in view; a figure draws them as shapes).
   * Answers what it drew: {level: 'boards'|'compact'|'dots', boards: the ids drawn as boards, crowded}.
   */
  render(painter, width, height, { plot = /** @type {(() => void) | null} */ (null) } = {}) {
    const record = this.#record;
    if (!record) return { level: 'dots', boards: [], crowded: false };
    const scene = this.#scene();
    return renderTree(this.#say, painter, width, height, {
      ...scene,
      record,
      path: this.#pathShown() ? this.#path : new Set(),
      current: record.current,
      selected: this.#selected,
      palette: this.palette,
      fillOf: (id) => this.#fillOf(id),
      banded: this.bands !== null,
      plot,
      crowd: CROWD,
      ghosts: scene.ids === null && !this.#bornOnly,
    });
  }
}
