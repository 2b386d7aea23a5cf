import { expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file.ts';

it.each([
  ['image/png', 1000, null],
  ['image/jpeg', AVATAR_MAX_BYTES, null],
  ['image/webp', 10, null],
  ['image/png', AVATAR_MAX_BYTES + 1, 'size'],
  ['image/gif', 10, 'type'],
  ['image/svg+xml', 10, 'type'],
  ['', 10, 'type'],
  ['application/pdf', AVATAR_MAX_BYTES + 1, 'type'],
] as const)('a %s file of %i bytes: %s', (type, size, expected) => {
  expect(checkAvatarFile({ type, size })).toBe(expected);
});
