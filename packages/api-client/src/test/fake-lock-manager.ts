import type { LockManagerLike } from '../session.ts';

/**
 * Web Locks semantics for one origin, shared by the "tabs" of a test: callbacks on the same
 * name run one after the other, in request order.
 */
export function createFakeLockManager(): LockManagerLike & { grants: string[] } {
  const queues = new Map<string, Promise<unknown>>();
  const grants: string[] = [];
  return {
    grants,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const granted = previous.then(() => {
        grants.push(name);
        return callback();
      });
      queues.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
}
