// Draws a board on a canvas and mirrors it, cell for cell, in an accessible table.
//
// A board is what the wasm functions answer: {rows, cols, tiles}, tiles in reading order with
// 0 for the blank. This module only draws: it knows nothing of the puzzle's rules.

const DARK = window.matchMedia('(prefers-color-scheme: dark)');

export class BoardView {
  /**
   * @param {HTMLCanvasElement} canvas drawn to fill its parent's width
   * @param {HTMLTableElement} mirror the text version of the canvas, one cell per tile
   */
  constructor(canvas, mirror) {
    this.canvas = canvas;
    this.mirror = mirror;
    this.board = null;
    this.stale = false;
    new ResizeObserver(() => this.draw()).observe(canvas.parentElement);
    DARK.addEventListener('change', () => this.draw());
    this.#watchPixelRatio();
  }

  /** Shows `board`; `null` keeps the last board, greyed out (while the text is not a board). */
  show(board) {
    this.stale = board === null;
    if (board !== null) this.board = board;
    this.canvas.parentElement.dataset.stale = String(this.stale);
    this.draw();
    this.#fillMirror();
  }

  /** The index of the cell under a pointer event, or -1. */
  cellAt(event) {
    if (!this.board) return -1;
    const rect = this.canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - rect.left) / rect.width) * this.board.cols);
    const row = Math.floor(((event.clientY - rect.top) / rect.height) * this.board.rows);
    const inside = row >= 0 && row < this.board.rows && col >= 0 && col < this.board.cols;
    return inside ? row * this.board.cols + col : -1;
  }

  draw() {
    const { canvas, board } = this;
    const width = canvas.parentElement.clientWidth;
    if (!board || width === 0) return;
    const { rows, cols, tiles } = board;
    const cell = width / cols;
    const height = cell * rows;
    const ratio = window.devicePixelRatio || 1;

    // The backing store in device pixels, the element in CSS pixels: crisp on high-DPI screens.
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.dataset.rows = rows;
    canvas.dataset.cols = cols;

    const ctx = canvas.getContext('2d');
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    const colors = this.#colors();
    ctx.fillStyle = colors.board;
    ctx.fillRect(0, 0, width, height);

    const gap = Math.max(2, cell * 0.06);
    const radius = cell * 0.12;
    const longest = String(rows * cols - 1).length;
    ctx.font = `600 ${Math.round(cell * (longest > 1 ? 0.36 : 0.44))}px ${colors.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    tiles.forEach((tile, index) => {
      if (tile === 0) return; // the blank: the board shows through
      const x = (index % cols) * cell + gap / 2;
      const y = Math.floor(index / cols) * cell + gap / 2;
      const size = cell - gap;
      ctx.fillStyle = colors.tile;
      ctx.beginPath();
      ctx.roundRect(x, y, size, size, radius);
      ctx.fill();
      ctx.fillStyle = colors.text;
      ctx.fillText(String(tile), x + size / 2, y + size / 2 + cell * 0.02);
    });
  }

  #colors() {
    const style = getComputedStyle(this.canvas);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    return {
      board: read('--board-bg', '#d9dee7'),
      tile: read('--tile-bg', '#ffffff'),
      text: read('--tile-text', '#1f2937'),
      font: read('--tile-font', 'system-ui, sans-serif'),
    };
  }

  #fillMirror() {
    const { mirror, board } = this;
    if (!board) return;
    const { rows, cols, tiles } = board;
    mirror.dataset.rows = rows;
    mirror.dataset.cols = cols;
    mirror.dataset.stale = String(this.stale);
    mirror.setAttribute('aria-label', `Board, ${rows} rows by ${cols} columns`);
    const body = document.createElement('tbody');
    for (let r = 0; r < rows; r += 1) {
      const tr = body.insertRow();
      for (let c = 0; c < cols; c += 1) {
        const tile = tiles[r * cols + c];
        const td = tr.insertCell();
        td.dataset.tile = tile;
        td.textContent = tile === 0 ? 'blank' : String(tile);
      }
    }
    mirror.replaceChildren(body);
  }

  // Redraws when the window moves to a screen with another pixel ratio (or the page is zoomed).
  #watchPixelRatio() {
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener(
      'change',
      () => {
        this.draw();
        this.#watchPixelRatio();
      },
      { once: true },
    );
  }
}
