import { describe, expect, it } from 'vitest';

import { ListBoxItem } from './list-box.tsx';

describe('ListBoxItem', () => {
  it('refuses an empty id, which would mean "no selection"', () => {
    expect(() => ListBoxItem({ id: '', children: 'Nothing' })).toThrow(/non-empty id/);
  });
});
