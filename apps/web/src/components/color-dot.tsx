import styles from './color-dot.module.css';

export interface ColorDotProps {
  /** A team's colour (`#2563EB`): data, so it is the one colour not taken from the tokens. */
  color: string;
  /**
   * @default 'sm'
   */
  size?: 'sm' | 'md';
  className?: string;
}

/** A team's colour as a small decorative dot beside its name (the name says it in words). */
export function ColorDot({ color, size = 'sm', className }: ColorDotProps) {
  return (
    <span
      className={[styles.dot, className].filter(Boolean).join(' ')}
      data-size={size}
      data-color-dot=""
      style={{ background: color }}
      aria-hidden="true"
    />
  );
}
