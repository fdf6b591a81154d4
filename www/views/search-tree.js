// The Search view's tree: each node of a recorded search (tidy layout: tree-layout.js, in the
// layout worker) drawn as the textbook draws it when there is room, by the one board renderer:
// at about 40 pixels a node or more, a board framed in its state's colour with g, h and f
// beneath and the tile that moved marked; from about 12 to 40, a compact board; below, a dot.
// Only the nodes in view are drawn. Panned by dragging (one finger), zoomed by the wheel, a
// pinch or the view's buttons; refitted as an iteration of IDA* or IDDFS changes. `render`
// draws with any painter, so the SVG and PNG figures are what the canvas shows. Nodes drawn as
// boards get a focusable button each, named as the frontier names them.

import { drawBoard, readPalette } from '../board/board-painter.js';
import { CanvasPainter } from '../board/painters.js';
import { el } from '../dom.js';
import { layout } from '../workers/tree-layout.js';
import { workerUrl } from '../workers/worker-url.js';

const CURRENT = '#f08c00';
const PATH = '#1e9e4a';
/** Colours by the core's state names (SearchReplay.facts().states). */
const COLOURS = {
  open: '#2f6fdb',
  closed: '#8a8f98',
  duplicate: '#9b59b6',
  pruned: '#d64541',
  dropped: '#b8bcc4',
  superseded: '#b8bcc4',
  goal: PATH,
};
/** What each colour means: [name, colour], for the legends (the view's and the figures'). */
export const LEGEND = [
  ['Being expanded', CURRENT],
  ['Open (frontier)', COLOURS.open],
  ['Closed (expanded)', COLOURS.closed],
  ['Duplicate', COLOURS.duplicate],
  ['Pruned', COLOURS.pruned],
  ['Dropped or replaced', COLOURS.dropped],
  ['Solution path', PATH],
];
const MAX_LEAF = 80; // most pixels between leaves a fit gives: boards of about 64 pixels
const LEVEL_RATIO = 1.9; // pixels between depths for each between leaves: a board, its label, an edge
export const BOARD_AT = 40; // node pixels from which a node is a board with its label
export const COMPACT_AT = 12; // ... a compact board
const MOST_BUTTONS = 120; // focusable nodes at most (a zoomed-in view shows far fewer)
const CROWD = 20_000; // nodes in view from which they are plotted as pixels, without edges
const NONE = 0xffffffff;

/**
 * "Colour by" a node's `key`: its band's colour, from cool (the smallest value) to warm, and
 * the bands in order ([value, colour]), for the legend.
 * @param {Float64Array} values every node's value of the key
 */
export function bandsOf(values) {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const colourOf = new Map(distinct.map((value, i) => [value, `hsl(${Math.round(210 - (200 * i) / Math.max(1, distinct.length - 1))} 75% 72%)`]));
  return { colourOf, bands: [...colourOf] };
}

/** A node's costs as the view words them: "g 4, h 9, f 13", or "g 4" for a search without an estimate. */
export function costsOf(node, facts) {
  if (!facts.usesHeuristic) return `g ${node.g}`;
  return `g ${node.g}, h ${node.h}, f ${Number(node.f.toFixed(2))}`;
}

/** A node's name, for its button in the tree and in the frontier: "1 2 3 / 4 _ 6 / 7 5 8, g 1, h 1, f 2". */
export function nameOf(node, facts) {
  return `${node.line}, ${costsOf(node, facts)}`;
}

/** The side of a node's box for `kx` pixels a leaf and `ky` a depth. */
const nodeSize = (kx, ky) => Math.min(kx * 0.8, ky / 1.7);

export class SearchTree {
  #canvas;
  #pick;
  #buttons;
  /** @type {import('../session/search-record.js').SearchRecord | null} */ #record = null;
  #layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
  /** Pixels a leaf (kx) and a depth (ky), and where x = 0, y = 0 falls. */
  #view = { kx: 14, ky: 26, x: 20, y: 20, fitted: false, iteration: -1 };
  #frame = 0;
  #path = new Set();
  /** @type {number | null} */ #selected = null;
  #layoutTimer = 0;
  #buttonsTimer = 0;
  /** @type {{worker: Worker, apply: (answer: any) => void} | null} */ #layoutWorker = null;
  /** @type {HTMLCanvasElement | null} */ #dots = null; // the crowd's dots, drawn at CSS pixels
  /** @type {ImageData | null} */ #pixels = null; // and their pixels, kept between frames
  /** "Colour by": 'state', else the key whose bands fill the nodes. */
  #colourKey = 'state';
  // While an exercise runs, the tree is laid out only as far as the step shown (a search that is
  // not iterative numbers its nodes as it makes them): the first questions' few nodes are drawn
  // as boards rather than as dots placed for the whole recording.
  #bornOnly = false;
  #layoutTicket = 0; // the latest layout asked for: only its answer is taken
  #fitOnLayout = false; // the next layout is fitted when it comes (the tree grew to a new step)
  /** @type {{nodes: number, values: Float64Array, colourOf: Map<number, string>, bands: [number, string][]} | null} */ #bands = null;

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
  /** @type {any} */ #palette = null; // the theme's colours, read once (again when the theme changes)
  /** The nodes the last paint drew as boards, and how (for the figures and the tests). */
  drawn = { level: 'dots', boards: /** @type {number[]} */ ([]) };

  /**
   * @param {HTMLCanvasElement} canvas
   * @param {HTMLElement} buttons where the nodes drawn as boards get their buttons (over the canvas)
   * @param {(id: number, how: {click: boolean}) => void} pick a node hovered, or clicked
   */
  constructor(canvas, buttons, pick) {
    this.#canvas = canvas;
    this.#buttons = buttons;
    this.#pick = pick;
    this.#bindCanvas();
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      this.#palette = null;
      this.draw();
    });
  }

  /** The board palette and the edges' colour, from the theme. */
  get palette() {
    this.#palette ??= { ...readPalette(this.#canvas), edge: getComputedStyle(this.#canvas).getPropertyValue('--tree-edge').trim() || '#c5cad3' };
    return this.#palette;
  }

  /** A new recording: laid out afresh as it grows, then fitted. */
  show(record) {
    this.#record = record;
    this.#layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
    this.#view.fitted = false;
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
    if (id === null || this.#layout.nodes <= id) return this.draw();
    const view = this.#view;
    const size = nodeSize(view.kx, view.ky);
    if (size < BOARD_AT + 8) this.#scale((BOARD_AT + 16) / size);
    const { x, y } = this.positionOf(id);
    const { width, height } = this.#size();
    if (x < 40 || y < 40 || x > width - 40 || y > height - 40) {
      view.x += width / 2 - x;
      view.y += height / 2 - y;
    }
    view.fitted = true;
    view.iteration = -1;
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
      if (!this.#view.fitted || this.#fitOnLayout) this.fit();
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
    const worker = new Worker(workerUrl(new URL('../workers/tree-layout-worker.js', import.meta.url), location.origin), { type: 'module', name: 'npuzzle-tree-layout' });
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
        // A pinch: the zoom follows the fingers' spread, about their middle.
        const [a, b] = [...pointers.entries()].map(([id, p]) => (id === event.pointerId ? now : p));
        const [oldA, oldB] = [...pointers.values()];
        const spread = Math.hypot(a.x - b.x, a.y - b.y);
        const before = Math.hypot(oldA.x - oldB.x, oldA.y - oldB.y);
        if (before > 0) this.zoom(spread / before, (a.x + b.x) / 2, (a.y + b.y) / 2);
      } else {
        this.#view.x += now.x - last.x;
        this.#view.y += now.y - last.y;
        this.#userView();
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
        this.zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.offsetX, event.offsetY);
      },
      { passive: false },
    );
  }

  // The user's view now: kept across iterations.
  #userView() {
    this.#view.fitted = true;
    this.#view.iteration = -1;
  }

  #size() {
    const canvas = this.#canvas;
    const ratio = window.devicePixelRatio || 1;
    return { width: canvas.clientWidth || canvas.width / ratio, height: canvas.clientHeight || canvas.height / ratio };
  }

  /** Zooms by `factor` about (`cx`, `cy`), the canvas's centre by default. */
  zoom(factor, cx = this.#size().width / 2, cy = this.#size().height / 2) {
    this.#scale(factor, cx, cy);
    this.#userView();
    this.draw();
  }

  #scale(factor, cx = this.#size().width / 2, cy = this.#size().height / 2) {
    const view = this.#view;
    const f = Math.max(1e-5 / view.kx, Math.min(factor, (2.5 * MAX_LEAF) / view.kx));
    view.x = cx - (cx - view.x) * f;
    view.y = cy - (cy - view.y) * f;
    view.kx *= f;
    view.ky *= f;
  }

  /**
   * Fits the tree shown into the canvas, as boards when they fit: the whole recorded tree, or
   * for IDA* and IDDFS the current iteration's (laid out beside the earlier ones), refitted as
   * the iteration changes until the user pans or zooms.
   */
  fit() {
    const { x, y, nodes } = this.#layout;
    const { from, to } = this.#record?.shown() ?? { from: 0, to: 0 };
    let minX = Infinity;
    let maxX = 0;
    let maxY = 0;
    for (let i = from; i < Math.min(to, nodes); i += 1) {
      if (x[i] < minX) minX = x[i];
      if (x[i] > maxX) maxX = x[i];
      if (y[i] > maxY) maxY = y[i];
    }
    if (minX > maxX) minX = maxX;
    const { width, height } = this.#size();
    // A leaf's room each side, a depth's room below the deepest (a node, its label); centred
    // across, from the top down.
    const kx = Math.min(MAX_LEAF, (width - 16) / (maxX - minX + 1));
    const ky = Math.min(kx * LEVEL_RATIO, (height - 16) / (maxY + 1));
    const size = nodeSize(kx, ky);
    const fitted = nodes > 0 && this.#canvas.clientWidth > 0;
    const x0 = (width - (maxX - minX) * kx) / 2 - minX * kx;
    const y0 = 10 + Math.max(4, size * 0.55);
    this.#view = { kx, ky, x: x0, y: y0, fitted, iteration: fitted ? (this.#record?.iteration ?? 0) : -1 };
    this.draw();
  }

  /** The node drawn at (`px`, `py`) on the canvas (within 8 pixels of a dot), or null. */
  nodeAt(px, py) {
    const record = this.#record;
    if (!record) return null;
    const { x, y, nodes } = this.#layout;
    const { kx, ky, x: ox, y: oy } = this.#view;
    const reach = Math.max(8, nodeSize(kx, ky) / 2 + 3);
    const states = record.states;
    const { from, to } = record.shown();
    let best = null;
    let bestDistance = reach * reach;
    for (let i = from; i < Math.min(to, nodes); i += 1) {
      if (states[i] === 0) continue;
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

  /** Screen position of node `id`'s centre ({x, y} in canvas pixels). */
  positionOf(id) {
    const { kx, ky, x, y } = this.#view;
    return { x: x + this.#layout.x[id] * kx, y: y + this.#layout.y[id] * ky };
  }

  /** Draws the tree at the next frame (once however often asked). */
  draw() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#paint();
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
    if (refit && this.#layout.nodes > 0 && canvas.clientWidth > 0) this.fit();
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.drawn = this.render(new CanvasPainter(context), width, height, { plot: () => this.#denseDots(context, width, height) });
    canvas.dataset.level = this.drawn.level;
    clearTimeout(this.#buttonsTimer);
    this.#buttonsTimer = window.setTimeout(() => this.#placeButtons(), 150);
  }

  // Many nodes a pixel: points straight into the pixels of a canvas of the tree's CSS size (a
  // quarter of the device's pixels at twice the density), scaled onto the tree's; no edges.
  #denseDots(context, width, height) {
    const record = /** @type {any} */ (this.#record);
    const { x, y, nodes } = this.#layout;
    const { kx, ky, x: ox, y: oy } = this.#view;
    const [w, h] = [Math.ceil(width), Math.ceil(height)];
    this.#dots ??= document.createElement('canvas');
    const dots = this.#dots;
    const dotsContext = /** @type {CanvasRenderingContext2D} */ (dots.getContext('2d'));
    if (dots.width !== w || dots.height !== h) [dots.width, dots.height, this.#pixels] = [w, h, dotsContext.createImageData(w, h)];
    const image = /** @type {ImageData} */ (this.#pixels);
    const pixels = new Uint32Array(image.data.buffer);
    pixels.fill(0);
    const packed = record.facts.states.map((name) => {
      const v = parseInt((COLOURS[name] ?? '#000000').slice(1), 16);
      return (0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | (v >> 16);
    });
    const states = record.states;
    const { from, to } = record.shown();
    for (let i = from; i < Math.min(to, nodes); i += 1) {
      if (states[i] === 0) continue;
      const px = Math.round(ox + x[i] * kx);
      const py = Math.round(oy + y[i] * ky);
      if (px >= 0 && py >= 0 && px < w && py < h) pixels[py * w + px] = packed[states[i]];
    }
    dotsContext.putImageData(image, 0, 0);
    context.imageSmoothingEnabled = false;
    context.drawImage(dots, 0, 0, w, h);
  }

  /**
   * Draws the tree as it is in view, `width` x `height`, with `painter` (the canvas, or a
   * figure's). `plot`, when given, draws a crowd of dots straight into the pixels (the canvas's
   * way with tens of thousands of nodes in view; a figure draws them as shapes).
   * Answers what it drew: {level: 'boards'|'compact'|'dots', boards: the ids drawn as boards}.
   */
  render(painter, width, height, { plot = null } = {}) {
    const record = this.#record;
    if (!record) return { level: 'dots', boards: [] };
    const palette = this.palette;
    const { x, y, nodes } = this.#layout;
    const { kx, ky, x: ox, y: oy } = this.#view;
    const size = nodeSize(kx, ky);
    const level = size >= BOARD_AT ? 'boards' : size >= COMPACT_AT ? 'compact' : 'dots';
    const states = record.states;
    const names = record.facts.states;
    const parents = record.parents;
    const { from, to } = record.shown();
    const last = Math.min(to, nodes);
    const { rows, cols } = record.start;
    const bw = (size * cols) / Math.max(rows, cols);
    const bh = (size * rows) / Math.max(rows, cols);
    const below = level === 'boards' ? size * 0.32 : 0; // the label's room
    const margin = level === 'dots' ? 6 : size + below;
    const inView = (px, py) => px > -margin && py > -margin && px < width + margin && py < height + margin;
    const at = (i) => [ox + x[i] * kx, oy + y[i] * ky];
    const path = this.#pathShown() ? this.#path : new Set();
    const current = record.current;
    // The nodes in view; on the canvas, past CROWD of them (or at under 1.5 pixels a leaf) a
    // crowd, which `plot` draws (a figure draws every one).
    const visible = [];
    const enough = plot ? CROWD : Infinity;
    for (let i = from; i < last && !(plot && kx < 1.5) && visible.length <= enough; i += 1) {
      if (states[i] !== 0 && inView(ox + x[i] * kx, oy + y[i] * ky)) visible.push(i);
    }
    const crowded = kx < 1.5 || visible.length > enough;
    if (!(crowded && plot)) {
      // Edges: from below a parent (its label) to above its child; none in a crowd.
      const top = level === 'dots' ? 0 : bh / 2 + 2;
      const bottom = level === 'dots' ? 0 : bh / 2 + below;
      const edges = [];
      const pathEdges = [];
      for (let i = from; i < last && !crowded; i += 1) {
        const p = parents[i];
        if (states[i] === 0 || p === NONE || p >= last) continue;
        const px = ox + x[i] * kx;
        const py = oy + y[i] * ky;
        const qx = ox + x[p] * kx;
        const qy = oy + y[p] * ky;
        if (!inView(px, py) && !inView(qx, qy)) continue;
        (path.has(i) ? pathEdges : edges).push(qx, qy + bottom, px, py - top);
      }
      painter.lines(edges, { stroke: palette.edge, lineWidth: 1 });
      painter.lines(pathEdges, { stroke: PATH, lineWidth: 3 });
    }
    if (level === 'dots') {
      const radius = Math.max(1.5, Math.min(6, kx * 0.4));
      if (crowded && plot) {
        plot();
      } else {
        const byState = new Map();
        for (const i of visible) {
          const list = byState.get(states[i]) ?? [];
          list.push(ox + x[i] * kx, oy + y[i] * ky);
          byState.set(states[i], list);
        }
        if (this.bands) {
          const byBand = new Map();
          for (const i of visible) {
            const colour = this.#fillOf(i);
            const list = byBand.get(colour) ?? [];
            list.push(ox + x[i] * kx, oy + y[i] * ky);
            byBand.set(colour, list);
          }
          for (const [colour, points] of byBand) painter.dots(points, radius, colour ?? '#000');
        } else {
          for (const [state, points] of byState) painter.dots(points, radius, COLOURS[names[state]] ?? '#000');
        }
      }
      const ring = (i, extra, style) => i !== null && i < last && states[i] !== 0 && inView(...at(i)) && painter.ring(...at(i), radius + extra, style);
      for (const i of path) ring(i, 3, { stroke: PATH, lineWidth: 3 });
      ring(current, 3, { stroke: CURRENT, lineWidth: 3 });
      ring(this.#selected, 6, { stroke: palette.highlight, lineWidth: 2 });
      return { level, boards: [] };
    }
    const facts = record.facts;
    const frame = Math.max(2, size * 0.06);
    for (const node of record.nodesOf(visible)) {
      const [cx, cy] = at(node.id);
      const emphasis = node.id === current ? CURRENT : path.has(node.id) ? PATH : null;
      const colour = emphasis ?? COLOURS[names[states[node.id]]] ?? '#000';
      const line = emphasis ? frame * 1.6 : frame;
      // Coloured by a key, the band fills a wider margin inside the frame, which keeps the state's colour.
      const band = this.#fillOf(node.id);
      const pad = band ? line + frame * 1.5 : line / 2 + 1;
      painter.rect(cx - bw / 2 - pad, cy - bh / 2 - pad, bw + pad * 2, bh + pad * 2, { fill: band ?? palette.paper, stroke: colour, lineWidth: line, radius: size * 0.08 });
      drawBoard(painter, { rows, cols, tiles: node.tiles, x: cx - bw / 2, y: cy - bh / 2, width: bw, height: bh, palette, compact: level === 'compact', mark: node.moved || null });
      if (node.id === this.#selected) painter.rect(cx - bw / 2 - frame * 2.5, cy - bh / 2 - frame * 2.5, bw + frame * 5, bh + frame * 5, { stroke: palette.highlight, lineWidth: 2, radius: size * 0.12, dash: [4, 3] });
      if (level === 'boards') {
        painter.text(cx, cy + bh / 2 + below * 0.55, costsOf(node, facts).replace(/,/g, ''), { size: Math.max(10, size * 0.19), weight: 600, fill: palette.ink, font: palette.font });
      }
    }
    return { level, boards: level === 'boards' ? visible : [] };
  }

  // The buttons of the nodes drawn as boards, over them: what a keyboard and a screen reader reach.
  #placeButtons() {
    const record = this.#record;
    const ids = this.drawn.level === 'boards' && record ? this.drawn.boards.slice(0, MOST_BUTTONS) : [];
    const size = nodeSize(this.#view.kx, this.#view.ky);
    const key = `${ids.join(',')}|${this.#view.x},${this.#view.y},${size}`;
    if (this.#buttons.dataset.key === key) return;
    this.#buttons.dataset.key = key;
    const nodes = record ? record.nodesOf(ids) : [];
    // The node that had the focus keeps it.
    const focused = /** @type {HTMLElement | null} */ (this.#buttons.querySelector(':focus'))?.dataset.node;
    this.#buttons.replaceChildren(
      ...nodes.map((node) => {
        const { x, y } = this.positionOf(node.id);
        const button = el('button', {
          type: 'button',
          class: 'search-node',
          'aria-label': nameOf(node, /** @type {any} */ (record).facts),
          dataset: { node: String(node.id) },
          style: { left: `${x - size / 2}px`, top: `${y - size / 2}px`, width: `${size}px`, height: `${size}px` },
        });
        button.addEventListener('click', () => this.#pick(node.id, { click: true }));
        return button;
      }),
    );
    if (focused !== undefined) /** @type {HTMLElement | null} */ (this.#buttons.querySelector(`[data-node="${focused}"]`))?.focus();
  }
}
