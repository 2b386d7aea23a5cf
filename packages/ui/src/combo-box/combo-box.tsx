import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Input as AriaInput,
  type Key,
  SearchField,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  useFilter,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../field/field.tsx';
import { ChevronDownIcon, SearchIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { useControlledValue } from '../lib/use-controlled-value.ts';
import { ListBox, ListBoxItem, type ListBoxItemProps } from '../list-box/list-box.tsx';
import listBoxStyles from '../list-box/list-box.module.css';
import { Popover } from '../popover/popover.tsx';
import selectStyles from '../select/select.module.css';
import { LIST_MAX_HEIGHT } from '../select/select.tsx';
import styles from './combo-box.module.css';

export interface ComboBoxProps<T extends object>
  extends
    Omit<
      AriaSelectProps<T, 'single'>,
      'children' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange' | 'placeholder'
    >,
    FieldTextProps {
  /** Items for a dynamic list; render each with the `children` function. */
  items?: Iterable<T>;
  /** `ComboBoxItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** The selected option's id (controlled); `null` for none. */
  value?: Key | null;
  /** The initially selected option's id (uncontrolled). */
  defaultValue?: Key | null;
  /** Called with the new id, or `null` when the selection is cleared. */
  onChange?: (value: Key | null) => void;
  /**
   * Shown on the button while nothing is selected.
   * @default 'Select an option...'
   */
  placeholder?: string;
  /**
   * Placeholder and accessible name of the search input.
   * @default 'Search an option...'
   */
  searchPlaceholder?: string;
  /**
   * Shown when the search matches no option.
   * @default 'No option found.'
   */
  emptyMessage?: string;
  /**
   * Choosing the selected option again clears the selection.
   * @default false
   */
  allowsDeselect?: boolean;
  /** The search text (controlled), for options the caller finds itself, such as a server search. */
  searchValue?: string;
  /** Called as the user types in the search box. */
  onSearchChange?: (value: string) => void;
  /**
   * Whether an option is listed for the search text. By default its text contains the search,
   * ignoring case and accents. Options searched by the server pass one that keeps the server's
   * matches (the selected option may be among the items only so that the button can name it).
   */
  filter?: (textValue: string, search: string, id: Key) => boolean;
}

interface DeselectContextValue {
  selected: Key | null;
  clear: (() => void) | null;
}

const DeselectContext = createContext<DeselectContextValue>({ selected: null, clear: null });

/**
 * A searchable single choice: a button showing the selection, and a popover with a search
 * input over a list at most 300px high. Typing filters the options (ignoring case and accents);
 * arrow keys move through the matches and Enter picks one. For long lists searched by the
 * server, control the search text (`searchValue`, `onSearchChange`), pass the matches as `items`
 * and a `filter` that keeps them.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  value,
  defaultValue = null,
  onChange,
  placeholder = 'Select an option...',
  searchPlaceholder = 'Search an option...',
  emptyMessage = 'No option found.',
  allowsDeselect = false,
  searchValue,
  onSearchChange,
  filter,
  className,
  ...props
}: ComboBoxProps<T>) {
  const [selected, setSelected] = useControlledValue(value, defaultValue, onChange);
  const { contains } = useFilter({ sensitivity: 'base' });
  const deselect = useMemo<DeselectContextValue>(
    () => ({ selected, clear: allowsDeselect ? () => setSelected(null) : null }),
    [allowsDeselect, selected, setSelected],
  );
  return (
    <AriaSelect
      // The popover holds the search box and says when nothing matches, so it opens even while
      // there are no options (an empty list, or a server search still loading).
      allowsEmptyCollection
      {...props}
      value={selected}
      onChange={(key) => setSelected(key)}
      placeholder={placeholder}
      className={withClassName(fieldStyles.field, className)}
    >
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <AriaButton className={selectStyles.trigger}>
        <SelectValue className={selectStyles.value} />
        <ChevronDownIcon className={selectStyles.chevron} />
      </AriaButton>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={cx(selectStyles.popover, styles.popover)} maxHeight={LIST_MAX_HEIGHT}>
        <Autocomplete
          filter={filter ? (text, search, node) => filter(text, search, node.key) : contains}
          inputValue={searchValue}
          onInputChange={onSearchChange}
        >
          {/* Opening the list puts the caret in its search box, like a native combobox. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the opened popover */}
          <SearchField aria-label={searchPlaceholder} autoFocus className={styles.search}>
            <SearchIcon className={styles.searchIcon} />
            <AriaInput placeholder={searchPlaceholder} className={styles.searchInput} />
          </SearchField>
          <DeselectContext.Provider value={deselect}>
            <ListBox
              items={items}
              className={styles.list}
              renderEmptyState={() => <div className={listBoxStyles.empty}>{emptyMessage}</div>}
            >
              {children}
            </ListBox>
          </DeselectContext.Provider>
        </Autocomplete>
      </Popover>
    </AriaSelect>
  );
}

export type ComboBoxItemProps<T = object> = ListBoxItemProps<T>;

/** One option of a `ComboBox`; its `id` is the value and may not be empty. */
export function ComboBoxItem<T extends object>({
  onPressStart,
  onPress,
  ...props
}: ComboBoxItemProps<T>) {
  const { selected, clear } = useContext(DeselectContext);
  // Whether the option was the selection when the press began: Enter selects on key down and
  // presses on key up, so by the press the option it just chose is already selected.
  const wasSelected = useRef(false);
  return (
    <ListBoxItem
      {...props}
      onPressStart={(event) => {
        wasSelected.current = props.id != null && props.id === selected;
        onPressStart?.(event);
      }}
      onPress={(event) => {
        onPress?.(event);
        if (clear && wasSelected.current) clear();
      }}
    />
  );
}
