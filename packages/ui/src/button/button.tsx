import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'destructive' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends AriaButtonProps {
  /**
   * Emphasis: one `primary` action per view; `destructive` for irreversible actions; `link`
   * looks like a link but acts in place (use `Link` to navigate).
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding. `icon` is a square for icon-only buttons, which need an `aria-label`.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Accessible name of the spinner shown while `isPending`, added to the button's own name.
   * @default 'Loading'
   */
  pendingLabel?: string;
}

/**
 * The action button. While `isPending` it keeps its size and focus, ignores presses and shows a
 * spinner, and screen readers hear the pending state.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  pendingLabel = 'Loading',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={withClassName(styles.button, className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.content}>{content}</span>
          {isPending ? (
            <span className={styles.pending}>
              <Spinner label={pendingLabel} size="sm" />
            </span>
          ) : null}
        </>
      ))}
    </AriaButton>
  );
}
