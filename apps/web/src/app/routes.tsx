import { readTokenRole } from '@spotless/api-client';
import type { BreadcrumbItem } from '@spotless/ui';
import { useIsFetching, useIsMutating, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n, TFunction } from 'i18next';
import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFound } from '../components/not-found.tsx';
import type { PageHeading } from '../components/page-heading.ts';
import { scheduleHeading } from '../features/schedule/schedule-heading.ts';
import { settingsHeading } from '../features/settings/settings-heading.ts';
import { todayHeading } from '../features/today/today-heading.ts';
import { sectionKey, settingsSections } from '../features/settings/sections.ts';
import { storedCurrentUser } from '../api/current-user.ts';
import { tokenStore } from '../lib/api.ts';
import {
  languages,
  loadSignedInTexts,
  preloadSignedInTexts,
  showVisitorLanguage,
  type SignedInTexts,
} from '../lib/i18n.ts';
import { isRole, type Role, usePermissions } from '../lib/permissions.ts';
import { loadable } from '../lib/loadable.tsx';
import { useFirstScreen, whenIdle } from '../lib/when-idle.ts';
import { isSignedIn, nextPath, sessionStartKey, useSession } from '../lib/session.ts';
import { FrameSkeleton, type FrameSkeletonProps } from './frame-skeleton.tsx';
import { markHydrated } from './hydration.ts';
import { startSession } from './session-start.ts';

type Page = ComponentType & {
  /** Starts loading the page's chunk before it renders. */
  preload: () => Promise<unknown>;
  /** The signed-in texts the page needs (`page`); a public page's are in the first load. */
  texts?: () => SignedInTexts;
};

/** A page of the signed-in area: its path, its lazily loaded screen and its breadcrumbs. */
export interface AuthenticatedRoute {
  path: string;
  page: Page;
  /** Dashboard > section > New or Edit (spec §2). */
  crumbs: (t: TFunction) => BreadcrumbItem[];
  /**
   * The signed-in texts the crumbs read: the frame's (`nav`), unless the route says all (a settings
   * section's name). The page's own come with its code (`page`).
   */
  crumbTexts?: SignedInTexts;
  /**
   * Asks for what the page shows first, when it is the first page of a visit: the calls start
   * with the page's code rather than after it has loaded and rendered (`startFirstPage`).
   */
  prefetch?: (queryClient: QueryClient, search: string) => Promise<unknown>;
  /** The page's heading, when it is known before its code and data: the placeholders show it. */
  heading?: PageHeading;
}

// Each page is its own chunk: the first load carries only what the current route needs.
const publicPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  loadable(() => load().then(pick));

/**
 * A signed-in page: its chunk and the signed-in texts it needs (`texts`: every page's but the
 * Today page's, which needs only the frame's) load together, and the page renders once both are
 * in. Moving from the Today page to another, the page's place shows its loading status meanwhile,
 * not the frame's placeholders.
 */
const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  texts: SignedInTexts = 'all',
): Page & { texts: () => SignedInTexts } => {
  const Loaded = loadable(() =>
    Promise.all([load(), preloadSignedInTexts(texts)]).then(([module]) => pick(module)),
  );
  function SignedInPage() {
    const { i18n } = useTranslation();
    const loadingTexts = loadSignedInTexts(i18n, texts);
    if (loadingTexts) use(loadingTexts);
    return <Loaded />;
  }
  return Object.assign(SignedInPage, { preload: Loaded.preload, texts: () => texts });
};

/** The signed-in texts a route's first screen needs: its page's and its crumbs'. */
const routeTexts = (route: AuthenticatedRoute): SignedInTexts =>
  route.crumbTexts === 'all' || route.page.texts?.() !== 'frame' ? 'all' : 'frame';

// The signed-in frame (sidebar, user menu, breadcrumbs) is a chunk of its own too, and so are the
// signed-in English texts (src/lib/i18n.ts): the public pages never load them.
const AppShell = loadable(() =>
  import('../components/app-shell/app-shell.tsx').then((module) => module.AppShell),
);
const loadShell = AppShell.preload;

/**
 * The frame of a signed-in page, once its code and its texts have loaded. The frame, the texts
 * and the page's own chunk all start loading here, rather than one after the other.
 */
function SignedInFrame({ route, children }: { route: AuthenticatedRoute; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { role } = usePermissions();
  void loadShell();
  void route.page.preload();
  const loadingTexts = loadSignedInTexts(i18n, route.crumbTexts ?? 'frame');
  if (loadingTexts) use(loadingTexts);
  // The other pages' texts, which the Today page's first load leaves out, once its first screen
  // is drawn: a move to another page then waits for its code alone, as before.
  useEffect(() => whenIdle(() => void preloadSignedInTexts('all').catch(() => {})), []);
  return (
    <AppShell breadcrumbs={routeCrumbs(route, t, role)}>
      {children}
      <FirstScreenWatch />
    </AppShell>
  );
}

/**
 * Tells when the page is on screen with the answers it asked for first: the menus' code loads
 * then. A leaf of its own, so that every request of the page (a job's details opened) re-renders
 * it alone and not the signed-in frame around the page.
 */
function FirstScreenWatch() {
  useFirstScreen(useIsFetching() === 0);
  return null;
}

/** The breadcrumbs of a route for the signed-in user's role. */
const routeCrumbs = (route: AuthenticatedRoute, t: TFunction, role: Role | undefined) =>
  role === 'CLEANER' ? cleanerCrumbs(route.crumbs(t), t) : route.crumbs(t);

/**
 * A CLEANER's home is their day: the first crumb, `/`, is named Today, and `/today` is that same
 * crumb rather than a second one under it.
 */
function cleanerCrumbs(crumbs: BreadcrumbItem[], t: TFunction): BreadcrumbItem[] {
  const [first, ...rest] = crumbs;
  const home = { label: t('nav.today'), path: first?.path };
  if (rest.length === 1 && rest[0]?.label === t('nav.today')) return [{ label: t('nav.today') }];
  return first ? [home, ...rest] : crumbs;
}

/** The first crumb of every signed-in page. */
export const dashboardCrumb = (t: TFunction): BreadcrumbItem => ({
  label: t('nav.dashboard'),
  path: '/',
});

const settingsPage = page(
  () => import('../features/settings/settings-page.tsx'),
  (m) => m.SettingsPage,
);

const DashboardPage = page(
  () => import('../features/dashboard/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const TodayPage = page(
  () => import('../features/today/today-page.tsx'),
  (m) => m.TodayPage,
  'frame',
);

/** `/`: a CLEANER's home is their day (the Today page); the office keeps the dashboard. */
function HomePage() {
  const { role } = usePermissions();
  if (role == null) return <PageLoading />;
  return role === 'CLEANER' ? <TodayPage /> : <DashboardPage />;
}

const prefetchToday = (queryClient: QueryClient, search: string) =>
  import('../features/today/today-data.ts').then((module) =>
    module.prefetchTodayVisits(queryClient, search),
  );

const prefetchDashboard = (queryClient: QueryClient) =>
  import('../features/dashboard/dashboard-data.ts').then((module) =>
    // The language the app started in (src/lib/i18n.ts keeps <html lang> in step with it).
    module.prefetchDashboardJobs(queryClient, document.documentElement.lang || 'en'),
  );

/** The access token's role claim: a hint, before the profile is in (the server decides). */
const tokenRole = (): Role | undefined => {
  const token = tokenStore.getAccessToken();
  const role = token ? readTokenRole(token) : null;
  return isRole(role) ? role : undefined;
};

const homePage: Page = Object.assign(HomePage, {
  // The access token's role claim tells which of the two is needed (a hint: the server decides
  // what the user may see), else the profile kept from the last visit.
  preload: () => {
    const role = tokenRole() ?? storedCurrentUser.read()?.role;
    if (role === 'CLEANER') return TodayPage.preload();
    if (role != null) return DashboardPage.preload();
    return Promise.all([DashboardPage.preload(), TodayPage.preload()]);
  },
  texts: () => {
    const role = tokenRole() ?? storedCurrentUser.read()?.role;
    return role === 'CLEANER' ? TodayPage.texts() : DashboardPage.texts();
  },
});

export const authenticatedRoutes: AuthenticatedRoute[] = [
  {
    path: '/',
    page: homePage,
    crumbs: (t) => [{ label: t('nav.dashboard') }],
    prefetch: async (queryClient, search) => {
      const user = await startSession(queryClient);
      if (user.role === 'CLEANER') await prefetchToday(queryClient, search);
      else await prefetchDashboard(queryClient);
    },
  },
  {
    path: '/today',
    page: TodayPage,
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.today') }],
    prefetch: prefetchToday,
    heading: todayHeading,
  },
  {
    path: '/schedule',
    page: page(
      () => import('../features/schedule/schedule-page.tsx'),
      (m) => m.SchedulePage,
    ),
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.schedule') }],
    heading: scheduleHeading,
  },
  {
    path: '/users',
    page: page(
      () => import('../features/users/users-page.tsx'),
      (m) => m.UsersPage,
    ),
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.users') }],
  },
  {
    path: '/users/new',
    page: page(
      () => import('../features/users/user-form-page.tsx'),
      (m) => m.NewUserPage,
    ),
    crumbs: (t) => [
      dashboardCrumb(t),
      { label: t('nav.users'), path: '/users' },
      { label: t('nav.new') },
    ],
  },
  {
    path: '/users/edit/:id',
    page: page(
      () => import('../features/users/user-form-page.tsx'),
      (m) => m.EditUserPage,
    ),
    crumbs: (t) => [
      dashboardCrumb(t),
      { label: t('nav.users'), path: '/users' },
      { label: t('nav.edit') },
    ],
  },
  {
    path: '/settings',
    page: page(
      () => import('../features/settings/settings-page.tsx'),
      (m) => m.SettingsIndexPage,
    ),
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.settings') }],
    heading: settingsHeading,
  },
  // One entry per section, so the breadcrumbs name it; an unknown section gets the last one.
  ...settingsSections.map((section): AuthenticatedRoute => ({
    path: `/settings/${section}`,
    page: settingsPage,
    crumbs: (t) => [
      dashboardCrumb(t),
      { label: t('nav.settings'), path: '/settings' },
      { label: t(`settings.sections.${sectionKey(section)}.title`) },
    ],
    crumbTexts: 'all',
    heading: settingsHeading,
  })),
  {
    path: '/settings/:section',
    page: settingsPage,
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.settings'), path: '/settings' }],
    heading: settingsHeading,
  },
  {
    path: '/clients',
    page: page(
      () => import('../features/clients/clients-page.tsx'),
      (m) => m.ClientsPage,
    ),
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.clients') }],
  },
  {
    path: '/clients/new',
    page: page(
      () => import('../features/clients/client-form-page.tsx'),
      (m) => m.NewClientPage,
    ),
    crumbs: (t) => [
      dashboardCrumb(t),
      { label: t('nav.clients'), path: '/clients' },
      { label: t('nav.new') },
    ],
  },
  {
    path: '/clients/edit/:id',
    page: page(
      () => import('../features/clients/client-form-page.tsx'),
      (m) => m.EditClientPage,
    ),
    crumbs: (t) => [
      dashboardCrumb(t),
      { label: t('nav.clients'), path: '/clients' },
      { label: t('nav.edit') },
    ],
  },
  {
    path: '/teams',
    page: page(
      () => import('../features/teams/teams-page.tsx'),
      (m) => m.TeamsPage,
    ),
    crumbs: (t) => [dashboardCrumb(t), { label: t('nav.teams') }],
  },
];

const publicRoutes: { path: string; page: Page }[] = [
  {
    path: '/login',
    page: publicPage(
      () => import('../features/auth/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/register',
    page: publicPage(
      () => import('../features/auth/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: '/forgot-password',
    page: publicPage(
      () => import('../features/auth/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/reset-password',
    page: publicPage(
      () => import('../features/auth/password-page.tsx'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/create-password',
    page: publicPage(
      () => import('../features/auth/password-page.tsx'),
      (m) => m.CreatePasswordPage,
    ),
  },
];

/** Whether a route pattern (`/users/edit/:id`) matches a path. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path);

/**
 * The first page of a visit: its chunk starts loading as soon as the app's code runs, not when
 * React first renders it. A visitor who arrives signed in also needs the frame and the session's
 * answers (the profile and the organisation, which `SessionBootstrap` waits for before any page
 * shows) and the page's own data: all of it is asked for now, at once, rather than one after the
 * other. Errors are left to the screens, which ask again and say what went wrong.
 */
export function startFirstPage(queryClient: QueryClient, { pathname, search }: Location) {
  if (!isSignedIn()) {
    void publicRoutes.find(({ path }) => matches(path, pathname))?.page.preload();
    return;
  }
  void loadShell();
  const route = authenticatedRoutes.find(({ path }) => matches(path, pathname));
  void preloadSignedInTexts(firstScreenTexts(pathname)).catch(() => {});
  void route?.page.preload();
  startSession(queryClient).catch(() => {});
  route?.prefetch?.(queryClient, search.replace(/^\?/, '')).catch(() => {});
}

/**
 * The signed-in texts the first screen at `pathname` needs (the app's first render waits for
 * them): the frame's alone for a cleaner's day, else all of them.
 */
export function firstScreenTexts(pathname: string): SignedInTexts {
  const route = authenticatedRoutes.find(({ path }) => matches(path, pathname));
  return route ? routeTexts(route) : 'frame';
}

/**
 * A page's place while its code loads: a screen tall, so that what follows it (the frame's footer)
 * is not drawn in view only to be pushed out by the page (a layout shift).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 'var(--space-6)', margin: 0, minHeight: '100dvh' }}>
      {t('app.loading')}
    </p>
  );
}

/**
 * Sits in a public page's Suspense boundary, which hydrates as a whole: once the page is hydrated,
 * the app handles presses on it (`markHydrated`), and the page, prerendered in English, switches
 * to the visitor's language. Rendered afresh, it does the same at once.
 */
function HydratedPage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    markHydrated();
    showVisitorLanguage(i18n);
  }, [i18n]);
  return null;
}

/**
 * The frame's placeholders while the session is checked and the frame's code and the signed-in
 * texts load, with the page's title and the line under it when the route knows them
 * (`AuthenticatedRoute.heading`): the title is on screen from the first paint, where the page puts
 * it, rather than once every chunk of the page has run. They show as soon as their texts are in
 * (the route's signed-in English texts, `routeTexts`; another language's come whole).
 */
export function RouteSkeleton() {
  const { t, i18n } = useTranslation();
  // Before the profile is in (a first visit on this device), the access token's role claim.
  const role = usePermissions().role ?? tokenRole();
  const [location] = useLocation();
  const route = authenticatedRoutes.find(({ path }) => matches(path, location));
  const loadingTexts =
    route && isSignedIn() ? loadSignedInTexts(i18n, routeTexts(route)) : undefined;
  const [, setTextsIn] = useState(false);
  useEffect(() => {
    let current = true;
    loadingTexts?.then(
      () => current && setTextsIn(true),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [loadingTexts]);
  return <FrameSkeleton {...frameSkeletonProps(i18n, t, location, role)} />;
}

/**
 * What the frame's placeholders show on `location` for a user of `role` (`undefined` before it is
 * known): the page's crumbs, title and the line under it, each once its texts are in `i18n`.
 * `RouteSkeleton` in the browser; the build writes `/today`'s and `/schedule`'s into their HTML,
 * each for the role it is drawn for (`preloadedPages` in build-plugins/prerender.ts).
 */
export function frameSkeletonProps(
  i18n: I18n,
  t: TFunction,
  location: string,
  role: Role | undefined,
): FrameSkeletonProps {
  const route = authenticatedRoutes.find(({ path }) => matches(path, location));
  const crumbs = route && whenTranslated(i18n, t, (check) => routeCrumbs(route, check, role));
  const keys = route?.heading?.(role);
  const title = keys && whenTranslated(i18n, t, (check) => check(keys.title));
  // A heading known to have no line under it (`false`), or that line once its text is in.
  const descriptionKey = keys?.description;
  const description = descriptionKey
    ? whenTranslated(i18n, t, (check) => check(descriptionKey))
    : descriptionKey;
  // Before the role is known, crumbs and a line that depend on it are given for both kinds of user.
  const cleanerTrail =
    role === undefined && route && crumbs
      ? whenTranslated(i18n, t, (check) => routeCrumbs(route, check, 'CLEANER'))
      : undefined;
  const office = role === undefined ? route?.heading?.('ADMIN').description : undefined;
  const cleaner = role === undefined ? route?.heading?.('CLEANER').description : undefined;
  const descriptionsByRole =
    office && cleaner && office !== cleaner
      ? whenTranslated(i18n, t, (check) => ({ office: check(office), cleaner: check(cleaner) }))
      : undefined;
  const language = languages.find(({ code }) => code === i18n.resolvedLanguage) ?? languages[0];
  return {
    label: t('app.loading'),
    title,
    description,
    descriptionsByRole,
    crumbs,
    cleanerCrumbs: cleanerTrail && !sameCrumbs(cleanerTrail, crumbs) ? cleanerTrail : undefined,
    languageLabel: language.label,
  };
}

/** Whether two trails of crumbs read and lead the same. */
const sameCrumbs = (a: readonly BreadcrumbItem[], b: readonly BreadcrumbItem[] | undefined) =>
  a.length === b?.length &&
  a.every((crumb, index) => crumb.label === b[index]?.label && crumb.path === b[index]?.path);

/** What `build` makes with `t`, or `undefined` while any of the texts it asks for is missing. */
function whenTranslated<T>(i18n: I18n, t: TFunction, build: (t: TFunction) => T): T | undefined {
  let complete = true;
  // The crumbs and the headings ask for plain keys, with no options.
  const check = ((key: string) => {
    if (!i18n.exists(key)) complete = false;
    return t(key);
  }) as unknown as TFunction;
  const built = build(check);
  return complete ? built : undefined;
}

/**
 * Public pages are for signed-out visitors; signed-in visitors go to the dashboard (or to the
 * `?next=` page they were sent away from). While a sign-in is still loading the profile, the page
 * that started it finishes first (toast, then its own navigation).
 */
function PublicOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const startingSession = useIsMutating({ mutationKey: sessionStartKey }) > 0;
  const search = useSearch();
  return signedIn && !startingSession ? <Redirect to={nextPath(search)} replace /> : children;
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
  return (
    <Switch>
      {publicRoutes.map(({ path, page: Page }) => (
        <Route key={path} path={path}>
          <PublicOnly>
            <Suspense fallback={<PageLoading />}>
              <Page />
              <HydratedPage />
            </Suspense>
          </PublicOnly>
        </Route>
      ))}
      {authenticatedRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <SignedIn>
            <Suspense fallback={<RouteSkeleton />}>
              <SignedInFrame route={route}>
                <Suspense fallback={<PageLoading />}>
                  <route.page />
                </Suspense>
              </SignedInFrame>
            </Suspense>
          </SignedIn>
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
