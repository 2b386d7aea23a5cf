import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../components/not-found.tsx';
import { useSession } from '../lib/session.ts';

// Each page is its own chunk: the first load carries only what the current route needs.
const LoginPage = lazy(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const HomePage = lazy(() =>
  import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })),
);

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 'var(--space-6)' }}>
      {t('app.loading')}
    </p>
  );
}

/** Public pages are for signed-out visitors; signed-in visitors go to the dashboard. */
function PublicOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Redirect to="/" replace /> : children;
}

/** Authenticated pages send signed-out visitors to /login, remembering where they wanted to go. */
function SignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  if (!signedIn) {
    const next = encodeURIComponent(window.location.pathname + window.location.search);
    return <Redirect to={`/login?next=${next}`} replace />;
  }
  return children;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/login">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path="/">
          <SignedIn>
            <HomePage />
          </SignedIn>
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
