// "Explain h" over the board: its own layer, an SVG laid over the board's frame and placed cell
// by cell with BoardView.cellRect, drawing what the core's explanation marks (the session's
// 'explain' events, www/session/explainer.js): misplaced tiles ringed; each tile's distance on
// it with an arrow toward its goal cell; each linear conflict's pair joined, the tiles that
// leave their line marked +2; each pattern database's group shaded. Below the board, the
// core's sum line (h, and h* when known) and the groups' lookups, which a screen reader reads;
// the layer itself is drawing only. Loaded when "Explain h" is first turned on.

import { el, svg } from '../dom.js';

const GROUP_SHADES = 4; // group-0 .. group-3 in the styles

export class ExplainOverlay {
  /** @type {import('../words.js').Say} */ #say;
  #view;
  #frame;
  #layer = svg('svg', { class: 'explain-layer', 'aria-hidden': 'true', focusable: 'false' });
  #sum = el('p', { class: 'explain-sum', role: 'status' });
  #groups = el('ul', { class: 'explain-groups' });
  /** @type {any} */ #explanation = null;
  /** @type {any} */ #board = null; // the board the explanation is of
  #drawRequest = 0;

  /**
   * @param {import('./board-view.js').BoardView} view
   * @param {HTMLElement} frame the board's frame, which the layer covers
   * @param {import('../words.js').Say} say words the sum line's failure and the groups' lookups
   */
  constructor(view, frame, say) {
    this.#say = say;
    this.#view = view;
    this.#frame = frame;
    this.root = el('div', { class: 'explain', hidden: true }, this.#sum, this.#groups);
    frame.append(this.#layer);
    new ResizeObserver(() => this.refresh()).observe(frame);
  }

  /** Follows one 'explain' event of the session. */
  show({ state, explanation, board, message }) {
    this.#explanation = state === 'ready' ? explanation : null;
    this.#board = state === 'ready' ? board : null;
    this.root.hidden = state === 'off';
    this.root.dataset.state = state;
    if (state === 'error') this.#sum.textContent = this.#say('board-explain-failed', { problem: message });
    if (state === 'ready') {
      this.#sum.textContent = explanation.sum;
      this.#listGroups(explanation);
    }
    this.refresh();
  }

  /** Draws again (the board moved, was resized, or another board is peeked at). */
  refresh() {
    if (this.#drawRequest) return;
    this.#drawRequest = requestAnimationFrame(() => {
      this.#drawRequest = 0;
      this.#draw();
    });
  }

  #listGroups(explanation) {
    const lookup = (group, index) =>
      el('li', { class: `group-${index % GROUP_SHADES}` }, el('span', { class: 'swatch', 'aria-hidden': 'true' }), this.#say('board-explain-group', { tiles: group.tiles.join(', '), count: group.moves }));
    this.#groups.replaceChildren(...explanation.groups.map(lookup));
    if (explanation.otherGroups.length) {
      const moves = explanation.otherGroups.map((/** @type {any} */ group) => group.moves);
      const sum = { sum: `${moves.join(' + ')} = ${moves.reduce((a, b) => a + b, 0)}` };
      this.#groups.append(el('li', { class: 'other' }, explanation.reflected ? this.#say('board-explain-direct', sum) : this.#say('board-explain-reflected', sum)));
    }
    this.#groups.hidden = explanation.groups.length === 0;
  }

  #draw() {
    const layer = this.#layer;
    const explanation = this.#explanation;
    const shown = this.#view.board;
    const current = explanation && shown && this.#board && shown.tiles.every((tile, index) => tile === this.#board.tiles[index]);
    layer.replaceChildren();
    layer.dataset.shown = String(Boolean(current));
    if (!current) return;
    if (this.#view.animating) {
      this.refresh(); // once the tiles have slid
      return;
    }
    const box = (index) => this.#view.cellRect(index);
    const first = box(0);
    if (!first) return;
    const frame = this.#frame.getBoundingClientRect();
    const zoom = this.#frame.currentCSSZoom || 1;
    layer.setAttribute('viewBox', `0 0 ${frame.width / zoom} ${frame.height / zoom}`);
    const size = Math.min(first.width, first.height);
    const centre = (index) => {
      const { x, y } = box(index);
      return [x + size / 2, y + size / 2];
    };
    const cellOf = new Map(explanation.tiles.map((/** @type {any} */ mark) => [mark.tile, mark.cell]));
    const parts = [arrowHead(size)];
    const { shown: marks } = explanation;
    explanation.groups.forEach((/** @type {any} */ group, index) => {
      for (const tile of group.tiles) {
        const { x, y } = box(cellOf.get(tile));
        parts.push(svg('rect', { x, y, width: size, height: size, rx: size * 0.11, class: `group group-${index % GROUP_SHADES}` }));
      }
    });
    for (const mark of explanation.tiles) {
      if (mark.distance === 0) continue;
      const { x, y } = box(mark.cell);
      if (marks.misplaced) {
        const inset = size * 0.06;
        parts.push(svg('rect', { x: x + inset, y: y + inset, width: size - 2 * inset, height: size - 2 * inset, rx: size * 0.09, class: 'misplaced' }));
      }
      if (marks.distances) {
        // A short arrow from the number toward the goal cell, and the distance on the other side.
        const [cx, cy] = centre(mark.cell);
        const [gx, gy] = centre(mark.goal);
        // Offsets measured on squares round the centre, so a diagonal reaches into the corner.
        const length = Math.max(Math.abs(gx - cx), Math.abs(gy - cy));
        const [dx, dy] = [((gx - cx) / length) * size, ((gy - cy) / length) * size];
        parts.push(svg('line', {
          x1: cx + dx * 0.2,
          y1: cy + dy * 0.2,
          x2: cx + dx * 0.4,
          y2: cy + dy * 0.4,
          class: 'arrow',
          'marker-end': 'url(#explain-arrow)',
          'stroke-width': Math.max(1.5, size * 0.04),
        }));
        parts.push(badge(cx - dx * 0.32, cy - dy * 0.32, size, String(mark.distance), 'distance'));
      }
    }
    if (marks.conflicts) {
      for (const line of explanation.lines) {
        for (const [a, b] of line.pairs) {
          const [ax, ay] = centre(cellOf.get(a));
          const [bx, by] = centre(cellOf.get(b));
          // A bow over a row, or beside a column, from one tile of the pair to the other.
          const bow = size * 0.62;
          const row = line.line === 'row';
          const [cx, cy] = row ? [(ax + bx) / 2, ay - bow] : [ax - bow, (ay + by) / 2];
          const [from, to] = row ? [[ax, ay - size * 0.38], [bx, by - size * 0.38]] : [[ax - size * 0.38, ay], [bx - size * 0.38, by]];
          parts.push(svg('path', { d: `M ${from} Q ${cx} ${cy} ${to}`, class: 'conflict', 'stroke-width': Math.max(1.5, size * 0.04) }));
        }
        // On the side the bows leave from, which no distance's label takes: a tile in conflict
        // in its row belongs to that row, so its goal lies sideways (and up or down in a column).
        for (const tile of line.leaving) {
          const { x, y } = box(cellOf.get(tile));
          const [bx, by] = line.line === 'row' ? [x + size * 0.5, y + size * 0.12] : [x + size * 0.12, y + size * 0.5];
          parts.push(badge(bx, by, size, '+2', 'leave'));
        }
      }
    }
    layer.append(...parts);
  }
}

// The arrowhead the distance arrows end with, sized for cells of `size` pixels.
function arrowHead(size) {
  const head = Math.max(6, size * 0.13);
  return svg(
    'defs',
    {},
    svg(
      'marker',
      { id: 'explain-arrow', viewBox: '0 0 10 10', refX: 6, refY: 5, markerUnits: 'userSpaceOnUse', markerWidth: head, markerHeight: head, orient: 'auto-start-reverse' },
      svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'arrow-head' }),
    ),
  );
}

// A round label centred on (x, y).
function badge(x, y, size, text, kind) {
  const radius = Math.max(8, size * 0.15);
  return svg(
    'g',
    { class: `badge ${kind}` },
    svg('circle', { cx: x, cy: y, r: radius }),
    svg('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': radius * (text.length > 1 ? 0.95 : 1.2) }, text),
  );
}
