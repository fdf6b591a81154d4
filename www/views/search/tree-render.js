// How the Search view's tree is drawn, with any painter (the canvas, or a figure's SVG): each
// node in view as the textbook draws it when there is room, by the one board renderer: at about
// 40 pixels a node or more, a board framed in its state's colour with g, h and f beneath and the
// tile that moved marked; from about 12 to 40, a compact board; below, a dot. A folded node says
// how many nodes it stands for; tens of thousands of dots in view are plotted as pixels (Crowd).
// The colours, their legend, the nodes' names and their buttons over the canvas live here too. A
// record may mark one node (`record.marked`: a student's first wrong expansion, student-search.js):
// framed in WRONG, ringed, and its button named with the mark's note.

import { drawBoard } from '../../board/board-painter.js';
import { el, formatCount } from '../../dom.js';

export const CURRENT = '#f08c00';
export const PATH = '#1e9e4a';
export const WRONG = '#d6336c';
/** Colours by the core's state names (SearchReplay.facts().states). */
export const COLOURS = {
  open: '#2f6fdb',
  closed: '#8a8f98',
  duplicate: '#9b59b6',
  pruned: '#d64541',
  dropped: '#b8bcc4',
  superseded: '#b8bcc4',
  goal: PATH,
};
/** What each colour means: [the key of its name, colour], for the legends (the view's and the figures'). */
export const LEGEND = [
  ['search-legend-current', CURRENT],
  ['search-legend-open', COLOURS.open],
  ['search-legend-closed', COLOURS.closed],
  ['search-legend-duplicate', COLOURS.duplicate],
  ['search-legend-pruned', COLOURS.pruned],
  ['search-legend-dropped', COLOURS.dropped],
  ['search-legend-path', PATH],
];
export const BOARD_AT = 40; // node pixels from which a node is a board with its label
export const COMPACT_AT = 12; // ... a compact board
const NONE = 0xffffffff;
const MOST_BUTTONS = 120; // focusable nodes at most (a zoomed-in view shows far fewer)
const GHOST = '#dde1e8'; // a node of the whole shape not made by the step shown
const MARK = 10; // pixels of the ring round the node expanded, drawn as a dot: found at a glance

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
export const nodeSize = (kx, ky) => Math.min(kx * 0.8, ky / 1.7);

/**
 * What a scene holds: the record, where its nodes are (`x`, `y` by id, in leaves and depths),
 * which nodes to draw (`ids`, else every node of the tree shown), the view (`kx`, `ky` pixels a
 * leaf and a depth, `x`, `y` where 0, 0 falls), the solution path shown, the node expanded and
 * the one chosen, the palette, each node's band colour (`fillOf`), the folded nodes' counts, and
 * `plot`, which draws a crowd of dots straight into the pixels (the canvas's way with tens of
 * thousands of nodes in view; a figure draws them as shapes); `ghosts`: the whole shape's nodes not
 * made by the step drawn as faint dots (the overview's shape, early in a search).
 * @typedef {{record: any, x: ArrayLike<number>, y: ArrayLike<number>, nodes: number, ids: number[] | null,
 *   view: {kx: number, ky: number, x: number, y: number}, path: Set<number>, current: number | null,
 *   selected: number | null, palette: any, fillOf: (id: number) => string | null, banded: boolean,
 *   folded: Map<number, number> | null, plot: (() => void) | null, crowd: number, ghosts: boolean}} Scene
 */

/**
 * The whole shape fitted into a canvas of `width` x `height`: {kx, ky, x, y}. A leaf's room each
 * side, at most `leaf` pixels; the depths spread over the height (a wide tree's shape, not a strip
 * along its top), at most `level` times a leaf apart; centred across, from the top down.
 * @param {{x: ArrayLike<number>, y: ArrayLike<number>, nodes: number}} layout
 * @param {{from: number, to: number}} shown the nodes of the tree shown
 * @param {{width: number, height: number}} canvas
 * @param {{leaf: number, level: number}} most
 */
export function fitWhole({ x, y, nodes }, { from, to }, { width, height }, { leaf, level }) {
  let [minX, maxX, maxY] = [Infinity, 0, 0];
  for (let i = from; i < Math.min(to, nodes); i += 1) {
    if (x[i] < minX) minX = x[i];
    if (x[i] > maxX) maxX = x[i];
    if (y[i] > maxY) maxY = y[i];
  }
  if (minX > maxX) minX = maxX;
  const kx = Math.min(leaf, (width - 16) / (maxX - minX + 1));
  const ky = Math.min(leaf * level, (height - 16) / (maxY + 1));
  return { kx, ky, x: (width - (maxX - minX) * kx) / 2 - minX * kx, y: 10 + Math.max(4, nodeSize(kx, ky) * 0.55) };
}

/**
 * The node of `record` drawn at (`px`, `py`) on the canvas (within 8 pixels of a dot), or null.
 * @param {{x: ArrayLike<number>, y: ArrayLike<number>, nodes: number, ids: number[] | null, view: {kx: number, ky: number, x: number, y: number}}} scene
 */
export function nodeAt(record, scene, px, py) {
  const { x, y, nodes, ids, view } = scene;
  const { kx, ky, x: ox, y: oy } = view;
  const reach = Math.max(8, nodeSize(kx, ky) / 2 + 3);
  const states = record.states;
  const { from, to } = record.shown();
  let best = null;
  let bestDistance = reach * reach;
  const near = (/** @type {number} */ i) => {
    if (i < from || i >= Math.min(to, nodes) || states[i] === 0) return;
    const dx = ox + x[i] * kx - px;
    const dy = oy + y[i] * ky - py;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) [bestDistance, best] = [distance, i];
  };
  if (ids) ids.forEach(near);
  else for (let i = from; i < Math.min(to, nodes); i += 1) near(i);
  return best;
}

/**
 * Draws `scene` as it is in view, `width` x `height`, with `painter`. Answers what it drew:
 * {level: 'boards'|'compact'|'dots', boards: the ids drawn as boards, crowded}.
 * @param {import('../../words.js').Say} say words a folded node's count
 * @param {Scene} scene
 */
export function renderTree(say, painter, width, height, scene) {
  const { record, x, y, nodes, ids, view, path, current, selected, palette, fillOf, banded, folded, plot, crowd, ghosts } = scene;
  const { kx, ky, x: ox, y: oy } = view;
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
  const drawable = (i) => i >= from && i < last && states[i] !== 0;
  // The nodes in view; on the canvas, past `crowd` of them (or at under 1.5 pixels a leaf) a
  // crowd, which `plot` draws (a figure draws every one).
  const visible = [];
  const faint = []; // the whole shape's nodes not made yet, when shown, in view
  const enough = plot ? crowd : Infinity;
  const dense = plot !== null && kx < 1.5 && ids === null;
  const consider = (i) => {
    if (i < from || i >= last || !inView(ox + x[i] * kx, oy + y[i] * ky)) return;
    if (states[i] !== 0) visible.push(i);
    else if (ghosts) faint.push(i);
  };
  if (ids) ids.forEach(consider);
  else for (let i = from; i < last && !dense && visible.length + faint.length <= enough; i += 1) consider(i);
  const crowded = dense || visible.length + faint.length > enough;
  if (!(crowded && plot)) {
    // Edges: from below a parent (its label) to above its child; none in a crowd.
    const top = level === 'dots' ? 0 : bh / 2 + 2;
    const bottom = level === 'dots' ? 0 : bh / 2 + below;
    const edges = [];
    const pathEdges = [];
    const edge = (i) => {
      const p = parents[i];
      if (!drawable(i) || p === NONE || p >= last || p < from) return;
      const [px, py] = at(i);
      const [qx, qy] = at(p);
      if (!inView(px, py) && !inView(qx, qy)) return;
      (path.has(i) ? pathEdges : edges).push(qx, qy + bottom, px, py - top);
    };
    if (ids) ids.forEach(edge);
    else for (let i = from; i < last && !crowded; i += 1) edge(i);
    painter.lines(edges, { stroke: palette.edge, lineWidth: 1 });
    painter.lines(pathEdges, { stroke: PATH, lineWidth: 3 });
  }
  if (level === 'dots') {
    const radius = Math.max(1.5, Math.min(6, kx * 0.4));
    if (crowded && plot) {
      plot();
    } else {
      const byColour = new Map();
      if (faint.length > 0) byColour.set(GHOST, faint.flatMap(at)); // beneath the others
      for (const i of visible) {
        const colour = (banded ? fillOf(i) : COLOURS[names[states[i]]]) ?? '#000';
        const list = byColour.get(colour) ?? [];
        list.push(...at(i));
        byColour.set(colour, list);
      }
      for (const [colour, points] of byColour) painter.dots(points, radius, colour);
    }
    const ring = (i, extra, style) => i !== null && drawable(i) && inView(...at(i)) && painter.ring(...at(i), radius + extra, style);
    for (const i of path) ring(i, 3, { stroke: PATH, lineWidth: 3 });
    ring(current, Math.max(3, MARK - radius), { stroke: CURRENT, lineWidth: 3 });
    ring(record.marked?.id ?? null, Math.max(3, MARK - radius) + 4, { stroke: WRONG, lineWidth: 3 });
    ring(selected, 6, { stroke: palette.highlight, lineWidth: 2 });
    return { level, boards: [], crowded };
  }
  const facts = record.facts;
  const frame = Math.max(2, size * 0.06);
  for (const node of record.nodesOf(visible)) {
    const [cx, cy] = at(node.id);
    const marked = node.id === record.marked?.id;
    const emphasis = marked ? WRONG : node.id === current ? CURRENT : path.has(node.id) ? PATH : null;
    const colour = emphasis ?? COLOURS[names[states[node.id]]] ?? '#000';
    const line = emphasis ? frame * 1.6 : frame;
    // Coloured by a key, the band fills a wider margin inside the frame, which keeps the state's colour.
    const band = fillOf(node.id);
    const pad = band ? line + frame * 1.5 : line / 2 + 1;
    painter.rect(cx - bw / 2 - pad, cy - bh / 2 - pad, bw + pad * 2, bh + pad * 2, { fill: band ?? palette.paper, stroke: colour, lineWidth: line, radius: size * 0.08 });
    drawBoard(painter, { rows, cols, tiles: node.tiles, x: cx - bw / 2, y: cy - bh / 2, width: bw, height: bh, palette, compact: level === 'compact', mark: node.moved || null });
    if (marked) painter.rect(cx - bw / 2 - frame * 3, cy - bh / 2 - frame * 3, bw + frame * 6, bh + frame * 6, { stroke: WRONG, lineWidth: frame, radius: size * 0.12 });
    if (node.id === selected) painter.rect(cx - bw / 2 - frame * 2.5, cy - bh / 2 - frame * 2.5, bw + frame * 5, bh + frame * 5, { stroke: palette.highlight, lineWidth: 2, radius: size * 0.12, dash: [4, 3] });
    if (level !== 'boards') continue;
    const text = Math.max(9, Math.min(size * 0.19, kx * 0.13)); // the label no wider than its column
    painter.text(cx, cy + bh / 2 + below * 0.55, costsOf(node, facts).replace(/,/g, ''), { size: text, weight: 600, fill: palette.ink, font: palette.font });
    const hidden = folded?.get(node.id);
    if (hidden) {
      // A folded subtree: a tab under the node with the count it stands for.
      const label = `+${formatCount(say, hidden)}`;
      const tab = { w: text * 0.62 * label.length + 10, h: text + 6 };
      const top = cy + bh / 2 + below + 3;
      painter.rect(cx - tab.w / 2, top, tab.w, tab.h, { fill: palette.paper, stroke: palette.edge, lineWidth: 1, radius: tab.h / 2 });
      painter.text(cx, top + tab.h / 2, label, { size: text * 0.9, fill: palette.ink, font: palette.font });
    }
  }
  return { level, boards: level === 'boards' ? visible : [], crowded };
}

/** Many nodes a pixel, on the canvas: points straight into the pixels of a canvas of the tree's
 * CSS size (a quarter of the device's pixels at twice the density), scaled onto the tree's; no edges. */
export class Crowd {
  /** @type {HTMLCanvasElement | null} */ #dots = null;
  /** @type {ImageData | null} */ #pixels = null; // kept between frames

  /**
   * @param {CanvasRenderingContext2D} context the tree's canvas
   * @param {number} width
   * @param {number} height
   * @param {{record: any, x: ArrayLike<number>, y: ArrayLike<number>, nodes: number, view: {kx: number, ky: number, x: number, y: number}, ghosts: boolean}} scene
   */
  plot(context, width, height, scene) {
    const { record, x, y, nodes, view } = scene;
    const { kx, ky, x: ox, y: oy } = view;
    const [w, h] = [Math.ceil(width), Math.ceil(height)];
    this.#dots ??= document.createElement('canvas');
    const dots = this.#dots;
    const dotsContext = /** @type {CanvasRenderingContext2D} */ (dots.getContext('2d'));
    if (dots.width !== w || dots.height !== h) [dots.width, dots.height, this.#pixels] = [w, h, dotsContext.createImageData(w, h)];
    const image = /** @type {ImageData} */ (this.#pixels);
    const pixels = new Uint32Array(image.data.buffer);
    pixels.fill(0);
    const packed = record.facts.states.map((/** @type {string} */ name, /** @type {number} */ state) => {
      const v = parseInt((state === 0 ? GHOST : (COLOURS[/** @type {keyof COLOURS} */ (name)] ?? '#000000')).slice(1), 16);
      return (0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | (v >> 16);
    });
    const states = record.states;
    const { from, to } = record.shown();
    for (let i = from; i < Math.min(to, nodes); i += 1) {
      if (states[i] === 0 && !scene.ghosts) continue;
      const px = Math.round(ox + x[i] * kx);
      const py = Math.round(oy + y[i] * ky);
      if (px >= 0 && py >= 0 && px < w && py < h) pixels[py * w + px] = packed[states[i]];
    }
    dotsContext.putImageData(image, 0, 0);
    context.imageSmoothingEnabled = false;
    context.drawImage(dots, 0, 0, w, h);
  }
}

/**
 * The buttons of the nodes drawn as boards, over them in `container`, and of the node expanded
 * however it is drawn: what a keyboard and a screen reader reach, named as the frontier names
 * its entries, the node expanded `aria-current`, what else is known of each (the solution path,
 * a fold's count) its description. Placed again only when what they cover changed.
 * @param {import('../../words.js').Say} say
 * @param {HTMLElement} container
 * @param {{record: any, drawn: {level: string, boards: number[]}, size: {width: number, height: number},
 *   positionOf: (id: number) => {x: number, y: number}, nodeSide: number, key: string,
 *   folded: Map<number, number> | null, path: Set<number>, pick: (id: number) => void}} what
 */
export function placeButtons(say, container, { record, drawn, size, positionOf, nodeSide, key, folded, path, pick }) {
  const ids = drawn.level === 'boards' && record ? drawn.boards.slice(0, MOST_BUTTONS) : [];
  const current = record?.current ?? null;
  const marked = record?.marked ?? null;
  for (const id of [current, marked?.id ?? null]) {
    if (id === null || ids.includes(id) || record.states[id] === 0) continue;
    const at = positionOf(id);
    if (at.x >= 0 && at.y >= 0 && at.x <= size.width && at.y <= size.height) ids.push(id);
  }
  const placed = `${ids.join(',')}|${key},${nodeSide}|${current}|${marked?.id}`;
  if (container.dataset.key === placed) return;
  container.dataset.key = placed;
  const nodes = record ? record.nodesOf(ids) : [];
  // The node that had the focus keeps it.
  const focused = /** @type {HTMLElement | null} */ (container.querySelector(':focus'))?.dataset.node;
  container.replaceChildren(
    ...nodes.map((/** @type {any} */ node) => {
      const { x, y } = positionOf(node.id);
      const side = Math.max(nodeSide, 24);
      const notes = [node.id === current ? say('search-node-current') : null, path.has(node.id) ? say('search-node-on-path') : null];
      const hidden = folded?.get(node.id);
      if (hidden) notes.push(say('search-node-folded', { count: hidden }));
      const button = el('button', {
        type: 'button',
        class: 'search-node',
        'aria-label': node.id === marked?.id ? `${marked.note}: ${nameOf(node, record.facts)}` : nameOf(node, record.facts),
        dataset: { node: String(node.id) },
        style: { left: `${x - side / 2}px`, top: `${y - side / 2}px`, width: `${side}px`, height: `${side}px` },
      });
      if (node.id === current) button.setAttribute('aria-current', 'step');
      const shown = notes.filter((note) => note !== null);
      const description = shown.length === 0 ? '' : shown.reduce((first, last) => say('search-notes', { first, last }));
      if (description) button.setAttribute('aria-description', description);
      button.addEventListener('click', () => pick(node.id));
      return button;
    }),
  );
  if (focused !== undefined) /** @type {HTMLElement | null} */ (container.querySelector(`[data-node="${focused}"]`))?.focus();
}
