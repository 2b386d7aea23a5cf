import { SearchField } from '@spotless/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value.ts';

export interface ListSearchProps {
  /** The search in effect (from the URL); the field follows it when it changes elsewhere (Back). */
  value: string;
  /** Called with the new search once typing pauses, at once on Enter or when cleared. */
  onChange: (value: string) => void;
  /** Accessible name of the field, such as "Search clients". */
  label: string;
  placeholder?: string;
  /**
   * Shows a spinner in the field while the results of the search load.
   * @default false
   */
  isPending?: boolean;
  /**
   * Milliseconds of pause before `onChange`.
   * @default 300
   */
  delay?: number;
  className?: string;
}

/**
 * Search as you type for a server-side list: the field answers every keystroke, the list is
 * asked once typing pauses. Escape or the clear button empties it.
 */
export function ListSearch({
  value,
  onChange,
  label,
  placeholder,
  isPending = false,
  delay = SEARCH_DEBOUNCE_MS,
  className,
}: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delay);
  // The last search sent up (or received): tells our own echo from a change made elsewhere.
  const sent = useRef(value);

  const emit = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onChange(next);
  };

  useEffect(() => {
    if (debounced.trim() !== sent.current.trim()) emit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text is sent
  }, [debounced]);

  useEffect(() => {
    if (value.trim() !== sent.current.trim()) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <SearchField
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={setText}
      onSubmit={(submitted) => emit(submitted)}
      onClear={() => emit('')}
      maxLength={100}
      isPending={isPending}
      pendingLabel={t('common.searching')}
      clearLabel={t('common.clearSearch')}
      className={className}
    />
  );
}
