// The page's words: every sentence a person reads comes from a catalogue key (locales/*.ftl),
// worded by the core in the chosen language (core.say), so no sentence is put together from
// English pieces here. `say` works once the shell has handed over the loaded core (useWords);
// the components are built after that.
//
// Static markup names its words by key: data-say (the text), data-say-label (aria-label),
// data-say-title (title) and data-say-placeholder; sayAll(root) fills them.

/** @type {{say: (key: string, args: object) => string} | null} */
let core = null;

/**
 * The core that words the page, once loaded.
 * @param {{say: (key: string, args: object) => string}} loaded
 */
export function useWords(loaded) {
  core = loaded;
}

/**
 * The words of `key` with `args` (numbers, text, or `{key, args}` messages) in the page's
 * language. Before the core has loaded it answers the key itself.
 * @param {string} key
 * @param {Record<string, number | string | {key: string, args?: object}>} [args]
 * @returns {string}
 */
export function say(key, args = {}) {
  return core ? core.say(key, args) : key;
}

const ATTRIBUTES = /** @type {const} */ ([
  ['say', null],
  ['sayLabel', 'aria-label'],
  ['sayTitle', 'title'],
  ['sayPlaceholder', 'placeholder'],
]);

/**
 * Fills the words of every element under `root` (and `root` itself) that names a key with
 * data-say, data-say-label, data-say-title or data-say-placeholder.
 * @param {ParentNode & Element} root
 */
export function sayAll(root) {
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
