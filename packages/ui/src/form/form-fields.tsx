// Every react-hook-form binding, gathered for ./index.ts. Each lives in the file of its kind of
// widget (see ./controlled.ts for why): edit them there, this file only re-exports.
export {
  FormComboBox,
  type FormComboBoxProps,
  FormSelect,
  type FormSelectProps,
} from './form-choice-fields.tsx';
export { FormColorPicker, type FormColorPickerProps } from './form-color-picker.tsx';
export {
  FormDatePicker,
  type FormDatePickerProps,
  FormTimeField,
  type FormTimeFieldProps,
} from './form-date-fields.tsx';
export {
  FormCurrencyField,
  type FormCurrencyFieldProps,
  FormNumberField,
  type FormNumberFieldProps,
} from './form-number-fields.tsx';
export {
  FormPasswordField,
  type FormPasswordFieldProps,
  FormTextArea,
  type FormTextAreaProps,
  FormTextField,
  type FormTextFieldProps,
} from './form-text-fields.tsx';
export {
  FormCheckbox,
  type FormCheckboxProps,
  FormRadioGroup,
  type FormRadioGroupProps,
  FormSwitch,
  type FormSwitchProps,
} from './form-toggle-fields.tsx';
