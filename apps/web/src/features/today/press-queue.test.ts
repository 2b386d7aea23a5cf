import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPressQueue,
  keepSending,
  localQueueStorage,
  withPending,
  type Press,
  type SendOutcome,
} from './press-queue.ts';

/** An in-memory `Storage`, as a reload sees it: the same object handed to a new queue. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const press = (id: string, jobId: string, step: Press['step'] = 'start'): Press => ({
  id,
  jobId,
  step,
  from: step === 'start' ? 'SCHEDULED' : 'IN_PROGRESS',
  pressedAt: Date.UTC(2026, 10, 18, 14, 5),
  timeOfDay: '09:05:00',
});

const KEY = 'spotless.today.presses.user-1';

function setUp(
  outcomes: (press: Press) => SendOutcome | Promise<SendOutcome>,
  store = memoryStorage(),
) {
  const sent: string[] = [];
  const send = vi.fn(async (entry: Press) => {
    const outcome = await outcomes(entry);
    if (outcome.kind === 'sent') sent.push(entry.id);
    return outcome;
  });
  const queue = createPressQueue({ storage: localQueueStorage(KEY, store), send });
  return { queue, send, sent, store };
}

describe('createPressQueue', () => {
  it('removes a press the server took', async () => {
    const { queue, sent, store } = setUp(() => ({ kind: 'sent' }));
    await queue.add(press('a', 'job-1'));
    expect(sent).toEqual(['a']);
    expect(queue.getState()).toEqual({ pending: [], refused: [], waiting: false });
    expect(store.getItem(KEY)).toBeNull();
  });

  it('keeps a press that cannot reach the server, and marks the queue waiting', async () => {
    const { queue } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await queue.add(press('a', 'job-1'));
    expect(queue.getState().pending.map(({ id }) => id)).toEqual(['a']);
    expect(queue.getState().waiting).toBe(true);
  });

  it('saves a press before it is sent', async () => {
    const store = memoryStorage();
    let seenInStorage: string | null = null;
    const { queue } = setUp(() => {
      seenInStorage = store.getItem(KEY);
      return { kind: 'unreachable' };
    }, store);
    await queue.add(press('a', 'job-1'));
    expect(JSON.parse(seenInStorage ?? '{}')).toMatchObject({ pending: [{ id: 'a' }] });
  });

  it('finds the waiting presses again after a reload and sends them', async () => {
    const store = memoryStorage();
    const offline = setUp(() => ({ kind: 'unreachable' }), store);
    await offline.queue.add(press('a', 'job-1'));
    await offline.queue.add(press('b', 'job-2'));

    const online = setUp(() => ({ kind: 'sent' }), store);
    expect(online.queue.getState()).toMatchObject({ waiting: true });
    expect(online.queue.getState().pending.map(({ id }) => id)).toEqual(['a', 'b']);
    await online.queue.flush();
    expect(online.sent).toEqual(['a', 'b']);
    expect(online.queue.getState().pending).toEqual([]);
  });

  it('sends in the order pressed, one at a time, and stops at the first unreachable one', async () => {
    let reachable = false;
    let inFlight = 0;
    let most = 0;
    const { queue, sent } = setUp(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return reachable ? { kind: 'sent' } : { kind: 'unreachable' };
    });
    await queue.add(press('a', 'job-1'));
    await queue.add(press('b', 'job-2'));
    await queue.add(press('c', 'job-3'));
    expect(sent).toEqual([]);
    expect(queue.getState().pending.map(({ id }) => id)).toEqual(['a', 'b', 'c']);

    reachable = true;
    await Promise.all([queue.flush(), queue.flush()]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('replays a Start and a Complete of one job pressed offline in that order', async () => {
    const calls: string[] = [];
    let online = false;
    const { queue } = setUp((entry) => {
      if (!online) return { kind: 'unreachable' };
      calls.push(`${entry.jobId}:${entry.step}`);
      return { kind: 'sent' };
    });
    await queue.add(press('a', 'job-1', 'start'));
    await queue.add(press('b', 'job-1', 'complete'));
    online = true;
    await queue.flush();
    expect(calls).toEqual(['job-1:start', 'job-1:complete']);
  });

  it('shows a conflict on replay instead of dropping it, and goes on with the next press', async () => {
    const { queue, sent } = setUp((entry) =>
      entry.id === 'a' ? { kind: 'status-changed', status: 'CANCELLED' } : { kind: 'sent' },
    );
    await queue.add(press('a', 'job-1'));
    await queue.add(press('b', 'job-2'));
    expect(sent).toEqual(['b']);
    expect(queue.getState().refused).toEqual([
      { press: press('a', 'job-1'), reason: 'status-changed', status: 'CANCELLED' },
    ]);
  });

  it("keeps the server's sentence of a refusal until it is dismissed, across a reload", async () => {
    const store = memoryStorage();
    const first = setUp(
      () => ({ kind: 'refused', message: 'A job cannot move from COMPLETED to IN_PROGRESS.' }),
      store,
    );
    await first.queue.add(press('a', 'job-1'));
    const reloaded = setUp(() => ({ kind: 'sent' }), store);
    expect(reloaded.queue.getState().refused).toMatchObject([
      { reason: 'refused', message: 'A job cannot move from COMPLETED to IN_PROGRESS.' },
    ]);
    reloaded.queue.dismiss('a');
    expect(reloaded.queue.getState().refused).toEqual([]);
    expect(store.getItem(KEY)).toBeNull();
  });

  it('starts empty from unreadable storage', () => {
    const store = memoryStorage();
    store.setItem(KEY, '{not json');
    expect(setUp(() => ({ kind: 'sent' }), store).queue.getState().pending).toEqual([]);
  });
});

describe('keepSending', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A queue whose server answers as `reachable` says, and a window whose `online` can fire. */
  function keptGoing({ online = true } = {}) {
    let reachable = false;
    const browser = { online };
    const target = new EventTarget();
    const setup = setUp(() => (reachable ? { kind: 'sent' } : { kind: 'unreachable' }));
    const stop = keepSending(setup.queue, { target, isOnline: () => browser.online });
    return {
      ...setup,
      stop,
      browser,
      target,
      reach: (value: boolean) => {
        reachable = value;
      },
    };
  }

  it('tries again by itself, after growing delays, while the browser says it is online', async () => {
    const { queue, send, sent, reach } = keptGoing();
    await queue.add(press('a', 'job-1'));
    await vi.advanceTimersByTimeAsync(0);
    const tries = send.mock.calls.length;
    expect(queue.getState().waiting).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(tries);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(tries + 1);
    // The next try waits 2 s, then 4 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(tries + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(tries + 2);

    reach(true);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toEqual(['a']);
    expect(queue.getState()).toMatchObject({ pending: [], waiting: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 30 s between tries once the delays have grown', async () => {
    const { queue, send } = keptGoing();
    await queue.add(press('a', 'job-1'));
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 15_000);
    const tries = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).toHaveBeenCalledTimes(tries);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(tries + 1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(tries + 2);
  });

  it('does not try while the browser says it is offline, and sends when it is back', async () => {
    const { queue, send, sent, reach, browser, target } = keptGoing({ online: false });
    await queue.add(press('a', 'job-1'));
    const tries = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(tries);
    expect(vi.getTimerCount()).toBe(0);

    browser.online = true;
    reach(true);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a']);
  });

  it('sends what waits when it starts, and stops without leaving a timer', async () => {
    const store = memoryStorage();
    const offline = setUp(() => ({ kind: 'unreachable' }), store);
    await offline.queue.add(press('a', 'job-1'));
    const reopened = setUp(() => ({ kind: 'sent' }), store);
    const stop = keepSending(reopened.queue, { target: new EventTarget(), isOnline: () => true });
    await vi.advanceTimersByTimeAsync(0);
    expect(reopened.sent).toEqual(['a']);
    stop();

    const { queue, send, stop: stopIt } = keptGoing();
    await queue.add(press('b', 'job-2'));
    expect(vi.getTimerCount()).toBe(1);
    stopIt();
    expect(vi.getTimerCount()).toBe(0);
    const tries = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(tries);
  });
});

describe('withPending', () => {
  const job = {
    id: 'job-1',
    status: 'SCHEDULED' as const,
    trackedStartTime: null,
    trackedEndTime: null,
  };

  it('shows the status and the press times the waiting presses lead to', () => {
    expect(
      withPending(job, [
        press('a', 'job-1', 'start'),
        { ...press('b', 'job-1', 'complete'), timeOfDay: '11:40:00' },
      ]),
    ).toEqual({
      id: 'job-1',
      status: 'COMPLETED',
      trackedStartTime: '09:05:00',
      trackedEndTime: '11:40:00',
    });
  });

  it("leaves other jobs, and presses that do not follow the job's status, aside", () => {
    expect(withPending(job, [press('a', 'job-2')])).toBe(job);
    expect(withPending(job, [press('b', 'job-1', 'complete')])).toBe(job);
  });
});
