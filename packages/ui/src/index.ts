// The public API of @spotless/ui: named exports, one line per widget. react-hook-form bindings
// live in @spotless/ui/form and the tokens in @spotless/ui/tokens.css.

// Locale and routing context from React Aria, which the widgets read.
export {
  I18nProvider,
  type I18nProviderProps,
  RouterProvider,
  useLocale,
} from 'react-aria-components';

export {
  applyStoredTheme,
  readStoredTheme,
  type ResolvedTheme,
  THEME_STORAGE_KEY,
  type ThemeContextValue,
  type ThemePreference,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme/theme-provider.tsx';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button.tsx';
export { Link, type LinkProps, type LinkVariant } from './link/link.tsx';
export {
  Description,
  type DescriptionProps,
  FieldError,
  type FieldErrorProps,
  FieldGroup,
  type FieldGroupProps,
  type FieldTextProps,
  Input,
  type InputProps,
  Label,
  type LabelProps,
} from './field/field.tsx';
export { Form, type FormProps } from './form/form.tsx';
export { TextField, type TextFieldProps } from './text-field/text-field.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field.tsx';
export {
  dismissAllToasts,
  dismissToast,
  type ShowToastOptions,
  showToast,
  TOAST_TIMEOUT,
  Toaster,
  type ToasterProps,
  type ToastMessage,
  toastQueue,
  type ToastVariant,
} from './toast/toast.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner.tsx';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton/skeleton.tsx';
export * from './icons/icons.tsx';
export { createIcon, type IconProps } from './icons/icon.tsx';
