import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import styles from './tooltip.module.css';

/** How long the pointer rests on a trigger before its tooltip shows. */
export const TOOLTIP_DELAY = 700;

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Shows its `Tooltip` when the trigger (its first child, a focusable element) is hovered for
 * 700 ms or focused from the keyboard. Escape hides it.
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} />;
}

export type TooltipProps = AriaTooltipProps;

/**
 * A short label for a control, typically an icon-only button. Its text supplements the
 * control's accessible name; it is not a place for essential information.
 */
export function Tooltip({ offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={withClassName(styles.tooltip, className)}>
      {(renderProps) => (
        <>
          <OverlayArrow className={styles.arrow}>
            <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaTooltip>
  );
}
