import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { jobKeys } from '../../api/jobs.ts';
import { sendPress } from './api/send-press.ts';
import {
  createPressQueue,
  keepSending,
  localQueueStorage,
  type PressQueue,
  type QueueState,
} from './press-queue.ts';

const queues = new Map<string, PressQueue>();
let refreshJobs: () => Promise<void> = () => Promise.resolve();

/** The storage key of a user's queue. */
export const pressQueueKey = (userId: string) => `spotless.today.presses.${userId}`;

/** One queue per user for the page's whole life: leaving the page does not stop a replay. */
function queueFor(userId: string): PressQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = createPressQueue({
      storage: localQueueStorage(pressQueueKey(userId), globalThis.localStorage),
      // The jobs are read again before the press leaves the queue, so the card never flashes
      // back to the status it had before.
      send: async (press) => {
        const outcome = await sendPress(press);
        if (outcome.kind === 'sent') await refreshJobs();
        return outcome;
      },
    });
    queues.set(userId, queue);
  }
  return queue;
}

/** Forgets the queues held in memory, so the next page reads them from storage again (stories). */
export const forgetPressQueues = () => queues.clear();

const noQueue: QueueState = { pending: [], refused: [], waiting: false };
const subscribeNone = () => () => {};

/**
 * The signed-in user's press queue and its state. While the page shows it, it is sent when the
 * page opens, whenever the browser says the connection is back, and again by itself after a send
 * that could not reach the server (`keepSending`). Signing out leaves the page, and stops it.
 */
export function usePressQueue(userId: string | undefined) {
  const queryClient = useQueryClient();
  const queue = userId ? queueFor(userId) : null;
  useEffect(() => {
    if (!queue) return;
    refreshJobs = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
    return keepSending(queue, { target: window, isOnline: () => navigator.onLine });
  }, [queue, queryClient]);
  const state = useSyncExternalStore(
    queue?.subscribe ?? subscribeNone,
    queue?.getState ?? (() => noQueue),
  );
  return { queue, state };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it is online (`navigator.onLine` and its events). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
