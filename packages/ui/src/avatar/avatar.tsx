import { type HTMLAttributes, useState } from 'react';

import { cx } from '../lib/class-names.ts';
import styles from './avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; the initials show while it is missing or fails to load. */
  src?: string | null;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technology when the name is already next to it.
   * @default false
   */
  isDecorative?: boolean;
}

/** "Jane Cooper" → "JC"; one word gives one letter. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
};

/** A person's photo, or their initials on a neutral disc. */
export function Avatar({
  name,
  src,
  size = 'md',
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== '' && failedSrc !== src;
  return (
    <span
      {...props}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
      data-size={size}
      className={cx(styles.avatar, className)}
    >
      {showImage ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
