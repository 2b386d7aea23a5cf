import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import styles from './link.module.css';

export type LinkVariant = 'inline' | 'standalone' | 'muted' | 'subtle' | 'plain';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` is always underlined, for links inside running text; `standalone` (navigation,
   * "Forgot password?") is underlined on hover; `muted` is a standalone link in secondary text;
   * `subtle` is a name in a list that opens its record: the text's colour until hovered.
   * `plain` draws nothing but the focus ring, for a link that is a block of its own content
   * (a navigation item, the hit area over a chart), styled by its `className`.
   * @default 'inline'
   */
  variant?: LinkVariant;
}

/**
 * Navigates. With `href` it renders an anchor, and React Aria's `RouterProvider` (set up by the
 * app) turns it into client-side navigation. For actions that stay on the page use `Button`.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={withClassName(variant === 'plain' ? styles.plain : styles.link, className)}
    />
  );
}
