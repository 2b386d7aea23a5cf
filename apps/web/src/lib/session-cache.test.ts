import { createMemoryTokenStore } from '@spotless/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey, type CurrentUser } from '../api/current-user.ts';
import { organizationKey, type Organization } from '../api/organization.ts';
import { tokenStore } from './api.ts';
import { clearSession, persistSession, restoreSession } from './session-cache.ts';

vi.mock('./api.ts', () => ({ tokenStore: createMemoryTokenStore(), api: {} }));

const user = { id: 'u1', full_name: 'Rachel Kim', email: 'rachel@example.com' } as CurrentUser;
const organization = { id: 'o1', name: 'Sparkle & Shine', timeZone: 'UTC' } as Organization;

function memoryStorage(initial: Record<string, unknown> = {}) {
  const values = new Map(
    Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>, key: string): unknown =>
  JSON.parse(storage.values.get(key) ?? 'null');

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('restoreSession', () => {
  it('puts the stored user and organisation in the cache as old answers, to be fetched again', () => {
    vi.stubGlobal(
      'localStorage',
      memoryStorage({ 'spotless-user': user, 'spotless-organization': organization }),
    );
    restoreSession(queryClient);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(user);
    expect(queryClient.getQueryData(organizationKey)).toEqual(organization);
    expect(queryClient.getQueryState(organizationKey)?.dataUpdatedAt).toBe(0);
  });

  it('ignores stored values of another shape and keeps answers already cached', () => {
    vi.stubGlobal(
      'localStorage',
      memoryStorage({ 'spotless-user': { id: 7 }, 'spotless-organization': organization }),
    );
    const fresh = { ...organization, name: 'Renamed' };
    queryClient.setQueryData(organizationKey, fresh);
    restoreSession(queryClient);
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(queryClient.getQueryData(organizationKey)).toBe(fresh);
  });
});

describe('persistSession', () => {
  it('stores every new answer for the user and the organisation, and nothing else', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const stop = persistSession(queryClient);
    queryClient.setQueryData(currentUserKey, user);
    queryClient.setQueryData(organizationKey, organization);
    queryClient.setQueryData(['users', 'list', {}], { items: [], total: 0 });
    expect(stored(storage, 'spotless-user')).toEqual(user);
    expect(stored(storage, 'spotless-organization')).toEqual(organization);
    expect([...storage.values.keys()]).toHaveLength(2);
    stop();
    queryClient.setQueryData(organizationKey, { ...organization, name: 'Later' });
    expect(stored(storage, 'spotless-organization')).toEqual(organization);
  });

  it('stores the answers that came before it was called, not the stored copies put back', () => {
    const storage = memoryStorage({ 'spotless-user': user });
    vi.stubGlobal('localStorage', storage);
    restoreSession(queryClient);
    const renamed = { ...organization, name: 'Renamed' };
    queryClient.setQueryData(organizationKey, renamed);
    storage.values.delete('spotless-user');
    const stop = persistSession(queryClient);
    expect(stored(storage, 'spotless-organization')).toEqual(renamed);
    expect(storage.values.has('spotless-user')).toBe(false);
    stop();
  });
});

describe('clearSession', () => {
  it('forgets the tokens, and the user and organisation both cached and stored', () => {
    const storage = memoryStorage({ 'spotless-user': user, 'spotless-organization': organization });
    vi.stubGlobal('localStorage', storage);
    tokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    restoreSession(queryClient);
    clearSession(queryClient);
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(queryClient.getQueryData(organizationKey)).toBeUndefined();
    expect(storage.values.size).toBe(0);
  });
});
