import { type HTMLAttributes, type ReactNode, useId } from 'react';

import { cx } from '../lib/class-names.ts';
import styles from './card.module.css';

/**
 * `default`: a titled group of related content or settings, with an optional band of actions;
 * `summary`: a panel of figures or a short list under a small muted title (a dashboard).
 */
export type CardVariant = 'default' | 'summary';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading that names the card. */
  title?: ReactNode;
  /** A line under the title: what the card is for. */
  description?: ReactNode;
  /** At the end of the title row: a count, a badge, a link. */
  aside?: ReactNode;
  /** A row of actions under the content, on a tinted band. */
  footer?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id, for content inside that names itself by it; generated when left out. */
  headingId?: string;
  /**
   * How the card reads: see `CardVariant`.
   * @default 'default'
   */
  variant?: CardVariant;
  /**
   * `section` makes a titled card a region (a landmark screen readers list); a titled `div` is
   * a group.
   * @default 'div'
   */
  elementType?: 'div' | 'section';
}

/**
 * A bordered surface that groups related content, named by its title. The padding follows
 * `--card-padding` when an ancestor sets it (a page that narrows its cards with its own
 * container query); otherwise it tightens on phones.
 */
export function Card({
  title,
  description,
  aside,
  footer,
  headingLevel = 2,
  headingId,
  variant = 'default',
  elementType: Root = 'div',
  className,
  children,
  ...props
}: CardProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title != null;
  return (
    <Root
      role={Root === 'div' && hasTitle ? 'group' : undefined}
      aria-labelledby={hasTitle ? id : undefined}
      {...props}
      data-variant={variant}
      className={cx(styles.card, className)}
    >
      <div className={styles.body}>
        {hasTitle ? (
          <div className={styles.header}>
            <div className={styles.intro}>
              <Heading id={id} className={styles.title}>
                {title}
              </Heading>
              {description != null ? <p className={styles.description}>{description}</p> : null}
            </div>
            {aside != null ? <div className={styles.aside}>{aside}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
      {footer != null ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
