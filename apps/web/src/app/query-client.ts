import { isNetworkError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/** A 4xx answer will not change on retry; only network failures and 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

/** Exponential back-off: 1 s, 2 s, 4 s… capped at 30 s (spec §4). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * A scheduler for TanStack Query's notifications that sends together, in one later task, all those
 * scheduled while one is waiting to go out: those of one task, and those of any task that runs
 * before the waiting one (they leave sooner than alone, never later). TanStack Query sends each
 * batch of news (a query started, answered, failed) to its subscribers in a task of its own
 * (`setTimeout(…, 0)`), and React renders each such task's updates synchronously, as it must for an
 * external store: `/schedule`'s first load scheduled 42 of them, each a render of its own.
 * Gathered, they are 16, and React renders the updates of one task once (ADR 0019). The order is
 * kept; one callback that throws does not keep the others from running, and its error is still
 * reported.
 */
export function gatherNotifications(
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
  report: (error: unknown) => void = (error) =>
    queueMicrotask(() => {
      throw error;
    }),
): (callback: () => void) => void {
  let waiting: (() => void)[] | null = null;
  return (callback) => {
    if (waiting !== null) {
      waiting.push(callback);
      return;
    }
    const callbacks = [callback];
    waiting = callbacks;
    schedule(() => {
      waiting = null;
      for (const run of callbacks) {
        try {
          run();
        } catch (error) {
          report(error);
        }
      }
    });
  };
}

const notificationScheduler = gatherNotifications();

export interface QueryClientOptions {
  /** Called when a query (after its retries) or a mutation got no response at all. */
  onNetworkError?: () => void;
  /**
   * The wait before each retry of a failed read; `retryDelay` by default. Stories shorten it: the
   * same retries happen, without seven seconds of waiting before a load error shows.
   */
  retryDelay?: (attempt: number) => number;
}

export function createQueryClient({
  onNetworkError,
  retryDelay: delay = retryDelay,
}: QueryClientOptions = {}) {
  const handleError = (error: unknown) => {
    if (isNetworkError(error)) onNetworkError?.();
  };
  notifyManager.setScheduler(notificationScheduler);
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: delay,
      },
      mutations: { retry: false },
    },
  });
}

/** The toast of a call that got no response at all, in the product's words. */
export function showNetworkErrorToast(i18n: I18n) {
  showToast({
    title: i18n.t('errors.networkTitle'),
    description: i18n.t('errors.network'),
    variant: 'destructive',
  });
}

/**
 * The app's query client: a call that got no response at all shows one toast with the product's
 * text, whatever the call was.
 */
export function createAppQueryClient(
  i18n: I18n,
  options: Omit<QueryClientOptions, 'onNetworkError'> = {},
) {
  return createQueryClient({ ...options, onNetworkError: () => showNetworkErrorToast(i18n) });
}
