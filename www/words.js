// The page's words: every sentence a person reads comes from a catalogue key (locales/*.ftl),
// worded by the core in its language (core.say), so no sentence is put together from English
// pieces here. Each language on a page has its own core instance (runtime.js `speakerFor`), so
// a component words with the `say` of the core it holds (session.say): two widgets of
// different languages on one page each speak their own.
//
// Static markup names its words by key: data-say (the text), data-say-label (aria-label),
// data-say-title (title) and data-say-placeholder; sayAll(say, root) fills them.

/**
 * The words of `key` with `args` (numbers, text, or `{key, args}` messages) in one language.
 * @typedef {(key: string, args?: Record<string, number | string | {key: string, args?: object}>) => string} Say
 */

/**
 * Words of a component built before its core has loaded: each key stands for itself until
 * sayAll words the markup.
 * @type {Say}
 */
export const sayKey = (key) => key;

const ATTRIBUTES = /** @type {const} */ ([
  ['say', null],
  ['sayLabel', 'aria-label'],
  ['sayTitle', 'title'],
  ['sayPlaceholder', 'placeholder'],
]);

/**
 * Fills the words of every element under `root` (and `root` itself) that names a key with
 * data-say, data-say-label, data-say-title or data-say-placeholder.
 * @param {Say} say
 * @param {ParentNode & Element} root
 */
export function sayAll(say, root) {
  const selector = '[data-say], [data-say-label], [data-say-title], [data-say-placeholder]';
  for (const element of [root, ...root.querySelectorAll(selector)]) {
    if (!(element instanceof HTMLElement)) continue;
    for (const [data, attribute] of ATTRIBUTES) {
      const key = element.dataset[data];
      if (!key) continue;
      if (attribute) element.setAttribute(attribute, say(key));
      else element.textContent = say(key);
    }
  }
}
