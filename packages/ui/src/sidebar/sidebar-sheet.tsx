import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { OverlayTriggerState } from 'react-aria-components';

import type { SidebarSheetLayerProps } from './sidebar-sheet-layer.tsx';

interface SidebarSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children?: ReactNode;
}

let loadedLayer: ComponentType<SidebarSheetLayerProps> | undefined;
let loadingLayer: Promise<ComponentType<SidebarSheetLayerProps>> | undefined;

/**
 * Loads the open sheet's code (its modal layer: focus containment, the page hidden behind it),
 * which no page shows before the sheet is opened: call it when the browser is idle after the
 * first screen, or as the trigger is pressed. A failed load is tried again next time.
 */
export function preloadSidebarSheet(): Promise<ComponentType<SidebarSheetLayerProps>> {
  loadingLayer ??= import('./sidebar-sheet-layer.tsx').then(
    (module) => (loadedLayer = module.SidebarSheetLayer),
    (error: unknown) => {
      loadingLayer = undefined;
      throw error;
    },
  );
  return loadingLayer;
}

/**
 * The sidebar on a phone: a modal sheet from the start edge, closed by Escape, a tap beside it
 * or a link inside it. Built on React Aria's hooks rather than its `Modal` and `Dialog`
 * components, which bring the code of menus and popovers with them, and loaded only to be opened:
 * the sheet is part of the frame every signed-in page loads first, closed. Once its code is in
 * (`preloadSidebarSheet`) it opens at once; before, as soon as it has loaded.
 */
export function SidebarSheet({
  isOpen,
  onOpenChange,
  label,
  className,
  children,
}: SidebarSheetProps) {
  const [point, setPoint] = useState<OverlayTriggerState['point']>(null);
  const state = useMemo<OverlayTriggerState>(
    () => ({
      isOpen,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(!isOpen),
      point,
      setPoint,
    }),
    [isOpen, onOpenChange, point],
  );
  if (!isOpen) return null;
  return (
    <OpenSheet state={state} label={label} className={className}>
      {children}
    </OpenSheet>
  );
}

/**
 * The sheet while open: at once when its code is in, else as soon as it has loaded. Should the
 * load fail (the connection dropped), the sheet closes again, so that the menu button opens it
 * (and tries again) at the next tap, rather than the page showing an error.
 */
function OpenSheet(props: SidebarSheetLayerProps) {
  const [Layer, setLayer] = useState(() => loadedLayer);
  const { close } = props.state;
  useEffect(() => {
    if (Layer) return;
    let live = true;
    void preloadSidebarSheet().then(
      (layer) => live && setLayer(() => layer),
      () => live && close(),
    );
    return () => {
      live = false;
    };
  }, [Layer, close]);
  return Layer ? <Layer {...props} /> : null;
}
