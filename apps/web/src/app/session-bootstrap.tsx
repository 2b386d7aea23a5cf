import { isNetworkError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { onSessionExpired, tokenStore } from '../lib/api.ts';
import { getCurrentUser } from '../lib/current-user.ts';
import { clearSession } from '../lib/logout.ts';
import { getCurrentOrganizationQueryOptions } from '../lib/organization.ts';
import { useSession } from '../lib/session.ts';

/**
 * Start-up (spec §4): with both cookies, fetch the profile and the organisation before showing
 * the app; a failed profile fetch ends the session (an unreachable server does not: see below).
 * Until that first check ends, `Loading...`. Also sends the user to /login, with a toast,
 * whenever the server ends the session.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => s.signedIn);
  const [checked, setChecked] = useState(() => !signedIn);

  useEffect(() => {
    if (checked) return;
    let cancelled = false;
    (async () => {
      try {
        const user = await getCurrentUser();
        queryClient.setQueryData(['users', 'me'], user);
        // The organisation fills the sidebar; its failure must not keep the user out.
        void queryClient.prefetchQuery(getCurrentOrganizationQueryOptions());
      } catch (error) {
        if (isNetworkError(error)) {
          // No answer says nothing about the session: keep it (the stored user fills the shell)
          // and say why nothing loads, rather than signing the user out because of an outage.
          showToast({
            title: i18n.t('errors.networkTitle'),
            description: i18n.t('errors.network'),
            variant: 'destructive',
          });
        } else {
          clearSession();
        }
      } finally {
        if (!cancelled) setChecked(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [checked, queryClient, i18n]);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearSession();
        queryClient.clear();
        showToast({
          title: t('session.expiredTitle'),
          description: t('session.expired'),
          variant: 'destructive',
        });
        const here = window.location.pathname + window.location.search;
        navigate(here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`, {
          replace: true,
        });
      }),
    [navigate, queryClient, t],
  );

  // A session started in another tab (sign-in there) shows up here on the next render.
  useEffect(() => tokenStore.subscribe(() => undefined), []);

  if (!checked) return <p style={{ padding: 'var(--space-6)', margin: 0 }}>{t('app.loading')}</p>;
  return children;
}
