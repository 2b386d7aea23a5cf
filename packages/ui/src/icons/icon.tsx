import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Text alternative. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a visible label or an `aria-label` on the control already names it.
   */
  title?: string;
  /**
   * Width and height; icons follow the text size by default.
   * @default '1em'
   */
  size?: number | string;
}

/** Builds an icon component from 24×24 stroke paths (the Lucide/Feather drawing style). */
export const createIcon = (displayName: string, paths: ReactNode) => {
  function Icon({ title, size = '1em', ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
};
