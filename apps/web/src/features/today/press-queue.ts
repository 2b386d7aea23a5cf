import type { JobStatus } from '../../api/jobs.ts';
import type { StatusStep } from '../../lib/job-status.ts';

/**
 * A Start or Complete pressed on the Today page. It is written down before anything is sent, so a
 * press made without a connection is neither lost nor timed when it finally goes out.
 */
export interface Press {
  id: string;
  jobId: string;
  step: StatusStep;
  /** The status the job had when the button was pressed: a replay that finds another conflicts. */
  from: JobStatus;
  /** When the button was pressed (epoch ms): shown on the card while it waits. */
  pressedAt: number;
  /** The press time on the organisation's wall clock, `HH:MM:SS`: the tracked start or end sent. */
  timeOfDay: string;
}

/** A press the server refused (or that no longer fits the job): shown until dismissed. */
export interface RefusedPress {
  press: Press;
  /**
   * `status-changed`: the job is no longer in the status the press started from (the office
   * changed it), `status` says what it is now; `refused`: the server answered an error, `message`
   * is its sentence.
   */
  reason: 'status-changed' | 'refused';
  status?: JobStatus;
  message?: string;
}

export interface QueueState {
  /** Presses still to send, oldest first. */
  pending: Press[];
  refused: RefusedPress[];
  /** Whether the last attempt could not reach the server (the pending presses are waiting). */
  waiting: boolean;
}

/** Where the queue lives between page loads. */
export interface QueueStorage {
  load: () => QueueState | null;
  save: (state: QueueState) => void;
}

/** What sending one press ended in. */
export type SendOutcome =
  | { kind: 'sent' }
  /** No answer (offline, timed out) or a server fault: try again later, in the same order. */
  | { kind: 'unreachable' }
  | { kind: 'status-changed'; status: JobStatus }
  | { kind: 'refused'; message: string };

export interface PressQueue {
  getState: () => QueueState;
  subscribe: (listener: () => void) => () => void;
  /** Keeps a press (first of all, in storage) and sends the queue. */
  add: (press: Press) => Promise<void>;
  /**
   * Sends the pending presses strictly in order, one at a time, until one cannot reach the
   * server (it and the later ones stay). A flush asked for while one runs follows it.
   */
  flush: () => Promise<void>;
  /** Forgets a refused press once its card has been read. */
  dismiss: (pressId: string) => void;
}

const empty: QueueState = { pending: [], refused: [], waiting: false };

/**
 * The offline queue of the Today page. Pure: the storage and the sending are handed in, so the
 * ordering, persistence and conflict rules are tested without a browser or a server.
 */
export function createPressQueue({
  storage,
  send,
  onSent,
}: {
  storage: QueueStorage;
  send: (press: Press) => Promise<SendOutcome>;
  /** After each press the server took (the page refreshes its jobs). */
  onSent?: (press: Press) => void;
}): PressQueue {
  let state: QueueState = storage.load() ?? empty;
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;

  const set = (next: QueueState) => {
    state = next;
    storage.save(state);
    for (const listener of listeners) listener();
  };

  const run = async () => {
    for (;;) {
      const press = state.pending[0];
      if (!press) {
        if (state.waiting) set({ ...state, waiting: false });
        return;
      }
      let outcome: SendOutcome;
      try {
        outcome = await send(press);
      } catch {
        outcome = { kind: 'unreachable' };
      }
      if (outcome.kind === 'unreachable') {
        set({ ...state, waiting: true });
        return;
      }
      const pending = state.pending.filter((entry) => entry.id !== press.id);
      if (outcome.kind === 'sent') {
        set({ ...state, pending, waiting: false });
        onSent?.(press);
      } else {
        const refused: RefusedPress =
          outcome.kind === 'status-changed'
            ? { press, reason: 'status-changed', status: outcome.status }
            : { press, reason: 'refused', message: outcome.message };
        set({ pending, refused: [...state.refused, refused], waiting: false });
      }
    }
  };

  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again && state.pending.length > 0 && !state.waiting);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (press) => {
      set({ ...state, pending: [...state.pending, press] });
      return flush();
    },
    flush,
    dismiss: (pressId) =>
      set({ ...state, refused: state.refused.filter(({ press }) => press.id !== pressId) }),
  };
}

/** How long the queue waits before each new try while the browser says it is online. */
export const RETRY_DELAYS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Keeps a queue going while a page shows it: sends it now and whenever `target` says the
 * connection is back, and after a send that could not reach the server (the browser online, the
 * network not usable yet, the server down) tries again by itself, after 1 s, then 2, 4, 8, 15 and
 * every 30 s until one goes through. A browser that says it is offline is not asked: its `online`
 * event sends the queue. Returns the function that stops it (no timer is left behind).
 */
export function keepSending(
  queue: PressQueue,
  {
    target,
    isOnline,
    delays = RETRY_DELAYS,
  }: {
    /** Where the `online` event is heard (the window). */
    target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
    isOnline: () => boolean;
    delays?: readonly number[];
  },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  let stopped = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const sendNow = () => {
    cancel();
    tries = 0;
    void queue.flush();
  };
  const unsubscribe = queue.subscribe(() => {
    if (stopped) return;
    if (!queue.getState().waiting) {
      cancel();
      tries = 0;
    } else if (timer === undefined && isOnline()) {
      const delay = delays[Math.min(tries, delays.length - 1)] ?? 30_000;
      tries += 1;
      timer = setTimeout(() => {
        timer = undefined;
        void queue.flush();
      }, delay);
    }
  });
  target.addEventListener('online', sendNow);
  sendNow();
  return () => {
    stopped = true;
    cancel();
    unsubscribe();
    target.removeEventListener('online', sendNow);
  };
}

const isPress = (value: unknown): value is Press =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Press).id === 'string' &&
  typeof (value as Press).jobId === 'string' &&
  ((value as Press).step === 'start' || (value as Press).step === 'complete') &&
  typeof (value as Press).pressedAt === 'number' &&
  typeof (value as Press).timeOfDay === 'string';

/**
 * The queue in `localStorage` under `key` (one per user, so a shared phone never replays one
 * person's presses with another's sign-in). A handful of small records: no IndexedDB needed.
 * Unreadable contents start an empty queue rather than break the page.
 */
export function localQueueStorage(key: string, store: Storage | undefined): QueueStorage {
  return {
    load: () => {
      try {
        const raw = store?.getItem(key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as Partial<QueueState>;
        return {
          pending: Array.isArray(parsed.pending) ? parsed.pending.filter(isPress) : [],
          refused: Array.isArray(parsed.refused)
            ? parsed.refused.filter((entry) => isPress(entry?.press))
            : [],
          waiting: parsed.waiting === true,
        };
      } catch {
        return null;
      }
    },
    save: (state) => {
      try {
        if (state.pending.length === 0 && state.refused.length === 0) store?.removeItem(key);
        else store?.setItem(key, JSON.stringify(state));
      } catch {
        // A full or blocked storage still leaves the press in memory for this page's life.
      }
    },
  };
}

const targetOf: Record<StatusStep, JobStatus> = { start: 'IN_PROGRESS', complete: 'COMPLETED' };

/** The status a press moves its job to. */
export const pressTarget = (press: Pick<Press, 'step'>): JobStatus => targetOf[press.step];

/**
 * A job as the card shows it while its presses wait: the status they lead to and the press times
 * as tracked times, so the cleaner sees the day as they left it.
 */
export function withPending<
  J extends {
    id: string;
    status: JobStatus;
    trackedStartTime: string | null;
    trackedEndTime: string | null;
  },
>(job: J, pending: readonly Press[]): J {
  let shown = job;
  for (const press of pending) {
    if (press.jobId !== job.id || press.from !== shown.status) continue;
    shown = {
      ...shown,
      status: pressTarget(press),
      ...(press.step === 'start'
        ? { trackedStartTime: shown.trackedStartTime ?? press.timeOfDay }
        : { trackedEndTime: shown.trackedEndTime ?? press.timeOfDay }),
    };
  }
  return shown;
}
