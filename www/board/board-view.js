// The board: drawn on a canvas (crisp on high-DPI screens) by the one board renderer
// (board-painter.js), tiles sliding smoothly between boards, with an accessible mirror laid
// over it: one real button per cell, which is also what clicks and taps land on.
//
// A board is what the wasm functions answer: {rows, cols, tiles}, tiles in reading order with 0
// for the blank. This module knows nothing of the puzzle's rules: it draws, and it reports
//   'cell'  {index}      a cell was clicked or tapped (app.js asks the core what that does)
//   'swipe' {direction}  a swipe: 'U', 'D', 'L' or 'R', the way the finger (and tile) went

import { boardGeometry, drawBoard, readPalette } from './board-painter.js';
import { CanvasPainter } from './painters.js';

const DARK = window.matchMedia('(prefers-color-scheme: dark)');
const REDUCED_MOTION = window.matchMedia('(prefers-reduced-motion: reduce)');
const SWIPE_PX = 24; // shorter drags are taps

export class BoardView extends EventTarget {
  /** @type {import('../words.js').Say} */ #say;
  #frame;
  #canvas;
  #mirror;
  #board = null;
  #placeholderShape = null; // {rows, cols} of the grid drawn before the first board
  #goal = null; // where each tile belongs, for pictures: tile -> cell index
  #picture = null;
  #numbers = true; // numbers over a picture
  #solved = false;
  #highlight = null; // {tile, direction} of a hint
  #anim = null; // {from: Map(tile -> cell), start, duration}
  #frameRequest = 0;
  #palette = null;
  #swipe = null;
  #ignoreClicksUntil = 0; // after a swipe or a tap handled at pointerup
  /** @type {{width: number, height: number} | null} */ #size = null; // the board's CSS size, as last drawn
  /** @type {ReturnType<typeof boardGeometry> | null} */ #geometry = null; // its cells, as last drawn

  /**
   * @param {{frame: HTMLElement, canvas: HTMLCanvasElement, mirror: HTMLTableElement, say: import('../words.js').Say}} parts
   *   the frame sizes the board (CSS aspect-ratio from --rows/--cols); the canvas and the
   *   mirror fill it; `say` words the mirror's names
   */
  constructor({ frame, canvas, mirror, say }) {
    super();
    this.#say = say;
    this.#frame = frame;
    this.#canvas = canvas;
    this.#mirror = mirror;
    new ResizeObserver(() => this.#requestDraw()).observe(frame);
    DARK.addEventListener('change', () => {
      this.#palette = null;
      this.#requestDraw();
    });
    this.#watchPixelRatio();
    this.#listen();
  }

  /** The board shown, or null before the first. */
  get board() {
    return this.#board;
  }

  /** Whether tiles are moving now. */
  get animating() {
    return this.#anim !== null;
  }

  /**
   * Shows `board`. With `animate`, tiles that changed cells slide there from where they were
   * (over `duration` ms; never under prefers-reduced-motion).
   */
  show(board, { animate = false, duration = 140 } = {}) {
    const previous = this.#board;
    const sameShape = previous && previous.rows === board.rows && previous.cols === board.cols;
    this.#anim = null;
    if (animate && sameShape && !REDUCED_MOTION.matches && duration > 0) {
      const from = new Map();
      previous.tiles.forEach((tile, index) => {
        if (tile !== 0 && board.tiles[index] !== tile) from.set(tile, index);
      });
      if (from.size > 0) this.#anim = { from, start: performance.now(), duration };
    }
    this.#board = board;
    this.#frame.style.setProperty('--rows', board.rows);
    this.#frame.style.setProperty('--cols', board.cols);
    this.#frame.dataset.placeholder = 'false';
    this.#frame.dataset.animating = String(this.#anim !== null);
    this.#fillMirror(!sameShape);
    this.#requestDraw();
  }

  /** An empty grid of `rows` x `cols` while the core loads. */
  placeholder(rows, cols) {
    this.#frame.style.setProperty('--rows', rows);
    this.#frame.style.setProperty('--cols', cols);
    this.#frame.dataset.placeholder = 'true';
    this.#placeholderShape = { rows, cols };
    this.#requestDraw();
  }

  /** Greys the board out while the text in the paste box is not a board. */
  setStale(stale) {
    this.#frame.dataset.stale = String(stale);
    this.#mirror.dataset.stale = String(stale);
  }

  /** The goal board, for pictures: each tile shows the part of the picture of its goal cell. */
  setGoal(goal) {
    this.#goal = goal ? new Map(goal.tiles.map((tile, index) => [tile, index])) : null;
    this.#requestDraw();
  }

  /** Tiles as pieces of `picture` ({source, width, height}), or numbers when null. */
  setPicture(picture) {
    this.#picture = picture;
    this.#frame.dataset.skin = picture ? 'picture' : 'numbers';
    this.#requestDraw();
  }

  /** Whether a picture shows the tile numbers too. */
  setNumbers(numbers) {
    this.#numbers = numbers;
    this.#requestDraw();
  }

  /** Marks the board as solved (tiles tinted; a picture shows whole). */
  setSolved(solved) {
    this.#solved = solved;
    this.#frame.dataset.solved = String(solved);
    this.#requestDraw();
  }

  /** Rings `tile`, the hint's best next move, or nothing when null. */
  setHighlight(highlight) {
    this.#highlight = highlight;
    this.#frame.dataset.highlight = highlight ? String(highlight.tile) : '';
    this.#requestDraw();
  }

  // ---------------------------------------------------------------------------------------
  // Input: clicks (and Enter on a focused cell) land on the mirror's buttons; touch and pen
  // taps are taken at pointerup, without waiting for the click that may follow; drags are
  // swipes.

  #listen() {
    this.#mirror.addEventListener('click', (event) => {
      const button = /** @type {Element} */ (event.target).closest('button[data-index]');
      if (!(button instanceof HTMLElement)) return;
      if (!button || performance.now() < this.#ignoreClicksUntil) return;
      this.#emit('cell', { index: Number(button.dataset.index) });
    });
    this.#frame.addEventListener('pointerdown', (event) => {
      if (!event.isPrimary) return;
      this.#ignoreClicksUntil = 0;
      this.#swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    });
    this.#frame.addEventListener('pointerup', (event) => {
      const start = this.#swipe;
      this.#swipe = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE_PX) {
        this.#ignoreClicksUntil = performance.now() + 600; // a drag is no click
        const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : dy > 0 ? 'D' : 'U';
        this.#emit('swipe', { direction });
      } else if (event.pointerType !== 'mouse') {
        const button = document.elementFromPoint(event.clientX, event.clientY)?.closest('button[data-index]');
        if (!(button instanceof HTMLElement) || !this.#mirror.contains(button)) return;
        this.#ignoreClicksUntil = performance.now() + 600; // the click of this tap, if one comes
        this.#emit('cell', { index: Number(button.dataset.index) });
      }
    });
    this.#frame.addEventListener('pointercancel', () => {
      this.#swipe = null;
    });
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  // ---------------------------------------------------------------------------------------
  // The mirror: a table of buttons over the canvas, one per cell, named for screen readers.

  #fillMirror(rebuild) {
    const { rows, cols, tiles } = this.#board;
    const mirror = this.#mirror;
    mirror.dataset.rows = rows;
    mirror.dataset.cols = cols;
    mirror.setAttribute('aria-label', this.#say('board-mirror-size', { rows, cols }));
    if (rebuild || mirror.rows.length !== rows) {
      const body = document.createElement('tbody');
      for (let r = 0; r < rows; r += 1) {
        const tr = body.insertRow();
        for (let c = 0; c < cols; c += 1) {
          const button = document.createElement('button');
          button.type = 'button';
          button.tabIndex = -1;
          button.dataset.index = String(r * cols + c);
          // Each button covers its cell of the canvas (the table only gives the structure).
          Object.assign(button.style, {
            left: `${(100 * c) / cols}%`,
            top: `${(100 * r) / rows}%`,
            width: `${100 / cols}%`,
            height: `${100 / rows}%`,
          });
          tr.insertCell().append(button);
        }
      }
      mirror.replaceChildren(body);
    }
    tiles.forEach((tile, index) => {
      const row = Math.floor(index / cols);
      const col = index % cols;
      const button = /** @type {HTMLElement} */ (mirror.rows[row].cells[col].firstElementChild);
      const where = { row: row + 1, column: col + 1 };
      button.textContent = tile === 0 ? this.#say('board-cell-blank') : String(tile);
      button.dataset.tile = String(tile);
      button.setAttribute('aria-label', tile === 0 ? this.#say('board-cell-blank-at', where) : this.#say('board-cell-tile-at', { tile: String(tile), ...where }));
    });
  }

  // ---------------------------------------------------------------------------------------
  // Drawing.

  #requestDraw() {
    if (this.#frameRequest) return;
    this.#frameRequest = requestAnimationFrame((now) => {
      this.#frameRequest = 0;
      this.#draw(now);
    });
  }

  #draw(now) {
    const canvas = this.#canvas;
    const box = this.#frame.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    // A whole number of device pixels, and the CSS size that is exactly that many. Under CSS zoom
    // (a widget on a page with a small root font) the box is in zoomed pixels, the canvas's
    // own size in its unzoomed ones.
    const ratio = window.devicePixelRatio || 1;
    const zoom = this.#frame.currentCSSZoom || 1;
    const pixelWidth = Math.round(box.width * ratio);
    const pixelHeight = Math.round(box.height * ratio);
    const width = pixelWidth / ratio / zoom;
    const height = pixelHeight / ratio / zoom;
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    // Drawing in CSS pixels onto a backing store of device pixels: crisp on high-DPI screens.
    ctx.setTransform(pixelWidth / width, 0, 0, pixelHeight / height, 0, 0);
    const palette = this.#colors();
    ctx.fillStyle = palette.board;
    ctx.fillRect(0, 0, width, height);
    this.#size = { width, height };

    const board = this.#board;
    const shape = board ?? this.#placeholderShape;
    if (!shape) return;
    const { rows, cols } = shape;
    canvas.dataset.rows = rows;
    canvas.dataset.cols = cols;
    const placeholder = !board || this.#frame.dataset.placeholder === 'true';

    let progress = 1;
    if (this.#anim) {
      progress = Math.min(1, (now - this.#anim.start) / this.#anim.duration);
      if (progress >= 1) {
        this.#anim = null;
        this.#frame.dataset.animating = 'false';
      }
    }
    const eased = 1 - (1 - progress) ** 3;
    const anim = this.#anim;
    const picture = this.#picture && this.#goal ? { ...this.#picture, home: this.#goal } : null;
    const geometry = drawBoard(new CanvasPainter(ctx), {
      rows,
      cols,
      tiles: placeholder ? null : board.tiles,
      width,
      height,
      palette,
      solved: this.#solved,
      highlight: this.#highlight?.tile ?? null,
      picture,
      numbers: this.#numbers,
      // A sliding tile: between the cell it left and its new one.
      at: (tile, index, [x, y]) => {
        const from = anim?.from.get(tile);
        if (from === undefined) return [x, y];
        const [fx, fy] = geometryOf(rows, cols, width, height).origin(from);
        return [fx + (x - fx) * eased, fy + (y - fy) * eased];
      },
    });
    this.#geometry = geometry;

    if (this.#anim) this.#requestDraw();
  }

  /**
   * Cell `index`'s tile face on the board as drawn: {x, y, width, height} in CSS pixels from
   * the board's top-left corner (what an overlay over the board positions its marks with).
   */
  cellRect(index) {
    const shape = this.#board ?? this.#placeholderShape;
    if (!shape) return null;
    const box = this.#frame.getBoundingClientRect();
    const zoom = this.#frame.currentCSSZoom || 1;
    const { width, height } = this.#size ?? { width: box.width / zoom, height: box.height / zoom };
    return (this.#geometry ?? geometryOf(shape.rows, shape.cols, width, height)).cellRect(index);
  }

  #colors() {
    this.#palette ??= readPalette(this.#frame);
    return this.#palette;
  }

  // Redraws when the window moves to a screen with another pixel ratio (or the page is zoomed).
  #watchPixelRatio() {
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener(
      'change',
      () => {
        this.#requestDraw();
        this.#watchPixelRatio();
      },
      { once: true },
    );
  }
}

/** The cells of a board filling `width` x `height`. */
function geometryOf(rows, cols, width, height) {
  return boardGeometry(rows, cols, { width, height });
}
