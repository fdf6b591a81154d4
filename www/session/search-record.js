// A recorded search as the Search view steps through it: the core's replay (SearchReplay, on
// the session's instance of the core) fed the chunks the worker streams, and what the view
// draws of it, kept as the core answered it. Which node is next, why, and what each node's
// board is are the core's; this only holds the answers. No DOM here.

/** Expansions the replay seeks at most per call: a long jump is then several short tasks. */
export const SEEK_STRIDE = 10_000;
const NONE = 0xffffffff;

export class SearchRecord {
  /** @type {import('../../npuzzle.js').SearchReplay} */ #replay;
  #facts;
  /** The replay's status since the last seek or chunk (see SearchReplay.status). */
  #status;
  /** Per tree node, what never changes once recorded: {id, parent, g, h, f, tiles, moved, line}. */
  #nodes = new Map();
  /** @type {Uint32Array} */ #parents = new Uint32Array(0);
  /** @type {Uint8Array | null} */ #states = null;

  /**
   * @param {typeof import('../../npuzzle.js')} core the session's core
   * @param {import('../../npuzzle.js').Board} start the board the search starts from
   * @param {object} options the options it is recorded with (goal included)
   */
  constructor(core, start, options) {
    this.#replay = new core.SearchReplay(start, options);
    this.start = start;
    this.#facts = { ...this.#replay.facts(), states: core.recordFacts().states };
    this.#status = this.#replay.status();
  }

  /** What the order is: {order ('queue', 'stack', 'path', 'g', 'h', 'f'), key, tieRule, weight, depthLimit, usesHeuristic, states}. */
  get facts() {
    return this.#facts;
  }

  /** Appends a chunk from the worker. */
  append(chunk) {
    const { kind, fate, node, parent, other, g, h, label, stopped } = chunk;
    this.#replay.append(kind, fate, node, parent, other, g, h, label, stopped);
    this.#changed();
  }

  #changed() {
    this.#states = null;
    this.#status = this.#replay.status();
  }

  /** Lets go of the core's replay (a new recording replaces this one). */
  free() {
    this.#replay.free();
  }

  get expansions() {
    return this.#status.expansions;
  }

  /** Tree nodes recorded. */
  get nodes() {
    return this.#status.nodes;
  }

  /** Whether the recording stopped at its cap while the search went on. */
  get stopped() {
    return this.#status.stopped;
  }

  /** The goal's tree node, or null when it was not found while recording. */
  get found() {
    return this.#status.found;
  }

  /** Whether the search iterates (IDA*, IDDFS), its tree starting afresh each iteration. */
  get iterative() {
    return this.#status.iterative;
  }

  // --- The step --------------------------------------------------------------------------------

  /** Moves to expansion `step` (clamped), at most SEEK_STRIDE expansions at a time; the step reached. */
  seek(step) {
    const here = this.#status.step;
    const target = Math.max(0, Math.min(step, this.expansions));
    const next = Math.abs(target - here) > SEEK_STRIDE ? here + Math.sign(target - here) * SEEK_STRIDE : target;
    this.#replay.seek(next);
    this.#changed();
    return next;
  }

  get step() {
    return this.#status.step;
  }

  /** The node expanded at this step, or null before the first. */
  get current() {
    return this.#status.current;
  }

  /** {frontier, explored, nodes} of the tree shown. */
  counts() {
    const { frontier, explored, treeNodes } = this.#status;
    return { frontier, explored, nodes: treeNodes };
  }

  /** The iteration shown (from 1; 0 when the search does not iterate), and its bound. */
  get iteration() {
    return this.#status.iteration;
  }

  get bound() {
    return this.#status.bound;
  }

  /** Whether the goal is found by this step. */
  get foundByNow() {
    return this.#status.foundByNow;
  }

  /** Each node's state at this step, by its number in facts.states. */
  get states() {
    this.#states ??= this.#replay.states();
    return this.#states;
  }

  /** The tree shown: node ids [from, to). */
  shown() {
    return { from: this.#status.from, to: this.#status.to };
  }

  /** The next `count` nodes in the algorithm's order (the current path, for IDA* and IDDFS). */
  frontier(count) {
    return Array.from(this.#replay.frontier(count));
  }

  /** The facts behind this step's expansion (see ReplayWhy), or null before the first. */
  why() {
    return this.#replay.why();
  }

  // --- Tree nodes ------------------------------------------------------------------------------

  /** Every node's parent (0xffffffff for a root), as recorded so far. */
  get parents() {
    if (this.#parents.length !== this.nodes) this.#parents = this.#replay.parents();
    return this.#parents;
  }

  /** The tree nodes from `id`'s root to `id`, along the parents the core recorded. */
  pathTo(id) {
    const path = [];
    for (let at = id; at !== NONE; at = this.parents[at]) path.push(at);
    return path.reverse();
  }

  /** Node `id`: {id, parent, g, h, f, tiles, moved (the tile that slid, 0 at a root), line (its board on one line)}. */
  node(id) {
    return this.nodesOf([id])[0];
  }

  /** The nodes `ids`, their boards, costs and lines asked of the core in one call each. */
  nodesOf(ids) {
    const missing = ids.filter((id) => !this.#nodes.has(id));
    if (missing.length > 0) {
      const wanted = Uint32Array.from(missing);
      const boards = this.#replay.boards(wanted);
      const costs = this.#replay.costs(wanted);
      const lines = this.#replay.lines(wanted).split('\n');
      const size = this.start.tiles.length + 1;
      missing.forEach((id, i) => {
        const [parent, g, h, f] = costs.subarray(i * 4, i * 4 + 4);
        const tiles = boards.slice(i * size, (i + 1) * size - 1);
        this.#nodes.set(id, { id, parent: parent < 0 ? null : parent, g, h, f, tiles, moved: boards[(i + 1) * size - 1], line: lines[i] });
      });
    }
    return ids.map((id) => this.#nodes.get(id));
  }

  /**
   * Every node's `key` (`g`, `h` or `f`, as the order writes f) as recorded so far, asked of
   * the core once per chunk: what "Colour by" bands.
   * @param {'g' | 'h' | 'f'} key
   */
  values(key) {
    const column = { g: 1, h: 2, f: 3 }[key];
    if (this.#values?.nodes !== this.nodes) {
      const costs = this.#replay.costs(Uint32Array.from({ length: this.nodes }, (_, i) => i));
      this.#values = { nodes: this.nodes, costs };
    }
    const { costs } = this.#values;
    return Float64Array.from({ length: this.nodes }, (_, i) => costs[i * 4 + column]);
  }

  /** @type {{nodes: number, costs: Float64Array} | null} */ #values = null;

  // --- Exercises: the core's questions and grades (see SearchReplay's exercise methods) ------

  /** The steps of the first `count` questions of `kind` (predict, expand, values). */
  questions(kind, count) {
    return Array.from(this.#replay.questions(kind, count));
  }

  /** The boards offered at question `step`, shuffled by `seed`. */
  choices(step, seed) {
    return Array.from(this.#replay.choices(step, seed));
  }

  /** "Which node is expanded next?" graded (see SearchReplay.gradePredict). */
  gradePredict(step, answer) {
    return this.#replay.gradePredict(step, answer);
  }

  /** The children the expansion after `step` generates. */
  childrenAt(step) {
    return Array.from(this.#replay.childrenAt(step));
  }

  /** The children chosen for the frontier, graded (see SearchReplay.gradeExpand). */
  gradeExpand(step, chosen) {
    return this.#replay.gradeExpand(step, Uint32Array.from(chosen));
  }

  /** g, h and f given for node `id`, graded (see SearchReplay.gradeValues). */
  gradeValues(id, g, h, f) {
    return this.#replay.gradeValues(id, g, h, f);
  }

  /** Node `id`'s board: {rows, cols, tiles}. */
  boardOf(id) {
    const { rows, cols } = this.start;
    return { rows, cols, tiles: Array.from(this.node(id).tiles) };
  }
}
