import type { BreadcrumbItem } from '@spotless/ui';
import type { TFunction } from 'i18next';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AppShell } from '../components/app-shell/app-shell.tsx';
import { NotFound } from '../components/not-found.tsx';
import { useSession } from '../lib/session.ts';

type Page = LazyExoticComponent<ComponentType>;

/** A page of the signed-in area: its path, its lazily loaded screen and its breadcrumbs. */
export interface AuthenticatedRoute {
  path: string;
  page: Page;
  /** Dashboard > section > New or Edit (spec §2). */
  crumbs: (t: TFunction) => BreadcrumbItem[];
}

// Each page is its own chunk: the first load carries only what the current route needs.
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The first crumb of every signed-in page. */
export const dashboardCrumb = (t: TFunction): BreadcrumbItem => ({
  label: t('nav.dashboard'),
  path: '/',
});

export const authenticatedRoutes: AuthenticatedRoute[] = [
  {
    path: '/',
    page: page(
      () => import('../features/home/home-page.tsx'),
      (m) => m.HomePage,
    ),
    crumbs: (t) => [{ label: t('nav.dashboard') }],
  },
];

const publicRoutes: { path: string; page: Page }[] = [
  {
    path: '/login',
    page: page(
      () => import('../features/auth/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
];

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 'var(--space-6)', margin: 0 }}>
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
  const [location] = useLocation();
  const search = useSearch();
  if (!signedIn) {
    const wanted = location + (search ? `?${search}` : '');
    const next = wanted === '/' ? '' : `?next=${encodeURIComponent(wanted)}`;
    return <Redirect to={`/login${next}`} replace />;
  }
  return children;
}

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Switch>
      {publicRoutes.map(({ path, page: Page }) => (
        <Route key={path} path={path}>
          <PublicOnly>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </PublicOnly>
        </Route>
      ))}
      {authenticatedRoutes.map(({ path, page: Page, crumbs }) => (
        <Route key={path} path={path}>
          <SignedIn>
            <AppShell breadcrumbs={crumbs(t)}>
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            </AppShell>
          </SignedIn>
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
