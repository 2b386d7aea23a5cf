// @spotless/ui/form: the react-hook-form bindings, kept apart so that only apps using
// react-hook-form need it installed (it is an optional peer dependency).
export {
  FormPasswordField,
  type FormPasswordFieldProps,
  FormTextField,
  type FormTextFieldProps,
} from './form-fields.tsx';
