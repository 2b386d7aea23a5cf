// What the react-hook-form bindings of @spotless/ui/form share. The bindings live in one file
// per kind of widget (form-text-fields.tsx, form-date-fields.tsx...), so that a page loads the
// widgets it uses and no others: a bundler splits files, not the exports of one file, and the
// sign-in page needs two text fields, not a date picker and a colour picker with their libraries.
import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';

/** What a field takes from react-hook-form instead of its own value props. */
export interface ControlledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> {
  /** The form's `control`, from `useForm()`. */
  control: Control<TFieldValues>;
  /** The value's path in the form values. */
  name: TName;
}

export type OwnedByForm =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'validationBehavior'
  | 'inputRef';

/**
 * Maps react-hook-form's field state onto a React Aria text field: value and change, blur (so a
 * form in `mode: 'onBlur'` validates when the user leaves the field), the error message from the
 * schema, and the input ref (so a failed submit focuses the first invalid field).
 */
export const toTextFieldProps = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
) => ({
  name: field.name,
  value: (field.value as string | undefined) ?? '',
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  isInvalid: fieldState.invalid,
  errorMessage: fieldState.error?.message,
  validationBehavior: 'aria' as const,
});

/** The props a two-state widget (Checkbox, Switch) takes from a boolean field. */
export const toToggleProps = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
  isDisabled: boolean | undefined,
) => ({
  ...toFieldProps(field, fieldState),
  isSelected: Boolean(field.value),
  onChange: field.onChange,
  inputRef: field.ref,
  isDisabled: isDisabled || field.disabled,
});

/** Blur, validity and message: what every bound field takes from react-hook-form. */
export const toFieldProps = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
) => ({
  name: field.name,
  onBlur: field.onBlur,
  isInvalid: fieldState.invalid,
  errorMessage: fieldState.error?.message,
  validationBehavior: 'aria' as const,
});

/**
 * What react-hook-form focuses when a composite field is the first invalid one on submit: the
 * first element under `root` that matches one of `selectors`, tried in order.
 */
export const focusTarget = (root: HTMLElement | null, ...selectors: string[]) =>
  root && {
    focus: () => {
      for (const selector of selectors) {
        const element = root.querySelector<HTMLElement>(selector);
        if (element) return element.focus();
      }
    },
  };

export type OwnedByFormChoice = Exclude<OwnedByForm, 'inputRef'>;

/**
 * The input ref of a bound text field, which also keeps what was typed before the app was ready.
 * A page prerendered with its HTML (the sign-in form) can be typed into before the app hydrates
 * it: the field's value is still its default, and the first render after hydration would put
 * that back. When the field mounts, whatever the input holds that differs from the field's value
 * becomes the field's value, as if it had just been typed. A field rendered by the app itself
 * holds its own value at that point, so nothing changes.
 */
export function useKeptInputRef<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(
  field: ControllerRenderProps<TFieldValues, TName>,
): RefCallback<HTMLInputElement | HTMLTextAreaElement> {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const mounted = useRef({ value: field.value as unknown, onChange: field.onChange });
  useLayoutEffect(() => {
    const typed = input.current?.value;
    const { value, onChange } = mounted.current;
    if (typed && typed !== ((value as string | undefined) ?? '')) onChange(typed);
  }, []);
  const { ref } = field;
  return useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      input.current = element;
      ref(element);
    },
    [ref],
  );
}
