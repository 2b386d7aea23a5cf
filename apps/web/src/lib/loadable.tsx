import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (`React.lazy`), but that renders at once, without
 * suspending, when its code is already in: the first page's code is preloaded with the app's
 * (`startFirstPage`), and a dialog's when the browser is idle after the first screen. A lazy component always suspends on its first render, and React holds back
 * the content that replaces a Suspense fallback for 300 ms, which the first screen would wait.
 * Each mounted instance keeps the way it started, so that a re-render never remounts it.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loadable(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Loadable, { preload });
}
