import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import styles from './link.module.css';

export type LinkVariant = 'inline' | 'standalone' | 'muted';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` is always underlined, for links inside running text; `standalone` (navigation,
   * "Forgot password?") is underlined on hover; `muted` is a standalone link in secondary text.
   * @default 'inline'
   */
  variant?: LinkVariant;
}

/**
 * Navigates. With `href` it renders an anchor, and React Aria's `RouterProvider` (set up by the
 * app) turns it into client-side navigation. For actions that stay on the page use `Button`.
 */
export const Link = ({ variant = 'inline', className, ...props }: LinkProps) => (
  <AriaLink {...props} data-variant={variant} className={withClassName(styles.link, className)} />
);
