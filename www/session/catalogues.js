// The catalogues' texts (locales/{tag}.ftl, beside the site's root, fetched once a page; the
// service worker keeps them once fetched), and the whole English catalogue handed to the core
// when a view loaded later needs it (completeWords). Apart from language.js so that views.js,
// which the settings reader imports, can ask for it without an import circle.

const ENGLISH = 'en';

/** @type {Map<string, Promise<string>>} a catalogue's text by tag, fetched once a page */
const catalogues = new Map();

/** The catalogue of `tag`, beside the site's root (the service worker keeps it once fetched). */
export function catalogue(tag) {
  if (!catalogues.has(tag)) {
    const text = fetch(new URL(`../../locales/${tag}.ftl`, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => catalogues.delete(tag)); // tried again next time
    catalogues.set(tag, text);
  }
  return /** @type {Promise<string>} */ (catalogues.get(tag));
}

/** @type {WeakMap<object, Promise<void>>} by core instance: the whole English catalogue handed to it, once asked */
const completing = new WeakMap();

/**
 * Resolves once `core` words every sentence. The first module's English leaves out the
 * catalogue's `## Later:` sections, which only the views loaded later say (the Search view,
 * exercises, Compare, Play, the Lab, the glossary), so those views ask for the whole English
 * catalogue as they load; another language's catalogue is whole already. A catalogue that
 * cannot be fetched leaves those sentences as their keys, as a missing translation would.
 * @param {{wordsComplete: () => boolean, completeEnglish: (text: string) => void}} core
 */
export function completeWords(core) {
  if (core.wordsComplete()) return Promise.resolve();
  let complete = completing.get(core);
  if (!complete) {
    complete = catalogue(ENGLISH)
      .then((text) => core.completeEnglish(text))
      .catch(() => {
        completing.delete(core); // tried again by the next view
      });
    completing.set(core, complete);
  }
  return complete;
}
