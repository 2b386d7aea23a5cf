import styles from './team-dot.module.css';

/** A team's colour as a small dot beside its name (decorative: the name says which team). */
export function TeamDot({ color }: { color: string }) {
  return <span className={styles.dot} style={{ background: color }} aria-hidden="true" />;
}
