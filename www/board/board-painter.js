// The one board renderer: draws a board into any rectangle of any surface (painters.js: a
// canvas, or an SVG figure). The main board (board-view.js), the search tree's nodes, the
// frontier's entries, the figures and the solution strip are all drawn here.
//
// A board is {rows, cols, tiles} as the core answers it (tiles in reading order, 0 the blank).
// This module knows nothing of the puzzle's rules: it draws what it is given.

/** Where the cells of a `rows` x `cols` board fall in the rectangle (x, y, width, height). */
export function boardGeometry(rows, cols, { x = 0, y = 0, width, height }, { compact = false } = {}) {
  const cell = Math.min(width / cols, height / rows);
  const gap = compact ? Math.max(0.6, cell * 0.07) : Math.max(2, cell * 0.055);
  const radius = compact ? cell * 0.08 : cell * 0.11;
  return {
    rows,
    cols,
    cell,
    gap,
    radius,
    /** The top-left corner of cell `index`'s tile. */
    origin: (index) => [x + (index % cols) * cell + gap / 2, y + Math.floor(index / cols) * cell + gap / 2],
    /** Cell `index`'s tile face: {x, y, width, height}. */
    cellRect(index) {
      const [cx, cy] = this.origin(index);
      return { x: cx, y: cy, width: cell - gap, height: cell - gap };
    },
  };
}

/** The board palette from CSS custom properties on `element` (the page's theme). */
export function readPalette(element) {
  const style = getComputedStyle(element);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    board: read('--board-bg', '#d9dee7'),
    tile: read('--tile-bg', '#ffffff'),
    tileEdge: read('--tile-edge', '#b9c2d0'),
    text: read('--tile-text', '#1f2937'),
    solved: read('--tile-solved-bg', '#e3f5ea'),
    solvedEdge: read('--tile-solved-edge', '#9fd2b4'),
    solvedText: read('--tile-solved-text', '#0f5132'),
    placeholder: read('--tile-placeholder', '#e9edf3'),
    highlight: read('--accent', '#2f5bd3'),
    moved: read('--tile-moved-bg', '#fde7b0'),
    badge: read('--badge-bg', 'rgba(12, 16, 32, 0.72)'),
    badgeText: read('--badge-text', '#ffffff'),
    font: read('--tile-font', 'system-ui, sans-serif'),
    ink: read('--text', '#1b2130'),
    paper: read('--surface', '#ffffff'),
  };
}

/**
 * Draws a board with `painter` into {x, y, width, height}.
 * @param {any} painter a CanvasPainter or SvgPainter
 * @param {{rows: number, cols: number, tiles: ArrayLike<number> | null, x?: number, y?: number, width: number, height: number,
 *   palette: any, solved?: boolean, highlight?: number | null, mark?: number | null, compact?: boolean, numbers?: boolean,
 *   picture?: {source: CanvasImageSource, width: number, height: number, home: Map<number, number>} | null,
 *   at?: (tile: number, index: number, origin: number[]) => number[]}} spec
 *   `tiles` null: an empty grid (the placeholder while the core loads); `mark`: a tile drawn
 *   as the one that just moved; `highlight`: a tile ringed (a hint); `compact`: a small board
 *   (no edges, numbers only where they can be read); `at`: where a tile is drawn (animation).
 */
export function drawBoard(painter, spec) {
  const { rows, cols, tiles, palette, compact = false } = spec;
  const geometry = boardGeometry(rows, cols, spec, { compact });
  const { cell, gap, radius } = geometry;
  const size = cell - gap;
  painter.rect(spec.x ?? 0, spec.y ?? 0, cell * cols, cell * rows, { fill: palette.board, radius: compact ? radius : 0 });
  if (!tiles) {
    for (let index = 0; index < rows * cols - 1; index += 1) {
      const [x, y] = geometry.origin(index);
      painter.rect(x, y, size, size, { fill: palette.placeholder, radius });
    }
    return geometry;
  }
  const picture = spec.picture && painter.pictures ? spec.picture : null;
  if (picture && spec.solved) {
    // The blank's piece fills in: the whole picture.
    const [x, y] = geometry.origin(Array.prototype.indexOf.call(tiles, 0));
    painter.picture(picture.source, pieceOf(picture, 0, geometry), [x, y, size, size], radius, 0.9);
  }
  const digits = String(rows * cols - 1).length;
  for (let index = 0; index < tiles.length; index += 1) {
    const tile = tiles[index];
    if (tile === 0) continue;
    const origin = geometry.origin(index);
    const [x, y] = spec.at ? spec.at(tile, index, origin) : origin;
    if (picture) {
      painter.picture(picture.source, pieceOf(picture, tile, geometry), [x, y, size, size], radius);
      if (spec.numbers !== false) badge(painter, tile, x, y, cell, palette);
    } else if (compact) {
      const moved = spec.mark === tile;
      painter.rect(x, y, size, size, { fill: moved ? palette.moved : palette.tile, radius });
      // Numbers where they can be read.
      if (cell >= 9) painter.text(x + size / 2, y + size / 2, String(tile), { size: cell * (digits > 1 ? 0.5 : 0.6), weight: 600, fill: palette.text, font: palette.font });
    } else {
      numberTile(painter, tile, x, y, cell, size, digits, palette, spec.solved ? 'solved' : spec.mark === tile ? 'moved' : 'plain');
    }
    if (spec.highlight === tile) {
      const width = Math.max(2.5, cell * 0.05);
      painter.rect(x + width / 2, y + width / 2, size - width, size - width, { stroke: palette.highlight, lineWidth: width, radius });
    }
  }
  return geometry;
}

// A numbered tile, standing up from the board on its darker edge.
function numberTile(painter, tile, x, y, cell, size, digits, palette, look) {
  const edge = Math.max(1.5, cell * 0.035);
  const radius = cell * 0.11;
  const solved = look === 'solved';
  painter.rect(x, y + edge, size, size - edge, { fill: solved ? palette.solvedEdge : palette.tileEdge, radius });
  const face = solved ? palette.solved : look === 'moved' ? palette.moved : palette.tile;
  painter.rect(x, y, size, size - edge, { fill: face, radius });
  painter.text(x + size / 2, y + (size - edge) / 2 + cell * 0.015, String(tile), {
    size: Math.round(cell * (digits > 1 ? 0.34 : 0.38)),
    weight: 650,
    fill: solved ? palette.solvedText : palette.text,
    font: palette.font,
  });
}

// A tile's number on a picture: a small badge in its corner.
function badge(painter, tile, x, y, cell, palette) {
  const height = Math.max(12, cell * 0.24);
  const inset = cell * 0.06;
  const width = height * (String(tile).length > 1 ? 1.35 : 1);
  painter.rect(x + inset, y + inset, width, height, { fill: palette.badge, radius: height / 2 });
  painter.text(x + inset + width / 2, y + inset + height / 2 + height * 0.04, String(tile), { size: Math.round(height * 0.62), weight: 650, fill: palette.badgeText, font: palette.font });
}

// The part of the picture that belongs on `tile`'s goal cell, cropped to the board's shape: the
// piece includes its share of the gaps, so the whole picture lines up when solved.
function pieceOf(picture, tile, { rows, cols, cell, gap }) {
  const aspect = cols / rows;
  let sw = picture.width;
  let sh = picture.height;
  if (sw / sh > aspect) sw = sh * aspect;
  else sh = sw / aspect;
  const sx = (picture.width - sw) / 2;
  const sy = (picture.height - sh) / 2;
  const home = picture.home.get(tile) ?? 0;
  const pieceW = sw / cols;
  const pieceH = sh / rows;
  const scaleX = pieceW / cell;
  const scaleY = pieceH / cell;
  return [sx + (home % cols) * pieceW + (gap / 2) * scaleX, sy + Math.floor(home / cols) * pieceH + (gap / 2) * scaleY, (cell - gap) * scaleX, (cell - gap) * scaleY];
}
