// The public API of @spotless/ui: named exports, one line per widget. react-hook-form bindings
// live in @spotless/ui/form and the tokens in @spotless/ui/tokens.css; `Toaster` is also at
// @spotless/ui/toaster, for an app that loads the toasts' region after its first screen.

// Locale and routing context from React Aria, which the widgets read.
export {
  I18nProvider,
  type I18nProviderProps,
  type Key,
  RouterProvider,
  type Selection,
  type SortDescriptor,
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
export { TextArea, type TextAreaProps } from './text-area/text-area.tsx';
export { SearchField, type SearchFieldProps } from './search-field/search-field.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field.tsx';
export {
  CurrencyField,
  type CurrencyFieldProps,
  NumberField,
  type NumberFieldProps,
} from './number-field/number-field.tsx';
export { Switch, type SwitchProps } from './switch/switch.tsx';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './checkbox/checkbox.tsx';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './radio-group/radio-group.tsx';
export {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  ListBoxSection,
  type ListBoxSectionProps,
} from './list-box/list-box.tsx';
export {
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectProps,
  SelectSection,
  type SelectSectionProps,
} from './select/select.tsx';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxProps,
} from './combo-box/combo-box.tsx';
export { Calendar, type CalendarProps } from './calendar/calendar.tsx';
export { DatePicker, type DatePickerProps } from './date-picker/date-picker.tsx';
export { TimeField, type TimeFieldProps } from './time-field/time-field.tsx';
export {
  COLOR_PRESETS,
  type ColorPickerProps,
  ColorPicker,
  type ColorPreset,
  isHexColor,
} from './color-picker/color-picker.tsx';
export {
  AlertDialog,
  type AlertDialogProps,
  Dialog,
  DialogFooter,
  type DialogProps,
  type DialogSize,
  DialogTrigger,
} from './dialog/dialog.tsx';
export { Sheet, type SheetProps, type SheetSide } from './sheet/sheet.tsx';
export {
  Popover,
  PopoverDialog,
  type PopoverDialogProps,
  type PopoverProps,
} from './popover/popover.tsx';
export {
  TOOLTIP_DELAY,
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from './tooltip/tooltip.tsx';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuItemVariant,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
} from './menu/menu.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './segmented-control/segmented-control.tsx';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './tabs/tabs.tsx';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs/breadcrumbs.tsx';
export {
  BreadcrumbsPlaceholder,
  type BreadcrumbsPlaceholderProps,
} from './breadcrumbs/breadcrumbs-placeholder.tsx';
export { Avatar, type AvatarProps, type AvatarSize, initialsOf } from './avatar/avatar.tsx';
export { Badge, type BadgeProps, type BadgeVariant } from './badge/badge.tsx';
export { Card, type CardProps, type CardVariant } from './card/card.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state.tsx';
export {
  dismissAllToasts,
  dismissToast,
  setDefaultToastTimeout,
  type ShowToastOptions,
  showToast,
  TOAST_TIMEOUT,
  type ToastMessage,
  toastQueue,
  type ToastVariant,
} from './toast/toast-queue.ts';
export { Toaster, type ToasterProps } from './toast/toast.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner.tsx';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton/skeleton.tsx';
export {
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
} from './table/table.tsx';
export { type RowAction, RowActions, type RowActionsProps } from './table/row-actions.tsx';
export { Pagination, type PaginationProps } from './pagination/pagination.tsx';
export { readSidebarCookie, SIDEBAR_COOKIE_NAME } from './sidebar/sidebar-cookie.ts';
export {
  Sidebar,
  SidebarContent,
  type SidebarContextValue,
  SidebarFooter,
  SidebarGroup,
  type SidebarGroupProps,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  type SidebarMenuButtonProps,
  SidebarMenuItem,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
  SidebarTrigger,
  type SidebarTriggerProps,
  useSidebar,
} from './sidebar/sidebar.tsx';
export { preloadSidebarSheet } from './sidebar/sidebar-sheet.tsx';

export * from './icons/icons.tsx';
export { createIcon, type IconProps } from './icons/icon.tsx';
