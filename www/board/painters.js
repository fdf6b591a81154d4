// Two surfaces the board renderer (board-painter.js) and the search tree draw on, behind one
// small interface, so that the same drawing code makes the main board, the tree's boards, the
// frontier's, and the SVG and PNG figures:
//   rect(x, y, w, h, {fill, stroke, lineWidth, radius, dash})
//   text(x, y, string, {size, weight, fill, anchor: 'start'|'middle'|'end', font})  (centred vertically)
//   lines([x1, y1, x2, y2, ...], {stroke, lineWidth})         many segments, one stroke
//   dots([x, y, ...], radius, fill)                            many dots, one fill
//   ring(x, y, radius, {stroke, lineWidth})
//   picture(source, [sx, sy, sw, sh], [x, y, w, h], radius, alpha)  canvas only (`pictures`)
// Coordinates are CSS pixels of the surface. CanvasPainter draws on a 2D context; SvgPainter
// writes real <rect>, <text> and <path> elements, a standalone document (tile numbers and
// labels stay text: searchable, editable in Inkscape). Pictures are the canvas's alone: an SVG
// figure shows numbered tiles instead.

/** Draws on a canvas 2D context. */
export class CanvasPainter {
  pictures = true;

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
    c.font = `${weight} ${size}px ${font}`;
    c.textAlign = anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left';
    c.textBaseline = 'middle';
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

const round = (value) => Math.round(value * 100) / 100;
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes SVG elements; `document()` answers the standalone file. */
export class SvgPainter {
  pictures = false;
  /** @type {string[]} */ parts = [];

  rect(x, y, w, h, { fill = null, stroke = null, lineWidth = 1, radius = 0, dash = null } = {}) {
    const attributes = [`x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"`];
    if (radius > 0) attributes.push(`rx="${round(radius)}"`);
    attributes.push(`fill="${fill ? escape(fill) : 'none'}"`);
    if (stroke) attributes.push(`stroke="${escape(stroke)}" stroke-width="${round(lineWidth)}"`);
    if (stroke && dash) attributes.push(`stroke-dasharray="${dash.join(' ')}"`);
    this.parts.push(`<rect ${attributes.join(' ')}/>`);
  }

  text(x, y, string, { size = 12, weight = 400, fill = '#000', anchor = 'middle', font = 'system-ui, sans-serif' } = {}) {
    this.parts.push(
      `<text x="${round(x)}" y="${round(y)}" font-size="${round(size)}" font-weight="${weight}" font-family="${escape(font)}" ` +
        `fill="${escape(fill)}" text-anchor="${anchor}" dominant-baseline="central">${escape(string)}</text>`,
    );
  }

  lines(segments, { stroke = '#000', lineWidth = 1 } = {}) {
    const d = [];
    for (let i = 0; i + 3 < segments.length; i += 4) d.push(`M${round(segments[i])} ${round(segments[i + 1])}L${round(segments[i + 2])} ${round(segments[i + 3])}`);
    if (d.length) this.parts.push(`<path d="${d.join('')}" fill="none" stroke="${escape(stroke)}" stroke-width="${round(lineWidth)}"/>`);
  }

  dots(points, radius, fill) {
    // Squares as wide as the dot: one path for thousands of them stays small.
    const d = [];
    const side = round(radius * 2);
    for (let i = 0; i + 1 < points.length; i += 2) d.push(`M${round(points[i] - radius)} ${round(points[i + 1] - radius)}h${side}v${side}h-${side}z`);
    if (d.length) this.parts.push(`<path d="${d.join('')}" fill="${escape(fill)}"/>`);
  }

  ring(x, y, radius, { stroke = '#000', lineWidth = 1 } = {}) {
    this.parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="none" stroke="${escape(stroke)}" stroke-width="${round(lineWidth)}"/>`);
  }

  picture() {}

  /** The figure as a standalone SVG file: `width` x `height` CSS pixels, with a title and a background. */
  document(width, height, { title = '', background = null } = {}) {
    const w = round(width);
    const h = round(height);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
      title ? `<title>${escape(title)}</title>` : '',
      background ? `<rect width="${w}" height="${h}" fill="${escape(background)}"/>` : '',
      ...this.parts,
      '</svg>',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n');
  }
}

/** Saves `blob` as a file named `name` (a download). */
export function saveFile(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A figure's file name, after the algorithm and the board it starts from: npuzzle-astar-123405678.svg,
 * npuzzle-astar-123405678-solution.svg (tiles over 9 joined by dashes: npuzzle-idastar-1-2-3-…-15-0.svg).
 */
export function figureName(algorithm, board, extension, suffix = '') {
  const tiles = board.tiles.some((t) => t > 9) ? board.tiles.join('-') : board.tiles.join('');
  return `npuzzle-${algorithm}-${tiles}${suffix ? `-${suffix}` : ''}.${extension}`;
}
