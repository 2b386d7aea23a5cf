import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Which clicks would leave the page for another page of the app. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location.pathname + window.location.search;
  const there = url.pathname + url.search;
  return there === here ? null : there + url.hash;
}

export interface UnsavedChangesGuard {
  /** Render this once in the page: the "Discard unsaved changes?" dialog. */
  dialog: ReactNode;
  /** Navigates, asking first while there are unsaved changes (for Cancel buttons). */
  navigate: (to: string) => void;
}

/**
 * Asks before unsaved edits are lost: on links inside the app (sidebar, breadcrumbs), on the
 * page's own Cancel (through `navigate`), and on reload or closing the tab (the browser's own
 * prompt). The browser's Back button is not intercepted: the router cannot hold it.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Capture phase on the document runs before React's handlers on the app root, so the router
    // never sees a click that we hold.
    const handleClick = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (target == null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [isDirty]);

  const navigate = useCallback(
    (to: string) => {
      if (isDirty) setPending(to);
      else go(to);
    },
    [isDirty, go],
  );

  const dialog = (
    <ConfirmDialog
      isOpen={pending != null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t('common.unsaved.title')}
      confirmLabel={t('common.unsaved.discard')}
      cancelLabel={t('common.unsaved.keep')}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to != null) go(to);
      }}
    >
      {t('common.unsaved.message')}
    </ConfirmDialog>
  );

  return { dialog, navigate };
}
