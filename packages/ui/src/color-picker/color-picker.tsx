import { type ReactNode, type Ref, useId, useState } from 'react';
import {
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Group,
  parseColor,
  TextField as AriaTextField,
} from 'react-aria-components';

import { Description, FieldError, fieldStyles, Input, Label } from '../field/field.tsx';
import { useControlledValue } from '../lib/use-controlled-value.ts';
import styles from './color-picker.module.css';

export interface ColorPreset {
  /** The colour's name, announced and shown as a tooltip. */
  name: string;
  /** `#RRGGBB`. */
  value: string;
}

/** The 14 team colours, with English names (pass translated names through `presets`). */
export const COLOR_PRESETS: readonly ColorPreset[] = [
  { name: 'Blue', value: '#2563EB' },
  { name: 'Green', value: '#16A34A' },
  { name: 'Red', value: '#DC2626' },
  { name: 'Yellow', value: '#CA8A04' },
  { name: 'Purple', value: '#9333EA' },
  { name: 'Orange', value: '#EA580C' },
  { name: 'Sky Blue', value: '#0284C7' },
  { name: 'Teal', value: '#0D9488' },
  { name: 'Pink', value: '#DB2777' },
  { name: 'Indigo', value: '#4F46E5' },
  { name: 'Violet', value: '#7C3AED' },
  { name: 'Lime', value: '#65A30D' },
  { name: 'Gray', value: '#4B5563' },
  { name: 'Black', value: '#000000' },
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * What the swatches hold while no colour is chosen (an empty value): transparent, which matches no
 * preset. Left uncontrolled, React Aria would fall back to black and select the Black swatch.
 */
const NO_COLOR = parseColor('#0000');

/** Whether a string is a `#RRGGBB` colour. */
export const isHexColor = (value: string) => HEX_COLOR.test(value);

export interface ColorPickerProps {
  /** The visible label of the whole picker. */
  label?: ReactNode;
  /** Help text under the picker. */
  description?: ReactNode;
  /** The colour as `#RRGGBB` (controlled). */
  value?: string;
  /**
   * The initial colour (uncontrolled).
   * @default '#2563EB'
   */
  defaultValue?: string;
  /** Called with a valid `#RRGGBB` colour, from a preset or the text input. */
  onChange?: (value: string) => void;
  /**
   * The preset swatches.
   * @default the 14 COLOR_PRESETS
   */
  presets?: readonly ColorPreset[];
  /**
   * Accessible name of the hex text input.
   * @default 'Hex color'
   */
  hexLabel?: string;
  /**
   * Shown when the typed text is not a `#RRGGBB` colour.
   * @default 'Color must be a valid hex color code (e.g., #2563EB)'
   */
  invalidHexMessage?: string;
  /** Forces the invalid state, for example from a form schema. */
  isInvalid?: boolean;
  /**
   * The message shown while `isInvalid` (a form schema's message). A typed text that is not a
   * colour always shows `invalidHexMessage`.
   * @default invalidHexMessage
   */
  errorMessage?: ReactNode;
  /** Called when the focus leaves the picker (its swatches and its hex input together). */
  onBlur?: () => void;
  /** Ref to the hex <input>, for focusing it (form libraries focus the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
  /** Submitted with forms under this name. */
  name?: string;
  className?: string;
}

/**
 * A team colour: 14 named presets (arrow keys move between them) plus a hex input of at most
 * 7 characters, validated as `#RRGGBB`. Only valid colours are reported through `onChange`.
 */
export function ColorPicker({
  label,
  description,
  value,
  defaultValue = '#2563EB',
  onChange,
  presets = COLOR_PRESETS,
  hexLabel = 'Hex color',
  invalidHexMessage = 'Color must be a valid hex color code (e.g., #2563EB)',
  isInvalid,
  errorMessage,
  onBlur,
  inputRef,
  isDisabled,
  name,
  className,
}: ColorPickerProps) {
  const [color, setColor] = useControlledValue(value, defaultValue, onChange);
  // What the user is typing, which may not be a colour yet; null when it mirrors `color`.
  const [draft, setDraft] = useState<string | null>(null);
  const labelId = useId();
  const text = draft ?? color.toUpperCase();
  const draftIsInvalid = draft != null && !isHexColor(draft);

  const handleTextChange = (next: string) => {
    setDraft(next);
    if (isHexColor(next)) setColor(next.toUpperCase());
  };

  return (
    <Group
      aria-labelledby={label != null ? labelId : undefined}
      className={className}
      onBlur={(event) => {
        // Moving between a swatch and the hex input stays inside the picker.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <div className={fieldStyles.field}>
        {label != null ? (
          <Label id={labelId} elementType="span">
            {label}
          </Label>
        ) : null}
        <ColorSwatchPicker
          aria-labelledby={label != null ? labelId : undefined}
          value={isHexColor(color) ? parseColor(color) : NO_COLOR}
          onChange={(next) => {
            setDraft(null);
            setColor(next.toString('hex').toUpperCase());
          }}
          className={styles.swatches}
        >
          {presets.map((preset) => (
            <ColorSwatchPickerItem
              key={preset.value}
              color={preset.value}
              isDisabled={isDisabled}
              className={styles.item}
            >
              <ColorSwatch colorName={preset.name} className={styles.swatch} />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
        <AriaTextField
          aria-label={hexLabel}
          value={text}
          onChange={handleTextChange}
          onBlur={() => {
            if (draft != null && isHexColor(draft)) setDraft(null);
          }}
          maxLength={7}
          isDisabled={isDisabled}
          isInvalid={isInvalid || draftIsInvalid}
          validationBehavior="aria"
          name={name}
          className={styles.hexField}
        >
          <div className={styles.hexRow}>
            <span
              className={styles.preview}
              style={{ background: isHexColor(text) ? text : color }}
            />
            <Input
              ref={inputRef}
              className={styles.hexInput}
              spellCheck={false}
              autoCapitalize="none"
            />
          </div>
          {description != null ? <Description>{description}</Description> : null}
          <FieldError>
            {draftIsInvalid ? invalidHexMessage : (errorMessage ?? invalidHexMessage)}
          </FieldError>
        </AriaTextField>
      </div>
    </Group>
  );
}
