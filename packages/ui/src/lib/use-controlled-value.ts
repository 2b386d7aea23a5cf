import { useCallback, useState } from 'react';

/**
 * A value that the parent may control (`value` defined, `null` included) or leave to the
 * component (`value` undefined, starting from `defaultValue`).
 */
export const useControlledValue = <Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange?: (value: Value) => void,
) => {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: Value) => {
      if (!isControlled) setOwnValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : ownValue, setValue] as const;
};
