// Small DOM helpers shared by the page's modules. Text always goes in as textContent: nothing
// from the URL, the user or the core is ever parsed as HTML. Numbers, durations and sizes are
// written by the core, in the language of the `say` they are given (words.js).

/** `document.getElementById`, throwing when the page lacks the element (a broken page is loud). */
export function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}

/**
 * An element: `el('button', {type: 'button', class: 'x', dataset: {step: 3}}, 'Text', child)`.
 * Attributes are set with setAttribute (booleans add or omit the attribute); `on` takes event
 * listeners; `style` takes {property: value}, set through the CSSOM (never a style attribute,
 * which a host page's Content-Security-Policy may refuse); children are nodes or strings (as text).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attributes]
 * @param {...any} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  return build(document.createElement(tag), attributes, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element, as `el`. */
export function svg(tag, attributes = {}, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attributes, children);
}

function build(element, attributes, children) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'dataset') Object.assign(element.dataset, value);
    else if (name === 'on') {
      for (const [type, listener] of Object.entries(value)) element.addEventListener(type, listener);
    } else if (name === 'text') element.textContent = String(value);
    else if (name === 'style') {
      if (typeof value !== 'object') throw new TypeError('el: style takes {property: value}, set through the CSSOM');
      for (const [property, setting] of Object.entries(value)) element.style.setProperty(property, String(setting));
    } else element.setAttribute(name === 'className' ? 'class' : name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/**
 * 1234567 → "1,234,567" in English, as the page's language writes it (by the core, rather than
 * Intl.NumberFormat: making the first one loads the locale data, tens of milliseconds on the
 * main thread while the page loads).
 * @param {import('./words.js').Say} say
 * @param {number | null | undefined} value
 */
export function formatCount(say, value) {
  if (value === null || value === undefined) return '—';
  return say('shell-number', { count: Math.round(value) });
}

/**
 * Resolves in a task of its own: work split at these points lets the page paint and answer
 * input in between, so no part of it is a long task (over 50 ms) even on a busy machine.
 * A message to ourselves, since setTimeout is clamped and throttled in background tabs.
 */
export function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(undefined);
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Milliseconds in the unit that reads best: "0.8 ms", "42 ms", "3.2 s", "1 min 4 s".
 * @param {import('./words.js').Say} say
 * @param {number | null | undefined} ms
 */
export function formatMs(say, ms) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '—';
  if (ms < 10) return say('shell-milliseconds', { ms: Number(ms.toFixed(1)) });
  if (ms < 1000) return say('shell-milliseconds', { ms: Math.round(ms) });
  if (ms < 60_000) return say('shell-seconds', { seconds: Number((ms / 1000).toFixed(ms < 10_000 ? 2 : 1)) });
  return say('shell-minutes', { minutes: Math.floor(ms / 60_000), seconds: Math.round((ms % 60_000) / 1000) });
}

/**
 * Bytes as "12.3 MB".
 * @param {import('./words.js').Say} say
 * @param {number | null | undefined} bytes
 */
export function formatBytes(say, bytes) {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024 * 1024) return say('shell-kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
  return say('shell-megabytes', { size: Number((bytes / (1024 * 1024)).toFixed(1)) });
}

/**
 * The size of a file to download, in decimal megabytes as sites and the README give them:
 * "57.7 MB" (formatBytes counts memory, in units of 2^20 bytes).
 * @param {import('./words.js').Say} say
 * @param {number | null | undefined} bytes
 */
export function formatFileSize(say, bytes) {
  if (bytes === null || bytes === undefined) return '—';
  return say('shell-megabytes', { size: Number((bytes / 1e6).toFixed(1)) });
}

/**
 * Words the sentences under `root` that have elements in them (`<code>`, `<kbd>`): each element
 * with data-say-parts="key" gets the words of `key`, its data-part children (already worded by
 * sayAll where they name a key) put where the sentence names their variable. The sentence is
 * one key, so a translation may order them as its language needs.
 * @param {import('./words.js').Say} say
 * @param {ParentNode} root
 */
export function sayParts(say, root) {
  for (const element of root.querySelectorAll('[data-say-parts]')) {
    if (!(element instanceof HTMLElement)) continue;
    const parts = new Map([...element.querySelectorAll(':scope > [data-part]')].map((part) => [/** @type {HTMLElement} */ (part).dataset.part, part]));
    const names = [...parts.keys()];
    // Each part's variable is a marker the sentence cannot contain, split out after wording.
    const text = say(String(element.dataset.sayParts), Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])));
    const used = new Set();
    const nodes = text.split(/\uE000(\d+)\uE001/).map((piece, index) => {
      if (index % 2 === 0) return piece;
      const part = /** @type {Element} */ (parts.get(names[Number(piece)]));
      const node = used.has(part) ? part.cloneNode(true) : part;
      used.add(part);
      return node;
    });
    element.replaceChildren(...nodes);
  }
}

/** Whether keystrokes at `target` belong to a text field, a menu or a slider. */
export function isTypingTarget(target) {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return Boolean(target.closest('input, textarea, select, [role="tablist"]'));
}

/** The message of anything thrown: the core throws `Error`s whose message is the whole story. */
export function messageOf(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}
