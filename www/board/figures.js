// Figures for slides: the SVG surface of the board renderer (painters.js has the canvas's), and
// saving a figure as a file named after the algorithm and the board. Loaded with the views that
// make figures, not with the page.
//
// SvgPainter writes real <rect>, <text> and <path> elements into a standalone document: tile
// numbers and labels stay text (searchable, editable in Inkscape).

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
