// A solution as a figure for slides: a strip of boards, drawn by the one board renderer, with
// the move between each two (the tile that slid and the way it went), wrapped into rows: an SVG
// file whose tile numbers and moves are text.

import { drawBoard } from './board-painter.js';
import { SvgPainter } from './figures.js';

const BOARD = 96; // pixels of a board's longer side
const BETWEEN = 56; // pixels between two boards: the move
const PER_ROW = 8;
const ARROWS = { U: '↑', D: '↓', L: '←', R: '→' };

/**
 * The strip of `boards` (start to goal) and the moves between them (`tiles[i]` slid
 * `directions[i]`: 'U', 'D', 'L' or 'R'), titled `caption`, as a standalone SVG document.
 * @param {{rows: number, cols: number, tiles: number[]}[]} boards
 */
export function solutionStrip(boards, tiles, directions, caption, palette) {
  const painter = new SvgPainter();
  const { rows, cols } = boards[0];
  const width = (BOARD * cols) / Math.max(rows, cols);
  const height = (BOARD * rows) / Math.max(rows, cols);
  const perRow = Math.min(PER_ROW, boards.length);
  const rowHeight = height + 44;
  const top = 36;
  painter.text(12, 18, caption, { size: 14, weight: 600, fill: palette.ink, anchor: 'start', font: palette.font });
  boards.forEach((board, i) => {
    const x = 12 + (i % perRow) * (width + BETWEEN);
    const y = top + Math.floor(i / perRow) * rowHeight;
    drawBoard(painter, { rows, cols, tiles: board.tiles, x, y, width, height, palette, mark: i > 0 ? tiles[i - 1] : null, solved: i === boards.length - 1 });
    painter.text(x + width / 2, y + height + 14, i === 0 ? 'start' : `move ${i}`, { size: 11, fill: palette.ink, font: palette.font });
    if (i < tiles.length) {
      // The move to the next board, after this one (at a row's end, the next row goes on).
      painter.text(x + width + BETWEEN / 2, y + height / 2, `${tiles[i]} ${ARROWS[directions[i]] ?? directions[i]}`, { size: 15, weight: 650, fill: palette.ink, font: palette.font });
    }
  });
  const shown = Math.ceil(boards.length / perRow);
  return painter.document(12 + perRow * (width + BETWEEN), top + shown * rowHeight + 8, { title: caption, background: palette.paper });
}
