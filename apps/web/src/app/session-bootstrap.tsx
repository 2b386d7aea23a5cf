import { isNetworkError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { onSessionExpired } from '../lib/api.ts';
import { clearSession, persistSession } from '../lib/session-cache.ts';
import { useSession } from '../lib/session.ts';
import { RouteSkeleton } from './routes.tsx';
import { startSession } from './session-start.ts';

/**
 * Start-up (spec §4): with both cookies, fetch the profile and the organisation before showing
 * the app (both at once: `startSession`); a failed profile fetch ends the session (an unreachable
 * server does not: see below). Until that first check ends, `Loading...` over the frame's
 * placeholders. Keeps the stored copies of the user and the organisation in step with the query
 * cache, and sends the user to /login, with a toast, whenever the server ends the session.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => s.signedIn);
  const [checked, setChecked] = useState(() => !signedIn);

  useEffect(() => persistSession(queryClient), [queryClient]);

  useEffect(() => {
    if (checked) return;
    let cancelled = false;
    // The stored user and organisation stand in until the server answers: the sidebar shows the
    // organisation at once, and an outage still shows who is signed in. The calls usually started
    // before this first render (`startFirstPage`); this waits for the same answers.
    (async () => {
      try {
        await startSession(queryClient);
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
          clearSession(queryClient);
        }
      } finally {
        // The frame and the page render in slices (a transition): on a slow phone, no long task.
        if (!cancelled) startTransition(() => setChecked(true));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [checked, queryClient, i18n]);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearSession(queryClient);
        queryClient.clear();
        showToast({
          title: t('session.expiredTitle'),
          description: t('session.expired'),
          variant: 'destructive',
        });
        // An expiry found out at start-up may reach this once the page has sent the visitor to
        // /login already (with the page to come back to): they stay there.
        if (window.location.pathname === '/login') return;
        const here = window.location.pathname + window.location.search;
        navigate(here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`, {
          replace: true,
        });
      }),
    [navigate, queryClient, t],
  );

  if (!checked) return <RouteSkeleton />;
  return children;
}
