// <n-puzzle>: the playground's board, solver and step player as a widget for course notes.
//
//   <script type="module" src="https://example.org/npuzzle/www/n-puzzle.js"></script>
//   <n-puzzle board="8 6 7 2 5 4 3 0 1" algorithm="astar" controls="solve,step"></n-puzzle>
//
// This entry registers the element (puzzle-element.js), once, whatever else the page loaded.
// On a page from another origin the widget's files must be served with
// `Access-Control-Allow-Origin` (GitHub Pages sends `*`): its worker is then a blob: URL whose
// code imports worker.js by its absolute URL.

import { NPuzzleElement } from './puzzle-element.js';

if (!customElements.get('n-puzzle')) customElements.define('n-puzzle', NPuzzleElement);
