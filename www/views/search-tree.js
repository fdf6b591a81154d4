// The Search view's tree on a canvas: each node of the recorded search (tidy layout:
// tree-layout.js, in the layout worker) coloured by its state at the cursor's step, the
// solution path once the goal is found, panned by dragging, zoomed by the wheel or the view's
// buttons, refitted as an iteration of IDA* or IDDFS changes. The view (search-view.js) owns the
// cursor and says what it picked: hovering a node, or clicking it.

import { STATE } from '../session/search-record.js';
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
/** What each colour means: [name, colour], for the view's legend. */
export const LEGEND = [
  ['Being expanded', CURRENT],
  ['Open (frontier)', COLOURS[STATE.open]],
  ['Closed (expanded)', COLOURS[STATE.closed]],
  ['Duplicate', COLOURS[STATE.duplicate]],
  ['Pruned', COLOURS[STATE.pruned]],
  ['Dropped or replaced', COLOURS[STATE.dropped]],
  ['Solution path', PATH],
];
const LEAF = 14; // most pixels between leaves a fit gives
const LEVEL = 40; // most pixels between depths a fit gives
const NONE = 0xffffffff;

export class SearchTree {
  #canvas;
  #pick;
  /** @type {import('../session/search-record.js').SearchCursor | null} */ #cursor = null;
  /** @type {import('../session/session.js').Session['recording']} */ #recording = null;
  #layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
  /** Pixels a leaf (kx) and a depth (ky), and where x = 0, y = 0 falls. */
  #view = { kx: LEAF, ky: LEVEL, x: 20, y: 20, fitted: false, iteration: -1 };
  #frame = 0;
  #path = new Set();
  #layoutTimer = 0;
  /** @type {{worker: Worker, apply: (answer: any) => void} | null} */ #layoutWorker = null;

  /**
   * @param {HTMLCanvasElement} canvas
   * @param {(id: number, how: {click: boolean}) => void} pick a node hovered, or clicked
   */
  constructor(canvas, pick) {
    this.#canvas = canvas;
    this.#pick = pick;
    this.#bindCanvas();
  }

  /** A new recording, stepped through by `cursor`: laid out afresh as it grows, then fitted. */
  show(recording, cursor) {
    this.#recording = recording;
    this.#cursor = cursor;
    this.#layout = { x: new Float32Array(0), y: new Uint16Array(0), nodes: 0 };
    this.#view.fitted = false;
    this.#path = new Set();
  }

  /** Marks the solution path of the recording, once done: the found node up to its root. */
  markPath() {
    const record = /** @type {any} */ (this.#recording).record;
    const found = record.found;
    this.#path = new Set();
    for (let at = found; at !== NONE && at !== null && found !== NONE; ) {
      this.#path.add(at);
      const parent = record.node(at).parent;
      at = parent === null ? NONE : parent;
    }
  }

  /** The moves of the solution path when it is drawn at this step (the goal found by then), else null. */
  pathMoves() {
    return this.#pathShown() ? this.#path.size - 1 : null;
  }

  /** Whether the solution path is drawn at this step: the goal found by then, the path known. */
  #pathShown() {
    return this.#path.size > 0 && this.#cursor?.found === true;
  }

  /** Node `id`'s depth: from the layout once it is laid out, else from its labels. */
  depth(id) {
    return this.#layout.nodes > id ? this.#layout.y[id] : this.#recording.record.labelsTo(id).length - 1;
  }

  /** Lays the tree out again, at most every 300 ms while chunks stream. */
  scheduleLayout() {
    if (this.#layoutTimer) return;
    this.#layoutTimer = window.setTimeout(() => {
      this.#layoutTimer = 0;
      this.relayout();
      this.draw();
    }, this.#layout.nodes === 0 ? 0 : 300);
  }

  /**
   * Lays the tree out now, in the layout worker (here where no worker starts); the answer for
   * an older tree is kept only until a newer one arrives.
   */
  relayout() {
    if (!this.#recording) return;
    const parent = this.#recording.record.columns.parent.slice();
    const recording = this.#recording;
    const apply = ({ x, y, nodes }) => {
      if (recording !== this.#recording || nodes < this.#layout.nodes) return;
      this.#layout = { x, y, nodes };
      if (!this.#view.fitted) this.fit();
      this.draw();
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

  #bindCanvas() {
    const canvas = this.#canvas;
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
        this.draw();
      } else {
        const id = this.nodeAt(event.offsetX, event.offsetY);
        if (id !== null) this.#pick(id, { click: false });
      }
    });
    canvas.addEventListener('pointerup', (event) => {
      const wasClick = drag && drag.moved < 4;
      drag = null;
      if (!wasClick) return;
      const id = this.nodeAt(event.offsetX, event.offsetY);
      if (id !== null) this.#pick(id, { click: true });
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
  zoom(factor, cx = this.#canvas.width / 2, cy = this.#canvas.height / 2) {
    const view = this.#view;
    const f = Math.max(1e-5 / view.kx, Math.min(factor, (8 * LEAF) / view.kx));
    view.x = cx - (cx - view.x) * f;
    view.y = cy - (cy - view.y) * f;
    view.kx *= f;
    view.ky *= f;
    view.fitted = true;
    view.iteration = -1;
    this.draw();
  }

  /**
   * Fits the tree shown into the canvas: the whole recorded tree, or for IDA* and IDDFS the
   * current iteration's (laid out beside the earlier ones), refitted as the iteration changes
   * until the user pans or zooms.
   */
  fit() {
    const { x, y, nodes } = this.#layout;
    const canvas = this.#canvas;
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
    this.draw();
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
