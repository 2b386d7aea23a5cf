import { toastQueue, type ToasterProps } from '@spotless/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

let loaded: ComponentType<ToasterProps> | undefined;
let loading: Promise<ComponentType<ToasterProps>> | undefined;

function loadToaster() {
  loading ??= import('@spotless/ui/toaster').then(
    (module) => (loaded = module.Toaster),
    (error: unknown) => {
      // Tried again with the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The toasts' region, out of the first load: it renders nothing until a toast is queued, so its
 * code (the region, the landmark, the close button's texts in thirty languages) loads when the
 * browser is idle, or at once if a toast comes first. A toast shown earlier waits in the queue
 * and appears, with its full timeout, as soon as the region has loaded.
 */
export function DeferredToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState(() => loaded);

  useEffect(() => {
    if (Toaster) return;
    let live = true;
    const load = () =>
      void loadToaster().then(
        (component) => {
          if (live) setToaster(() => component);
        },
        () => undefined,
      );
    const cancelIdle = whenIdle(load);
    const unsubscribe = toastQueue.subscribe(load);
    if (toastQueue.visibleToasts.length > 0) load();
    return () => {
      live = false;
      cancelIdle();
      unsubscribe();
    };
  }, [Toaster]);

  return Toaster ? <Toaster {...props} /> : null;
}
