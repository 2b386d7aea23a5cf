import { describe, expect, it, vi } from 'vitest';
import { laterUrlWriter, shownJobId } from './use-shown-job.ts';

/** A scheduler run by hand (`flush`), and a URL changed by hand. */
function harness() {
  let queued: (() => void)[] = [];
  const schedule = (run: () => void) => {
    queued.push(run);
    return () => {
      queued = queued.filter((item) => item !== run);
    };
  };
  const page = { href: '/schedule?view=week' };
  const flush = () => {
    const now = queued;
    queued = [];
    for (const run of now) run();
  };
  return { writer: laterUrlWriter(schedule, () => page.href), page, flush };
}

describe('laterUrlWriter', () => {
  it('writes after the scheduled moment, not before', () => {
    const { writer, flush } = harness();
    const apply = vi.fn();
    writer.write(apply);
    expect(apply).not.toHaveBeenCalled();
    flush();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('writes only the last choice: a job closed before its URL was written leaves none', () => {
    const { writer, flush } = harness();
    const open = vi.fn();
    const close = vi.fn();
    writer.write(open);
    writer.write(close);
    flush();
    expect(open).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('drops the write when the URL changed in between (Back, a link)', () => {
    const { writer, page, flush } = harness();
    const apply = vi.fn();
    writer.write(apply);
    page.href = '/clients';
    flush();
    expect(apply).not.toHaveBeenCalled();
  });

  it('writes nothing once cancelled (the page left)', () => {
    const { writer, flush } = harness();
    const apply = vi.fn();
    writer.write(apply);
    writer.cancel();
    flush();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('shownJobId', () => {
  it('is the job chosen last while the URL is the one it was chosen on', () => {
    expect(shownJobId({ jobId: 'a', search: 'view=week' }, null, 'view=week')).toBe('a');
    expect(shownJobId({ jobId: null, search: 'view=week&job=a' }, 'a', 'view=week&job=a')).toBe(
      null,
    );
  });

  it('is the URL’s once the URL has changed', () => {
    expect(shownJobId({ jobId: 'a', search: 'view=week' }, 'a', 'view=week&job=a')).toBe('a');
    expect(shownJobId({ jobId: 'a', search: 'view=week' }, null, 'view=month')).toBe(null);
    expect(shownJobId(null, 'b', 'view=week&job=b')).toBe('b');
  });
});
