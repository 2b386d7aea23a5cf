import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping the empty ones. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');

/**
 * Puts the component's own class first and keeps a caller's `className`, which React Aria
 * components accept either as a string or as a function of their render state.
 */
export const withClassName = <State>(
  own: string | undefined,
  className:
    string | ((state: State & { defaultClassName: string | undefined }) => string) | undefined,
) => composeRenderProps(className, (callerClassName) => cx(own, callerClassName));
