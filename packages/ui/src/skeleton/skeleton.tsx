import type { CSSProperties, HTMLAttributes } from 'react';

import { cx } from '../lib/class-names.ts';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * `text` is a line of body text, `circle` suits avatars, `rect` anything else.
   * @default 'rect'
   */
  shape?: SkeletonShape;
  /**
   * Any CSS length. Without it, the width a class gives `--skeleton-width`, else `100%`: a
   * placeholder sized by its class draws the same in HTML written at build time, where the
   * Content-Security-Policy refuses `style` attributes.
   * @default '100%'
   */
  width?: string;
  /**
   * Any CSS length; `text` takes the line height and `circle` its width by default.
   */
  height?: string;
}

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive
 * technology: mark the loading region with `aria-busy` and name the wait (for example with a
 * `Spinner` label) instead.
 */
export function Skeleton({
  shape = 'rect',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <div
      {...props}
      aria-hidden="true"
      data-shape={shape}
      className={cx(styles.skeleton, className)}
      style={
        {
          ...(width ? { '--skeleton-width': width } : {}),
          ...(height ? { '--skeleton-height': height } : {}),
          ...style,
        } as CSSProperties
      }
    />
  );
}
