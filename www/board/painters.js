// The surfaces the board renderer (board-painter.js) and the search tree draw on, behind one
// small interface, so that the same drawing code makes the main board, the tree's boards, the
// frontier's, and the SVG and PNG figures (figures.js: the SVG surface, loaded with them):
//   rect(x, y, w, h, {fill, stroke, lineWidth, radius, dash})
//   text(x, y, string, {size, weight, fill, anchor: 'start'|'middle'|'end', font})  (centred vertically)
//   lines([x1, y1, x2, y2, ...], {stroke, lineWidth})         many segments, one stroke
//   dots([x, y, ...], radius, fill)                            many dots, one fill
//   ring(x, y, radius, {stroke, lineWidth})
//   picture(source, [sx, sy, sw, sh], [x, y, w, h], radius, alpha)  canvas only (`pictures`)
// Coordinates are CSS pixels of the surface. CanvasPainter draws on a 2D context; figures.js's
// SvgPainter writes SVG elements. Pictures are the canvas's alone: an SVG figure shows numbered
// tiles instead.

import { drawBoard } from './board-painter.js';

/** Draws on a canvas 2D context. */
export class CanvasPainter {
  pictures = true;
  // The text style last set: parsing a font is most of the cost of a tile's number, and a
  // board's numbers (a tree's, a frontier's) share one.
  #font = '';
  #align = '';

  /** @param {CanvasRenderingContext2D} context */
  constructor(context) {
    this.context = context;
  }

  rect(x, y, w, h, { fill = null, stroke = null, lineWidth = 1, radius = 0, dash = null } = {}) {
    const c = this.context;
    c.beginPath();
    if (radius > 0) c.roundRect(x, y, w, h, radius);
    else c.rect(x, y, w, h);
    if (fill) {
      c.fillStyle = fill;
      c.fill();
    }
    if (stroke) {
      c.strokeStyle = stroke;
      c.lineWidth = lineWidth;
      c.setLineDash(dash ?? []);
      c.stroke();
      c.setLineDash([]);
    }
  }

  text(x, y, string, { size = 12, weight = 400, fill = '#000', anchor = 'middle', font = 'system-ui, sans-serif' } = {}) {
    const c = this.context;
    const style = `${weight} ${size}px ${font}`;
    if (style !== this.#font) {
      c.font = this.#font = style;
      c.textBaseline = 'middle';
    }
    const align = anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left';
    if (align !== this.#align) c.textAlign = this.#align = align;
    c.fillStyle = fill;
    c.fillText(string, x, y);
  }

  lines(segments, { stroke = '#000', lineWidth = 1 } = {}) {
    const c = this.context;
    c.beginPath();
    for (let i = 0; i + 3 < segments.length; i += 4) {
      c.moveTo(segments[i], segments[i + 1]);
      c.lineTo(segments[i + 2], segments[i + 3]);
    }
    c.strokeStyle = stroke;
    c.lineWidth = lineWidth;
    c.stroke();
  }

  dots(points, radius, fill) {
    const c = this.context;
    c.beginPath();
    // Small dots as squares: as seen, and far quicker to fill by the thousand.
    const square = radius < 2.5;
    for (let i = 0; i + 1 < points.length; i += 2) {
      if (square) {
        c.rect(points[i] - radius, points[i + 1] - radius, radius * 2, radius * 2);
      } else {
        c.moveTo(points[i] + radius, points[i + 1]);
        c.arc(points[i], points[i + 1], radius, 0, Math.PI * 2);
      }
    }
    c.fillStyle = fill;
    c.fill();
  }

  ring(x, y, radius, { stroke = '#000', lineWidth = 1 } = {}) {
    const c = this.context;
    c.beginPath();
    c.arc(x, y, radius, 0, Math.PI * 2);
    c.strokeStyle = stroke;
    c.lineWidth = lineWidth;
    c.stroke();
  }

  picture(source, [sx, sy, sw, sh], [x, y, w, h], radius, alpha = 1) {
    const c = this.context;
    c.save();
    c.globalAlpha = alpha;
    c.beginPath();
    c.roundRect(x, y, w, h, radius);
    c.clip();
    c.drawImage(source, sx, sy, sw, sh, x, y, w, h);
    c.restore();
  }
}

/**
 * Draws node `node` ({tiles, moved}) of a search from `start` ({rows, cols}) into `canvas`,
 * `size` CSS pixels on its longer side: a frontier entry's board, an exercise's choice.
 */
export function drawNodeBoard(canvas, { rows, cols }, node, palette, size) {
  const ratio = window.devicePixelRatio || 1;
  const width = (size * cols) / Math.max(rows, cols);
  const height = (size * rows) / Math.max(rows, cols);
  const [pixelsWide, pixelsHigh] = [Math.round(width * ratio), Math.round(height * ratio)];
  // Sizing a canvas allocates it afresh: only when its size changes (a frontier's entries are
  // redrawn many times a second while a search is stepped through), else it is cleared.
  const resized = canvas.width !== pixelsWide || canvas.height !== pixelsHigh;
  if (resized) {
    canvas.width = pixelsWide;
    canvas.height = pixelsHigh;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  if (!resized) {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, pixelsWide, pixelsHigh);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  drawBoard(new CanvasPainter(context), { rows, cols, tiles: node.tiles, width, height, palette, compact: true, mark: node.moved || null });
}
