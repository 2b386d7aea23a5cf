import { Button, CloseIcon, ComboBox, ComboBoxItem, type Key } from '@spotless/ui';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { Client } from '../../../api/clients.ts';
import { useClientSearch } from './api/search-clients.ts';
import styles from './client-picker.module.css';

/** A client as the picker lists it. */
export interface ClientOption {
  id: string;
  name: string;
  phone: string;
}

export const clientOption = (
  client: Pick<Client, 'id' | 'firstName' | 'lastName' | 'phone1'>,
): ClientOption => ({
  id: client.id,
  name: `${client.firstName} ${client.lastName}`,
  phone: client.phone1,
});

export interface ClientPickerProps {
  /** The chosen client's id. */
  value: string | null;
  /** The chosen client as first shown (edit mode: the job's client), so it is named at once. */
  initialOption?: ClientOption | null;
  /** Called with the client picked from the list (with its addresses), or null when cleared. */
  onChange: (client: Client | null) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** The picker's root, for focusing it when the form's check fails. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The job form's client field: a searchable list asking the server (`GET /clients?q=`) as the
 * user types, so it works the same with ten thousand clients. The button beside it clears the
 * field, and so does choosing the chosen client again (spec §2, generic pickers).
 */
export function ClientPicker({
  value,
  initialOption = null,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  isDisabled,
  isRequired,
  ref,
}: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const query = useDebouncedValue(search);
  // The list is asked for once the picker opens, not with every form.
  const results = useClientSearch(query, { enabled: isOpen });
  const [chosen, setChosen] = useState<ClientOption | null>(initialOption);

  const clients = results.data ?? [];
  const matches = clients.map(clientOption);
  const matchIds = new Set<Key>(matches.map((option) => option.id));
  const selected = value == null ? null : chosen?.id === value ? chosen : null;
  // The chosen client stays among the items whatever the search, so the button can name it;
  // the filter keeps it out of the list unless the server matched it.
  const items = selected && !matchIds.has(selected.id) ? [...matches, selected] : matches;
  const isSearching = results.isPending || results.isFetching || query !== search;

  const handleChange = (id: Key | null) => {
    if (id == null) {
      setChosen(null);
      onChange(null);
      return;
    }
    const client = clients.find((candidate) => candidate.id === id);
    if (!client) return;
    setChosen(clientOption(client));
    onChange(client);
  };

  return (
    <div ref={ref} className={styles.picker}>
      <ComboBox
        label={t('jobForm.client')}
        placeholder={t('jobForm.clientPlaceholder')}
        searchPlaceholder={t('jobForm.clientSearch')}
        emptyMessage={isSearching ? t('jobForm.searching') : t('jobForm.noClient')}
        items={items}
        value={selected?.id ?? null}
        onChange={handleChange}
        onBlur={onBlur}
        searchValue={search}
        onSearchChange={setSearch}
        onOpenChange={(open) => {
          setOpen(open);
          // Each opening starts a fresh search. (Not on closing: a choice made with Enter lands
          // after the list closes, and must still find the client among the matches.)
          if (open) setSearch('');
        }}
        filter={(_text, _search, id) => matchIds.has(id)}
        allowsDeselect
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        validationBehavior="aria"
        isDisabled={isDisabled}
        isRequired={isRequired}
        className={styles.field}
      >
        {(option) => (
          <ComboBoxItem id={option.id} textValue={option.name} description={option.phone}>
            {option.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      {selected && !isDisabled ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('jobForm.clearClient')}
          onPress={() => handleChange(null)}
          className={styles.clear}
        >
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}
