// A recorded search as the Search view steps through it: the events the worker streams (see
// src/search/record.rs for what they mean), and a cursor that moves from expansion to
// expansion, forwards and backwards, keeping each tree node's state, the frontier and the
// counts exactly as they were at that point. No DOM here.
//
// Event kinds and fates are numbered as the core numbers them (recordFacts()):
//   kinds: 0 iteration, 1 root, 2 child, 3 expand, 4 drop, 5 found
//   fates: 0 queued, 1 duplicate, 2 pruned, 3 requeued

export const KIND = Object.freeze({ iteration: 0, root: 1, child: 2, expand: 3, drop: 4, found: 5 });
export const FATE = Object.freeze({ queued: 0, duplicate: 1, pruned: 2, requeued: 3 });

/** What a tree node is at the cursor: its colour in the tree. */
export const STATE = Object.freeze({
  unborn: 0, // not generated yet
  open: 1, // on the frontier
  closed: 2, // expanded
  duplicate: 3, // generated, skipped as already seen
  pruned: 4, // generated, beyond the bound or the depth limit
  dropped: 5, // left the frontier unexpanded (depth-first search)
  superseded: 6, // replaced on the frontier by a cheaper path to the same state
  goal: 7, // the goal, taken off the frontier where the search stopped (not expanded)
});

const NONE = 0xffffffff;

/** A column that grows by doubling. */
class Column {
  constructor(Type) {
    this.Type = Type;
    this.data = new Type(1024);
    this.length = 0;
  }

  append(values) {
    const needed = this.length + values.length;
    if (needed > this.data.length) {
      let size = this.data.length;
      while (size < needed) size *= 2;
      const grown = new this.Type(size);
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data.set(values, this.length);
    this.length = needed;
  }
}

/** The events of one recorded search, appended chunk by chunk, and its tree nodes. */
export class SearchRecord {
  #events = {
    kind: new Column(Uint8Array),
    fate: new Column(Uint8Array),
    node: new Column(Uint32Array),
    parent: new Column(Uint32Array),
    other: new Column(Uint32Array),
    g: new Column(Uint32Array),
    h: new Column(Uint32Array),
    label: new Column(Uint16Array),
  };
  /** Event index of each expansion, in order. */
  #expansions = new Column(Uint32Array);
  /** Per tree node: parent, g, h, label, fate, the iteration it belongs to, its depth. */
  #nodes = {
    parent: new Column(Uint32Array),
    g: new Column(Uint32Array),
    h: new Column(Uint32Array),
    label: new Column(Uint16Array),
    iteration: new Column(Uint32Array),
  };
  #iterations = 0;
  /** Bound of each iteration (IDA*, IDDFS). */
  bounds = [];
  /** The tree node of the goal, if found while recording. */
  found = NONE;
  /** Whether the recording stopped at its cap while the search went on. */
  stopped = false;

  /** Appends a chunk `{kind, fate, node, parent, other, g, h, label, stopped}`. */
  append(chunk) {
    const first = this.#events.kind.length;
    for (const [key, column] of Object.entries(this.#events)) column.append(chunk[key]);
    for (let i = 0; i < chunk.kind.length; i += 1) {
      const kind = chunk.kind[i];
      if (kind === KIND.expand) {
        this.#expansions.append([first + i]);
      } else if (kind === KIND.iteration) {
        this.#iterations += 1;
        this.bounds.push(chunk.node[i]);
      } else if (kind === KIND.root || kind === KIND.child) {
        this.#addNode(chunk, i);
      } else if (kind === KIND.found) {
        this.found = chunk.node[i];
      }
    }
    this.stopped = chunk.stopped;
  }

  #addNode(chunk, i) {
    const nodes = this.#nodes;
    if (chunk.node[i] !== nodes.parent.length) throw new Error(`tree node ${chunk.node[i]} out of order`);
    nodes.parent.append([chunk.parent[i]]);
    nodes.g.append([chunk.g[i]]);
    nodes.h.append([chunk.h[i]]);
    nodes.label.append([chunk.label[i]]);
    nodes.iteration.append([Math.max(0, this.#iterations - 1)]);
  }

  /** Events recorded. */
  get events() {
    return this.#events.kind.length;
  }

  /** Expansions recorded. */
  get expansions() {
    return this.#expansions.length;
  }

  /** Tree nodes recorded. */
  get nodes() {
    return this.#nodes.parent.length;
  }

  /** Whether the search is iterative (its tree starts afresh each iteration). */
  get iterative() {
    return this.bounds.length > 0;
  }

  /** Event `i`'s fields. */
  event(i) {
    const e = this.#events;
    return {
      kind: e.kind.data[i],
      fate: e.fate.data[i],
      node: e.node.data[i],
      other: e.other.data[i],
    };
  }

  /** The index of the event of expansion `k` (1-based). */
  expansionEvent(k) {
    return this.#expansions.data[k - 1];
  }

  /** Tree node `id`: {id, parent (null for a root), g, h, f, label, iteration}. */
  node(id) {
    const n = this.#nodes;
    const parent = n.parent.data[id];
    const g = n.g.data[id];
    const h = n.h.data[id];
    return {
      id,
      parent: parent === NONE ? null : parent,
      g,
      h,
      f: g + h,
      label: n.label.data[id],
      iteration: n.iteration.data[id],
    };
  }

  /** The iteration tree node `id` belongs to (0-based; 0 for searches that do not iterate). */
  iterationOf(id) {
    return this.#nodes.iteration.data[id];
  }

  /** The labels (blank cells) from the root of `id`'s tree to `id`: with the start board, its board. */
  labelsTo(id) {
    const labels = [];
    for (let at = id; at !== NONE; at = this.#nodes.parent.data[at]) labels.push(this.#nodes.label.data[at]);
    return labels.reverse();
  }

  /** The typed columns of the tree nodes (read-only views), for layout and drawing. */
  get columns() {
    const n = this.#nodes;
    const length = n.parent.length;
    return {
      parent: n.parent.data.subarray(0, length),
      g: n.g.data.subarray(0, length),
      h: n.h.data.subarray(0, length),
      iteration: n.iteration.data.subarray(0, length),
    };
  }
}

/**
 * A position in a record: after `step` expansions (0: before the first), with every tree
 * node's state as it was then. Moving applies or undoes the events in between, so going back
 * restores exactly what was.
 */
export class SearchCursor {
  #record;
  /** Events applied: [0, #applied). */
  #applied = 0;
  /** Per event: the state of the node it changed before it changed it (to undo it). */
  #before = new Uint8Array(0);
  /** The counts (frontier, explored, nodes) each finished iteration ended with, to return to them going back. */
  #finished = [];
  state = new Uint8Array(0);
  step = 0;
  iteration = 0;
  frontier = 0;
  explored = 0;
  /** Nodes in the tree shown (generated so far; this iteration's, for iterative searches). */
  nodes = 0;
  /** The tree node expanded at this step (null before the first). */
  current = null;
  /** Whether the goal has been found by this step (its path is known only from then on). */
  found = false;

  /** Whether tree node `id` is in the tree shown at this step (iterative searches start afresh). */
  shows(id) {
    return !this.#record.iterative || this.#record.iterationOf(id) === this.iteration - 1;
  }

  /**
   * The next `count` frontier nodes in the order the algorithm takes them: `order` is the
   * core's frontier order ('queue', 'stack', 'g', 'h' or 'f'; see algorithms()), `weight` the
   * weight of h in f (weighted A*). Ties go to the node queued last, as the engines break them.
   * For 'stack' searches that keep no frontier (IDA*, IDDFS), the current path instead.
   */
  next(order, count, weight = 1) {
    const record = this.#record;
    const open = [];
    if (order === 'queue') {
      for (let id = 0; id < record.nodes && open.length < count; id += 1) {
        if (this.state[id] === STATE.open) open.push(id);
      }
      return open.map((id) => record.node(id));
    }
    if (order === 'stack') {
      if (record.iterative) return this.current === null ? [] : this.#path(this.current, count);
      for (let id = record.nodes - 1; id >= 0 && open.length < count; id -= 1) {
        if (this.state[id] === STATE.open) open.push(id);
      }
      return open.map((id) => record.node(id));
    }
    const key = { g: (g) => g, h: (g, h) => h, f: (g, h) => g + weight * h }[order];
    if (!key) return [];
    // The `count` smallest keys, kept sorted: a frontier of 100,000 costs one pass.
    // Read straight from the columns: no object per open node, only for the ones kept.
    const { g, h } = record.columns;
    const best = [];
    for (let id = record.nodes - 1; id >= 0; id -= 1) {
      if (this.state[id] !== STATE.open) continue;
      const k = key(g[id], h[id]);
      if (best.length === count && k >= best[best.length - 1].k) continue;
      let at = best.length;
      while (at > 0 && best[at - 1].k > k) at -= 1;
      best.splice(at, 0, { k, id });
      if (best.length > count) best.pop();
    }
    return best.map(({ id }) => record.node(id));
  }

  // The path from `id` up towards the root, `id` first, at most `count` nodes.
  #path(id, count) {
    const path = [];
    for (let at = this.#record.node(id); path.length < count; at = this.#record.node(at.parent)) {
      path.push(at);
      if (at.parent === null) break;
    }
    return path;
  }

  constructor(record) {
    this.#record = record;
  }

  /** Moves to `step` (clamped to the expansions recorded). */
  seek(step) {
    const record = this.#record;
    const target = Math.max(0, Math.min(step, record.expansions));
    this.#grow();
    // Step k shows expansion k with the children it generated: every event before the next
    // expansion (or every event, at the last step), less a new iteration's start and root,
    // which belong with that iteration's first expansion: the last tree stays shown till then.
    let until = target < record.expansions ? record.expansionEvent(target + 1) : record.events;
    if (target > 0 && target < record.expansions) {
      while ([KIND.root, KIND.iteration].includes(record.event(until - 1).kind)) until -= 1;
    }
    while (this.#applied < until) this.#apply(this.#applied);
    while (this.#applied > until) this.#undo(this.#applied - 1);
    this.step = target;
    this.current = target === 0 ? null : record.event(record.expansionEvent(target)).node;
    return this;
  }

  #grow() {
    if (this.state.length < this.#record.nodes) {
      const state = new Uint8Array(Math.max(this.#record.nodes, this.state.length * 2, 1024));
      state.set(this.state);
      this.state = state;
    }
    if (this.#before.length < this.#record.events) {
      const before = new Uint8Array(Math.max(this.#record.events, this.#before.length * 2, 1024));
      before.set(this.#before);
      this.#before = before;
    }
  }

  #set(node, value) {
    const old = this.state[node];
    if (old === STATE.open) this.frontier -= 1;
    if (old === STATE.closed) this.explored -= 1;
    if (value === STATE.open) this.frontier += 1;
    if (value === STATE.closed) this.explored += 1;
    this.state[node] = value;
    return old;
  }

  #apply(i) {
    const { kind, fate, node, other } = this.#record.event(i);
    switch (kind) {
      case KIND.iteration:
        // A new tree: the counts are the new tree's.
        this.#finished.push([this.frontier, this.explored, this.nodes]);
        this.iteration += 1;
        [this.frontier, this.explored, this.nodes] = [0, 0, 0];
        break;
      case KIND.root:
        this.#before[i] = this.#set(node, STATE.open);
        this.nodes += 1;
        break;
      case KIND.child:
        this.nodes += 1;
        this.#before[i] = this.#set(node, fate === FATE.duplicate ? STATE.duplicate : fate === FATE.pruned ? STATE.pruned : STATE.open);
        if (fate === FATE.requeued && other !== NONE && this.state[other] === STATE.open) this.#set(other, STATE.superseded);
        break;
      case KIND.expand:
        this.#before[i] = this.#set(node, STATE.closed);
        break;
      case KIND.drop:
        this.#before[i] = this.#set(node, STATE.dropped);
        break;
      case KIND.found:
        // The engine takes the goal off the frontier and stops without expanding it.
        this.#before[i] = this.#set(node, STATE.goal);
        this.found = true;
        break;
      default:
        break;
    }
    this.#applied = i + 1;
  }

  #undo(i) {
    const { kind, fate, node, other } = this.#record.event(i);
    switch (kind) {
      case KIND.iteration:
        this.iteration -= 1;
        [this.frontier, this.explored, this.nodes] = this.#finished.pop() ?? [0, 0, 0];
        break;
      case KIND.child:
        this.nodes -= 1;
        if (fate === FATE.requeued && other !== NONE && this.state[other] === STATE.superseded) this.#set(other, STATE.open);
        this.#set(node, this.#before[i]);
        break;
      case KIND.root:
        this.nodes -= 1;
        this.#set(node, this.#before[i]);
        break;
      case KIND.expand:
      case KIND.drop:
        this.#set(node, this.#before[i]);
        break;
      case KIND.found:
        this.#set(node, this.#before[i]);
        this.found = false;
        break;
      default:
        break;
    }
    this.#applied = i;
  }
}
