import type { Key } from '@spotless/ui';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styles from './segmented-control.module.css';

export interface SegmentedOption<V extends string> {
  id: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Accessible name of the group, such as "Status". */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
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
}: SegmentedControlProps<V>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next != null) onChange(next as V);
      }}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.option}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
