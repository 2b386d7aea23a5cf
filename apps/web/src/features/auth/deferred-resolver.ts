import { showToast } from '@spotless/ui';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../lib/when-idle.ts';
import type { resolvers } from './schemas.ts';

type Resolvers = typeof resolvers;

let loading: Promise<Resolvers> | undefined;

function loadResolvers(): Promise<Resolvers> {
  loading ??= import('./schemas.ts').then(
    (module) => module.resolvers,
    (error: unknown) => {
      // Tried again at the next validation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A resolver that loads the form's schema at its first validation. When the schema cannot be
 * fetched (offline, or a new version deployed since the page loaded), the form is not sent: the
 * visitor gets the app's network toast, and the next validation tries again.
 */
export function createDeferredResolver<K extends keyof Resolvers>(
  form: K,
  t: TFunction,
): ReturnType<Resolvers[K]> {
  const deferred: Resolver<FieldValues> = async (values, context, options) => {
    let loaded: Resolvers;
    try {
      loaded = await loadResolvers();
    } catch {
      showToast({
        title: t('errors.networkTitle'),
        description: t('errors.network'),
        variant: 'destructive',
      });
      return { values: {}, errors: { root: { type: 'network', message: t('errors.network') } } };
    }
    // The page's own resolver, whose types `ReturnType<Resolvers[K]>` already gives the page.
    const make = loaded[form] as unknown as (t: TFunction) => Resolver<FieldValues>;
    return make(t)(values, context, options);
  };
  return deferred as ReturnType<Resolvers[K]>;
}

/**
 * The form's zod resolver, without zod in the page's first load: a form validates on blur and
 * on submit, never before the first render, so its schema loads when the browser is idle after
 * that render (or at once, should the first validation come sooner) and validates as usual.
 */
export function useDeferredResolver<K extends keyof Resolvers>(form: K): ReturnType<Resolvers[K]> {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void loadResolvers().catch(() => undefined)), []);
  return createDeferredResolver(form, t);
}
