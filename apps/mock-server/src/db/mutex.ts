/**
 * Runs tasks one at a time, in call order. Writes take it so that a check and the write that
 * depends on it (a plan limit, a unique name) cannot interleave with another request's, and so
 * that a saved snapshot never holds half of a multi-row change.
 */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    // The next task waits for this one whether it succeeds or fails.
    this.#tail = result.catch(() => {});
    return result;
  }
}
