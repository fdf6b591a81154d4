// Global types the DOM and worker libraries leave loose (see tsconfig.json).

// In a dedicated worker, `self` receives its page's messages (worker.js, pdb-part-worker.js).
interface WorkerGlobalScopeEventMap {
  message: MessageEvent;
  messageerror: MessageEvent;
}
