// @spotless/ui/form: the react-hook-form bindings, kept apart so that only apps using
// react-hook-form need it installed (it is an optional peer dependency).
export {
  FormCheckbox,
  type FormCheckboxProps,
  FormComboBox,
  type FormComboBoxProps,
  FormCurrencyField,
  type FormCurrencyFieldProps,
  FormDatePicker,
  type FormDatePickerProps,
  FormNumberField,
  type FormNumberFieldProps,
  FormPasswordField,
  type FormPasswordFieldProps,
  FormSelect,
  type FormSelectProps,
  FormTextArea,
  type FormTextAreaProps,
  FormTextField,
  type FormTextFieldProps,
  FormTimeField,
  type FormTimeFieldProps,
} from './form-fields.tsx';
