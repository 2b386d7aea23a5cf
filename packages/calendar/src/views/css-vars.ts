import type { CSSProperties } from 'react';

/** Inline style that may set CSS custom properties (`--team-color`, `--hour-height`). */
export type StyleWithVars = CSSProperties & { readonly [name: `--${string}`]: string | number };
