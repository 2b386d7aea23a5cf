import type { TFunction } from 'i18next';
import { beforeEach, expect, it, vi } from 'vitest';

const { showToast, schemaLoad } = vi.hoisted(() => ({
  showToast: vi.fn(),
  // Whether the schemas' chunk can be fetched: false stands for offline or a removed chunk.
  schemaLoad: { ok: false },
}));

vi.mock('@spotless/ui', () => ({ showToast }));
vi.mock('./schemas.ts', async (importOriginal) => {
  if (!schemaLoad.ok) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { createDeferredResolver } = await import('./deferred-resolver.ts');

const t = ((key: string) => key) as unknown as TFunction;
const options = { fields: {}, shouldUseNativeValidation: false };

beforeEach(() => showToast.mockClear());

it('does not send the form when its checks cannot load, says so, and tries again later', async () => {
  const resolver = createDeferredResolver('login', t);
  const values = { login: 'master', password: 'Spotless123!' };

  const failed = await resolver(values, undefined, options);
  expect(failed.values).toEqual({});
  expect(failed.errors).toEqual({ root: { type: 'network', message: 'errors.network' } });
  expect(showToast).toHaveBeenCalledWith({
    title: 'errors.networkTitle',
    description: 'errors.network',
    variant: 'destructive',
  });

  schemaLoad.ok = true;
  vi.resetModules();
  const passed = await resolver(values, undefined, options);
  expect(passed.errors).toEqual({});
  expect(passed.values).toEqual(values);
});
