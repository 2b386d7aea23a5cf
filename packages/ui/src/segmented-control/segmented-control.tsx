import {
  type Key,
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
} from 'react-aria-components';

import { cx } from '../lib/class-names.ts';
import styles from './segmented-control.module.css';

export interface SegmentedOption<V extends string> {
  id: V;
  label: string;
  /**
   * Shows the option but lets nobody pick it.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SegmentedControlProps<V extends string> extends Omit<
  ToggleButtonGroupProps,
  | 'children'
  | 'className'
  | 'style'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
  | 'orientation'
> {
  /** Accessible name of the group, such as "Status". */
  label: string;
  /** The choices, in order; each `id` is a value. */
  options: readonly SegmentedOption<V>[];
  /** The chosen option's `id`. */
  value: V;
  /** Called with the newly chosen option's `id`. */
  onChange: (value: V) => void;
  className?: string;
}

/**
 * One choice among a few, all visible (All / Active / Inactive): a radio group drawn as joined
 * buttons. Arrow keys move between the options, Space or Enter picks one; one is always chosen.
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  ...props
}: SegmentedControlProps<V>) {
  return (
    <ToggleButtonGroup
      {...props}
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next != null) onChange(next as V);
      }}
      className={cx(styles.group, className)}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          isDisabled={option.isDisabled}
          className={styles.option}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
