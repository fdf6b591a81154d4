// The board: drawn on a canvas (crisp on high-DPI screens), tiles sliding smoothly between
// boards, with an accessible mirror laid over it: one real button per cell, which is also what
// clicks and taps land on.
//
// A board is what the wasm functions answer: {rows, cols, tiles}, tiles in reading order with 0
// for the blank. This module knows nothing of the puzzle's rules: it draws, and it reports
//   'cell'  {index}      a cell was clicked or tapped (app.js asks the core what that does)
//   'swipe' {direction}  a swipe: 'U', 'D', 'L' or 'R', the way the finger (and tile) went

const DARK = window.matchMedia('(prefers-color-scheme: dark)');
const REDUCED_MOTION = window.matchMedia('(prefers-reduced-motion: reduce)');
const SWIPE_PX = 24; // shorter drags are taps

export class BoardView extends EventTarget {
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

  /**
   * @param {{frame: HTMLElement, canvas: HTMLCanvasElement, mirror: HTMLTableElement}} parts
   *   the frame sizes the board (CSS aspect-ratio from --rows/--cols); the canvas and the
   *   mirror fill it
   */
  constructor({ frame, canvas, mirror }) {
    super();
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
    mirror.setAttribute('aria-label', `Board, ${rows} rows by ${cols} columns`);
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
      const where = `row ${row + 1}, column ${col + 1}`;
      button.textContent = tile === 0 ? 'blank' : String(tile);
      button.dataset.tile = String(tile);
      button.setAttribute('aria-label', tile === 0 ? `Blank, ${where}` : `Tile ${tile}, ${where}`);
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
    const ctx = canvas.getContext('2d');
    // Drawing in CSS pixels onto a backing store of device pixels: crisp on high-DPI screens.
    ctx.setTransform(pixelWidth / width, 0, 0, pixelHeight / height, 0, 0);
    const palette = this.#colors();
    ctx.fillStyle = palette.board;
    ctx.fillRect(0, 0, width, height);

    const board = this.#board;
    const shape = board ?? this.#placeholderShape;
    if (!shape) return;
    const { rows, cols } = shape;
    canvas.dataset.rows = rows;
    canvas.dataset.cols = cols;
    const layout = cellLayout(width, height, rows, cols);

    if (!board || this.#frame.dataset.placeholder === 'true') {
      for (let index = 0; index < rows * cols - 1; index += 1) {
        const [x, y] = this.#origin(index, layout);
        this.#tileShape(ctx, x, y, layout);
        ctx.fillStyle = palette.placeholder;
        ctx.fill();
      }
      return;
    }

    let progress = 1;
    if (this.#anim) {
      progress = Math.min(1, (now - this.#anim.start) / this.#anim.duration);
      if (progress >= 1) {
        this.#anim = null;
        this.#frame.dataset.animating = 'false';
      }
    }
    const eased = 1 - (1 - progress) ** 3;
    const picture = this.#picture && this.#goal ? this.#picture : null;

    if (picture && this.#solved) {
      // The blank's piece fills in: the whole picture.
      const blank = board.tiles.indexOf(0);
      const [x, y] = this.#origin(blank, layout);
      ctx.save();
      ctx.globalAlpha = 0.9;
      this.#tileShape(ctx, x, y, layout);
      ctx.clip();
      this.#pictureRect(ctx, picture, 0, x, y, layout);
      ctx.restore();
    }

    board.tiles.forEach((tile, index) => {
      if (tile === 0) return;
      let [x, y] = this.#origin(index, layout);
      const from = this.#anim?.from.get(tile);
      if (from !== undefined) {
        const [fx, fy] = this.#origin(from, layout);
        x = fx + (x - fx) * eased;
        y = fy + (y - fy) * eased;
      }
      if (picture) this.#pictureTile(ctx, picture, tile, x, y, layout, palette);
      else this.#numberTile(ctx, tile, x, y, layout, palette);
      if (this.#highlight?.tile === tile) this.#ring(ctx, x, y, layout, palette);
    });

    if (this.#anim) this.#requestDraw();
  }

  /**
   * Where cell `index` is drawn, in CSS pixels from the frame's top-left corner: {x, y, size},
   * the tile's face without its gap; null before the first board. For layers laid over the
   * board (board/explain-overlay.js), drawn from the same layout as the tiles.
   */
  cellBox(index) {
    const box = this.#frame.getBoundingClientRect();
    const zoom = this.#frame.currentCSSZoom || 1;
    if (!this.#board || box.width === 0) return null;
    const layout = cellLayout(box.width / zoom, box.height / zoom, this.#board.rows, this.#board.cols);
    const [x, y] = this.#origin(index, layout);
    return { x, y, size: layout.cell - layout.gap };
  }

  #origin(index, { cell, gap, cols }) {
    return [(index % cols) * cell + gap / 2, Math.floor(index / cols) * cell + gap / 2];
  }

  #tileShape(ctx, x, y, { cell, gap, radius }) {
    ctx.beginPath();
    ctx.roundRect(x, y, cell - gap, cell - gap, radius);
  }

  #numberTile(ctx, tile, x, y, layout, palette) {
    const size = layout.cell - layout.gap;
    const edge = Math.max(1.5, layout.cell * 0.035);
    // A darker edge under the face: the tile stands up from the board.
    ctx.beginPath();
    ctx.roundRect(x, y + edge, size, size - edge, layout.radius);
    ctx.fillStyle = this.#solved ? palette.solvedEdge : palette.tileEdge;
    ctx.fill();
    ctx.beginPath();
    ctx.roundRect(x, y, size, size - edge, layout.radius);
    ctx.fillStyle = this.#solved ? palette.solved : palette.tile;
    ctx.fill();
    // One size for every number of the board, from its longest.
    const digits = String(layout.rows * layout.cols - 1).length;
    ctx.font = `650 ${Math.round(layout.cell * (digits > 1 ? 0.34 : 0.38))}px ${palette.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = this.#solved ? palette.solvedText : palette.text;
    ctx.fillText(String(tile), x + size / 2, y + (size - edge) / 2 + layout.cell * 0.015);
  }

  #pictureTile(ctx, picture, tile, x, y, layout, palette) {
    ctx.save();
    this.#tileShape(ctx, x, y, layout);
    ctx.clip();
    this.#pictureRect(ctx, picture, tile, x, y, layout);
    ctx.restore();
    if (!this.#numbers) return;
    const badge = Math.max(12, layout.cell * 0.24);
    const inset = layout.cell * 0.06;
    ctx.beginPath();
    ctx.roundRect(x + inset, y + inset, badge * (String(tile).length > 1 ? 1.35 : 1), badge, badge / 2);
    ctx.fillStyle = palette.badge;
    ctx.fill();
    ctx.font = `650 ${Math.round(badge * 0.62)}px ${palette.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = palette.badgeText;
    const badgeWidth = badge * (String(tile).length > 1 ? 1.35 : 1);
    ctx.fillText(String(tile), x + inset + badgeWidth / 2, y + inset + badge / 2 + badge * 0.04);
  }

  // The part of the picture that belongs on `tile`'s goal cell, cropped to the board's shape.
  #pictureRect(ctx, picture, tile, x, y, layout) {
    const { rows, cols, cell, gap } = layout;
    const aspect = cols / rows;
    let sw = picture.width;
    let sh = picture.height;
    if (sw / sh > aspect) sw = sh * aspect;
    else sh = sw / aspect;
    const sx = (picture.width - sw) / 2;
    const sy = (picture.height - sh) / 2;
    const home = this.#goal.get(tile) ?? 0;
    const pieceW = sw / cols;
    const pieceH = sh / rows;
    // The piece includes its share of the gaps, so the whole picture lines up when solved.
    const scaleX = pieceW / cell;
    const scaleY = pieceH / cell;
    ctx.drawImage(
      picture.source,
      sx + (home % cols) * pieceW + (gap / 2) * scaleX,
      sy + Math.floor(home / cols) * pieceH + (gap / 2) * scaleY,
      (cell - gap) * scaleX,
      (cell - gap) * scaleY,
      x,
      y,
      cell - gap,
      cell - gap,
    );
  }

  #ring(ctx, x, y, layout, palette) {
    const width = Math.max(2.5, layout.cell * 0.05);
    ctx.save();
    ctx.lineWidth = width;
    ctx.strokeStyle = palette.highlight;
    ctx.beginPath();
    ctx.roundRect(
      x + width / 2,
      y + width / 2,
      layout.cell - layout.gap - width,
      layout.cell - layout.gap - width,
      layout.radius,
    );
    ctx.stroke();
    ctx.restore();
  }

  #colors() {
    if (this.#palette) return this.#palette;
    const style = getComputedStyle(this.#frame);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    this.#palette = {
      board: read('--board-bg', '#d9dee7'),
      tile: read('--tile-bg', '#ffffff'),
      tileEdge: read('--tile-edge', '#b9c2d0'),
      text: read('--tile-text', '#1f2937'),
      solved: read('--tile-solved-bg', '#e3f5ea'),
      solvedEdge: read('--tile-solved-edge', '#9fd2b4'),
      solvedText: read('--tile-solved-text', '#0f5132'),
      placeholder: read('--tile-placeholder', '#e9edf3'),
      highlight: read('--accent', '#2f5bd3'),
      badge: read('--badge-bg', 'rgba(12, 16, 32, 0.72)'),
      badgeText: read('--badge-text', '#ffffff'),
      font: read('--tile-font', 'system-ui, sans-serif'),
    };
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

// The size of a cell, of the gap between tiles and of their corners, for a board of `rows` x
// `cols` drawn in `width` x `height` CSS pixels.
function cellLayout(width, height, rows, cols) {
  const cell = Math.min(width / cols, height / rows);
  return { cell, gap: Math.max(2, cell * 0.055), radius: cell * 0.11, rows, cols };
}
