import { describe, expect, it, vi } from 'vitest';
import { parseScheduleParams } from './schedule-params.ts';
import { laterUrlWriter, mayLeaveEntry, shownParams } from './use-schedule-url.ts';

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

  it('writes only the last replace: a job closed before its URL was written leaves none', () => {
    const { writer, flush } = harness();
    const open = vi.fn();
    const close = vi.fn();
    writer.write(open);
    writer.write(close);
    flush();
    expect(open).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('writes a waiting push at once when another write comes, in order', () => {
    const { writer, flush } = harness();
    const written: string[] = [];
    writer.write(() => written.push('next'), { push: true });
    writer.write(() => written.push('next again'), { push: true });
    expect(written).toEqual(['next']);
    writer.write(() => written.push('job'));
    expect(written).toEqual(['next', 'next again']);
    flush();
    expect(written).toEqual(['next', 'next again', 'job']);
    flush();
    expect(written).toHaveLength(3);
  });

  it('flushes a waiting push at once, and leaves a waiting replace for later', () => {
    const { writer, flush } = harness();
    const push = vi.fn();
    writer.write(push, { push: true });
    writer.flush();
    expect(push).toHaveBeenCalledTimes(1);
    const replace = vi.fn();
    writer.write(replace);
    writer.flush();
    expect(replace).not.toHaveBeenCalled();
    flush();
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('drops the write when the URL changed in between (Back, a link)', () => {
    const { writer, page, flush } = harness();
    const apply = vi.fn();
    writer.write(apply, { push: true });
    page.href = '/clients';
    flush();
    expect(apply).not.toHaveBeenCalled();
    const next = vi.fn();
    const dropped = vi.fn();
    writer.write(apply, { push: true, dropped });
    page.href = '/schedule?view=month';
    writer.write(next);
    expect(apply).not.toHaveBeenCalled();
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it('writes nothing once cancelled (the page left)', () => {
    const { writer, flush } = harness();
    const apply = vi.fn();
    writer.write(apply, { push: true });
    writer.cancel();
    flush();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('shownParams', () => {
  const week = parseScheduleParams('view=week&date=2026-11-22');
  const month = parseScheduleParams('view=month&date=2026-11-22');

  it('is the last choice while the URL is the one it was chosen on', () => {
    expect(
      shownParams(
        { params: month, search: 'view=week&date=2026-11-22' },
        week,
        'view=week&date=2026-11-22',
      ),
    ).toBe(month);
  });

  it('is the URL’s once the URL has changed (written, or Back)', () => {
    expect(
      shownParams(
        { params: month, search: 'view=week&date=2026-11-22' },
        month,
        'view=month&date=2026-11-22',
      ),
    ).toBe(month);
    const back = parseScheduleParams('view=agenda');
    expect(
      shownParams({ params: month, search: 'view=week&date=2026-11-22' }, back, 'view=agenda'),
    ).toBe(back);
    expect(shownParams(null, week, 'view=week&date=2026-11-22')).toBe(week);
  });
});

describe('mayLeaveEntry', () => {
  it('is a key or button that may go Back, Forward or reload', () => {
    const key = (key: string, modifiers: { altKey?: true; metaKey?: true; ctrlKey?: true } = {}) =>
      mayLeaveEntry({
        type: 'keydown',
        key,
        altKey: false,
        metaKey: false,
        ctrlKey: false,
        ...modifiers,
      });
    expect(key('ArrowLeft', { altKey: true })).toBe(true);
    expect(key('[', { metaKey: true })).toBe(true);
    expect(key('r', { ctrlKey: true })).toBe(true);
    expect(key('F5')).toBe(true);
    expect(key('BrowserBack')).toBe(true);
    expect(key('w')).toBe(false);
    expect(key('PageDown')).toBe(false);
    const button = (button: number) => mayLeaveEntry({ type: 'pointerdown', button });
    expect(button(3)).toBe(true);
    expect(button(4)).toBe(true);
    expect(button(0)).toBe(false);
  });
});
