// The closed disclosure a check of a student's work fills (check-work.js): its own module, so
// the Solve panel shows "Check my solution" at once and loads the check itself when it is first
// opened, after the page's first load.

import { el } from '../dom.js';

/**
 * @param {'search' | 'solution'} name
 * @param {string} summary
 * @returns {HTMLDetailsElement}
 */
export function checkShell(name, summary) {
  return /** @type {HTMLDetailsElement} */ (el('details', { class: 'group check-work', id: `check-${name}-section` }, el('summary', {}, summary)));
}
