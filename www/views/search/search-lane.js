// One recorded search in the Search view: its tree (search-tree.js) with its zoom and export
// buttons, its "frontier N, explored M" line, where it is (iteration and bound, depth layer,
// goal found), "Why this node" (the core's facts, worded by search-why.js), and its frontier
// as buttons, each a small board named row by row with its g, h and f. The view shows one lane,
// or two side by side stepping together ("Compare with"), and a student's checked trace in a lane
// of its own (student-search.js), which says what the checker found where the others say "Why
// this node" and shows no frontier (the replay's order is the reference's, not the student's).

import { entryLabel } from '../../catalog.js';
import { SvgPainter, figureName, saveFile } from '../../board/figures.js';
import { CanvasPainter, drawNodeBoard } from '../../board/painters.js';
import { el, messageOf } from '../../dom.js';
import { LEGEND, SearchTree, costsOf, nameOf } from './search-tree.js';
import { whyWords } from './search-why.js';

// The keys of the frontier's orders' names.
const ORDER_NAMES = { queue: 'search-order-queue', stack: 'search-order-stack', f: 'search-order-f', h: 'search-order-h', g: 'search-order-g' };
const FRONTIER_SHOWN = 12;
const ENTRY_BOARD = 44; // pixels of a frontier entry's board

export class SearchLane {
  #session;
  #say;
  #ui;
  #tree;
  /** @type {import('../../session/session.js').Session['recording']} */ recording = null;
  /** @type {{algorithm: string, heuristic: string | null}} */ entry = { algorithm: '', heuristic: null };
  /** The board, goal or search changed since the recording: its nodes are no longer shown on the main board. */
  stale = false;

  /** @type {((record: any) => {counts: string, why: string}) | null} */ #explain;

  /**
   * @param {import('../../session/session.js').Session} session
   * @param {number} index 0, 1 for the search compared with (its ids end in -2), or 2 for a
   *   student's trace (-yours)
   * @param {{explain?: ((record: any) => {counts: string, why: string}) | null, whyTitle?: string}} options
   *   `explain`: the student's lane's words at each step, in place of the counts and (under
   *   `whyTitle`) of "Why this node"
   */
  constructor(session, index, { explain = null, whyTitle = session.say('search-why') } = {}) {
    this.#session = session;
    this.#say = session.say;
    this.#explain = explain;
    const id = (name) => `search-${name}${['', '-2', '-yours'][index]}`;
    const button = (name, text, extra = {}) => el('button', { type: 'button', id: id(name), ...extra }, text);
    const ui = {
      title: el('h3', { id: id('title'), class: 'group-title search-lane-title' }),
      where: el('p', { id: id('where'), class: 'help' }),
      stopped: el('p', { id: id('stopped'), class: 'help', hidden: true }),
      counts: el('p', { id: id('counts'), class: 'search-counts' }),
      canvas: /** @type {HTMLCanvasElement} */ (el('canvas', { id: id('canvas'), class: 'search-canvas', width: 600, height: 360, role: 'img', 'aria-label': this.#say('search-tree') })),
      nodes: el('div', { class: 'search-nodes' }),
      zoomIn: button('zoom-in', '+', { 'aria-label': this.#say('search-zoom-in') }),
      zoomOut: button('zoom-out', '−', { 'aria-label': this.#say('search-zoom-out') }),
      fit: button('fit', this.#say('search-fit'), { title: this.#say('search-fit-title') }),
      focus: button('focus', this.#say('search-focus'), { title: this.#say('search-focus-title') }),
      svg: button('export-svg', this.#say('search-export-svg')),
      png: button('export-png', this.#say('search-export-png')),
      info: el('div', { id: id('info'), class: 'search-info', 'aria-live': 'off' }),
      whyTitle: el('h4', { id: id('why-title'), class: 'search-why-title' }, whyTitle),
      why: el('p', { id: id('why'), class: 'search-why' }),
      frontierTitle: el('h4', { id: id('frontier-title'), class: 'group-title' }, this.#say('term-frontier')),
      frontier: el('ol', { id: id('frontier'), class: 'search-frontier' }),
    };
    this.#ui = ui;
    this.root = el(
      'section',
      { class: 'search-lane', 'aria-labelledby': id('title'), dataset: { lane: String(index) } },
      ui.title,
      ui.where,
      ui.stopped,
      ui.counts,
      el(
        'div',
        { class: 'search-tree' },
        el('div', { class: 'search-surface' }, ui.canvas, ui.nodes),
        el('div', { class: 'row search-zoom' }, ui.zoomIn, ui.zoomOut, ui.fit, ui.focus, ui.svg, ui.png),
        ui.info,
      ),
      el('section', { class: 'search-why-box', 'aria-labelledby': id('why-title') }, ui.whyTitle, ui.why),
      ui.frontierTitle,
      ui.frontier,
    );
    this.#tree = new SearchTree(this.#say, ui.canvas, ui.nodes, (node, how) => this.#showInfo(node, how));
    this.exercising(null);
    ui.zoomIn.addEventListener('click', () => this.#tree.zoom(1.5));
    ui.zoomOut.addEventListener('click', () => this.#tree.zoom(1 / 1.5));
    ui.fit.addEventListener('click', () => this.#tree.fit());
    ui.focus.addEventListener('click', () => this.#tree.focus());
    ui.svg.addEventListener('click', () => this.exportTree('svg'));
    ui.png.addEventListener('click', () => this.exportTree('png'));
  }

  get tree() {
    return this.#tree;
  }

  /** A new recording of `entry` ({algorithm, heuristic}), titled by its name unless `title` is given. */
  show(recording, entry, title = entryLabel(this.#say, entry)) {
    this.recording = recording;
    this.entry = entry;
    this.#ui.title.textContent = title;
    this.#tree.show(recording.record);
    this.#ui.frontier.replaceChildren(); // entries of another record
    this.#ui.why.textContent = '';
  }

  /**
   * What changed since the recording was made: 'board', 'goal', 'search' (the algorithm for
   * `entry`, or the heuristic or weight it runs with), or null when it still belongs to them.
   * @param {{algorithm: string, heuristic: string | null} | undefined} entry what the lane draws now
   */
  changedSince(entry) {
    const recording = this.recording;
    if (!recording) return null;
    const session = this.#session;
    const same = (a, b) => Boolean(a && b && a.rows === b.rows && a.cols === b.cols && a.tiles.join() === b.tiles.join());
    if (!same(recording.start, session.board)) return 'board';
    if (!same(recording.options.goal, session.goal)) return 'goal';
    if (!entry) return null;
    const facts = session.core.algorithms().find((a) => a.name === entry.algorithm);
    const { heuristic, weight } = session.choice;
    const options = recording.options;
    const changed =
      options.algorithm !== entry.algorithm ||
      (facts?.usesHeuristic && options.heuristic !== (entry.heuristic ?? heuristic)) ||
      (facts?.weighted && (options.weight ?? null) !== weight);
    return changed ? 'search' : null;
  }

  /** What step `step` of the view shows here: this search's expansion min(step, its last). */
  refresh() {
    const recording = this.recording;
    if (!recording) return;
    const record = recording.record;
    const ui = this.#ui;
    const facts = record.facts;
    const where = [];
    const current = record.current === null ? null : record.node(record.current);
    if (record.iterative) where.push(this.#say('search-where-iteration', { iteration: record.iteration, bound: record.bound }));
    else if (facts.order === 'queue' && current) where.push(this.#say('search-where-layer', { depth: current.g }));
    const moves = this.#tree.pathMoves();
    if (moves !== null) where.push(this.#say('search-where-goal', { count: moves }));
    ui.where.textContent = where.join(' ');
    if (moves === null) delete this.root.dataset.path;
    else this.root.dataset.path = String(moves);
    ui.stopped.hidden = !record.stopped;
    const went = recording.result?.stats?.expanded;
    // How far the search went is known once it is done (its count of expansions); a search
    // stopped meanwhile went on past the recording, by how much unknown.
    ui.stopped.textContent = went > record.expansions ? this.#say('search-stopped-to', { count: record.expansions, went }) : this.#say('search-stopped-past', { count: record.expansions });
    const counts = record.counts();
    const tally = { frontier: counts.frontier, explored: counts.explored, count: counts.nodes };
    const told = this.#explain?.(record);
    ui.counts.textContent = told?.counts ?? this.#say(record.iterative ? 'search-counts-iteration' : 'search-counts', tally);
    const why = told ? null : record.why();
    ui.why.textContent = told?.why ?? (why ? whyWords(this.#say, why, record) : this.#say('search-why-first'));
    this.root.dataset.step = String(record.step);
    if (!this.#explain) this.#showFrontier();
    this.#tree.followStep();
    this.#tree.draw();
  }

  #showFrontier() {
    const record = /** @type {any} */ (this.recording).record;
    const facts = record.facts;
    const order = ORDER_NAMES[facts.order];
    const name = facts.order === 'f' && facts.weight !== 1 ? this.#say('search-order-weighted', { weight: facts.weight }) : order ? this.#say(order) : facts.order;
    this.#ui.frontierTitle.textContent = facts.order === 'path' ? this.#say('search-frontier-path') : this.#say('search-frontier-next', { order: name });
    const nodes = record.nodesOf(record.frontier(FRONTIER_SHOWN));
    const list = this.#ui.frontier;
    // The entries are kept and refilled: playing changes them many times a second.
    while (list.children.length > nodes.length) list.lastElementChild?.remove();
    while (list.children.length < nodes.length) list.append(this.#entry());
    const palette = this.#tree.palette;
    nodes.forEach((node, i) => {
      const item = /** @type {HTMLElement} */ (list.children[i]);
      if (item.dataset.node === String(node.id) && item.dataset.palette === palette.tile) return; // drawn already
      const entry = /** @type {HTMLButtonElement} */ (item.firstElementChild);
      item.dataset.node = String(node.id);
      item.dataset.palette = palette.tile;
      entry.setAttribute('aria-label', nameOf(node, facts));
      /** @type {HTMLElement} */ (entry.lastElementChild).textContent = costsOf(node, facts);
      this.#drawEntry(/** @type {HTMLCanvasElement} */ (entry.firstElementChild), node, palette);
    });
  }

  #entry() {
    const canvas = el('canvas', { 'aria-hidden': 'true', class: 'search-entry-board' });
    const button = el('button', { type: 'button', class: 'search-entry' }, canvas, el('span', { class: 'search-entry-costs' }));
    button.addEventListener('click', () => {
      const id = Number(button.parentElement?.dataset.node);
      this.#tree.select(id);
      this.#showInfo(id, { click: true });
    });
    return el('li', {}, button);
  }

  #drawEntry(canvas, node, palette) {
    drawNodeBoard(canvas, /** @type {any} */ (this.recording).start, node, palette, ENTRY_BOARD);
  }

  /**
   * While an exercise of `kind` runs (null: none), what would give its answer away is hidden:
   * the frontier in the algorithm's order, its counts (how many children went on it) and "Why
   * this node"; for `values`, the tree too. The tree shows only what the search has made by the
   * step asked about. (The counts' line also wraps as its numbers grow, which would move the
   * exercise from one question to the next.)
   * @param {string | null} kind
   */
  exercising(kind) {
    for (const part of [this.#ui.frontierTitle, this.#ui.frontier, this.#ui.counts, this.#ui.why.parentElement]) /** @type {HTMLElement} */ (part).hidden = kind !== null;
    for (const part of [this.#ui.frontierTitle, this.#ui.frontier]) part.hidden ||= this.#explain !== null;
    /** @type {HTMLElement} */ (this.#ui.canvas.closest('.search-tree')).hidden = kind === 'values';
    this.#tree.bornOnly = kind !== null;
  }

  /** What the tree says about node `id`: {id, g, h, f, depth, tile (the one that slid, or null), board}. */
  describe(id) {
    const record = /** @type {any} */ (this.recording).record;
    const node = record.node(id);
    return { id, g: node.g, h: node.h, f: node.f, depth: node.g, tile: node.moved || null, board: record.boardOf(id) };
  }

  #showInfo(id, { click = false } = {}) {
    const info = this.#ui.info;
    if (id === null || !this.recording) {
      info.replaceChildren();
      return;
    }
    try {
      const d = this.describe(id);
      const facts = this.recording.record.facts;
      info.dataset.node = String(id);
      info.replaceChildren(
        el(
          'p',
          {},
          d.tile === null
            ? this.#say('search-info-start', { node: this.recording.record.node(id).line, depth: d.depth, costs: costsOf(d, facts) })
            : this.#say('search-info', { node: this.recording.record.node(id).line, depth: d.depth, costs: costsOf(d, facts), tile: String(d.tile) }),
        ),
      );
      if (click && !this.stale) this.#session.show(d.board, this.#say('search-info-board', { depth: d.depth }));
    } catch (error) {
      info.textContent = messageOf(error);
    }
  }

  /** Saves what the tree shows, with its legend, as an SVG or a PNG (twice the pixels, for projectors). */
  exportTree(kind) {
    const recording = this.recording;
    if (!recording) return;
    const canvas = this.#ui.canvas;
    const width = canvas.clientWidth || 600;
    const height = canvas.clientHeight || 360;
    const palette = this.#tree.palette;
    const record = recording.record;
    const counts = record.counts();
    const caption = this.#say('search-figure-caption', { algorithm: this.#ui.title.textContent, step: record.step, total: record.expansions, frontier: counts.frontier, explored: counts.explored });
    const legendHeight = legendRows(width) * 20 + 30;
    const draw = (painter) => {
      this.#tree.render(painter, width, height);
      drawLegend(this.#say, painter, width, height, caption, palette);
    };
    const name = figureName(this.entry.algorithm, recording.start, kind);
    if (kind === 'svg') {
      const painter = new SvgPainter();
      draw(painter);
      const text = painter.document(width, height + legendHeight, { title: caption, background: palette.paper });
      saveFile(new Blob([text], { type: 'image/svg+xml' }), name);
      return;
    }
    const scale = 2;
    const image = document.createElement('canvas');
    image.width = width * scale;
    image.height = (height + legendHeight) * scale;
    const context = /** @type {CanvasRenderingContext2D} */ (image.getContext('2d'));
    context.scale(scale, scale);
    context.fillStyle = palette.paper;
    context.fillRect(0, 0, width, height + legendHeight);
    draw(new CanvasPainter(context));
    image.toBlob((blob) => blob && saveFile(blob, name), 'image/png');
  }
}


const LEGEND_ITEM = 150; // pixels an entry of the figure's legend takes
const legendRows = (width) => Math.ceil(LEGEND.length / Math.max(1, Math.floor((width - 16) / LEGEND_ITEM)));

/**
 * The figure's caption and legend, below the tree.
 * @param {import('../../words.js').Say} say
 */
function drawLegend(say, painter, width, top, caption, palette) {
  painter.text(8, top + 12, caption, { size: 12, weight: 600, fill: palette.ink, anchor: 'start', font: palette.font });
  const perRow = Math.max(1, Math.floor((width - 16) / LEGEND_ITEM));
  LEGEND.forEach(([name, colour], i) => {
    const x = 8 + (i % perRow) * LEGEND_ITEM;
    const y = top + 32 + Math.floor(i / perRow) * 20;
    painter.rect(x, y - 6, 12, 12, { fill: palette.paper, stroke: colour, lineWidth: 3, radius: 2 });
    painter.text(x + 18, y, say(name), { size: 11, fill: palette.ink, anchor: 'start', font: palette.font });
  });
}
