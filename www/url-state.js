// The view in the URL hash: #size=3x3&board=3x3:8,6,7,2,5,4,3,0,1&goal=blank-last&algo=astar&h=manhattan&step=5
//
// This module only reads and writes the text of the hash. What the values mean (a board the
// core parses, an algorithm it knows) is checked by app.js, which reports what it ignores.

/** The keys the hash may carry, in the order they are written. */
export const KEYS = ['size', 'board', 'goal', 'algo', 'h', 'w', 'step'];

/**
 * The hash's values by key, and what it held besides: {values, unknown: [key], repeated: [key]}.
 * Values are decoded text, never interpreted here.
 */
export function readHash(hash = location.hash) {
  const values = {};
  const unknown = [];
  const repeated = [];
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = decode(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : decode(part.slice(at + 1));
    if (!KEYS.includes(key)) unknown.push(key);
    else if (Object.hasOwn(values, key)) repeated.push(key);
    else values[key] = value;
  }
  return { values, unknown, repeated };
}

/** The hash for `values` (keys in KEYS order, empty values left out). */
export function writeHash(values) {
  const parts = [];
  for (const key of KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${key}=${encode(String(value))}`);
  }
  return parts.length ? `#${parts.join('&')}` : '';
}

/** A board as the hash writes it: `3x3:8,6,7,2,5,4,3,0,1` (which the core parses back). */
export function boardToken({ rows, cols, tiles }) {
  return `${rows}x${cols}:${tiles.join(',')}`;
}

// Characters a fragment may hold as they are (RFC 3986 pchar, less '&', '=' and '+', which reads
// as a space) stay unescaped, so the usual values read plainly: 3x3:8,6,7 and blank-last.
function encode(text) {
  return encodeURIComponent(text).replace(/%(2C|3A|2F|40|21|24|27|28|29|2A|3B)/g, (match, hex) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text; // a stray '%': the value is then reported as invalid by whoever reads it
  }
}
