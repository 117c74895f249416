// The theme (and with it the base styles) is also its own entry, `@packlight/ui/theme`; the app
// adds `lightTheme` or `darkTheme` to <body>.
export {
  vars,
  lightTheme,
  darkTheme,
  tones,
  toneColours,
  lightTokens,
  darkTokens,
  createTheme,
  contrastRatio,
  themeContrastProblems,
  type Tone,
  type ThemeTokens,
} from './theme';
// Locale and direction come from React Aria's I18nProvider; the kit's words from its catalogue
// (English here; other locales are their own entries, `@packlight/ui/locales/fr`).
export {
  I18nProvider,
  KitMessagesProvider,
  enMessages,
  isRTL,
  useLocale,
  type I18nProviderProps,
  type KitMessageKey,
  type KitMessages,
  type KitMessagesProviderProps,
  type Locale,
  type MessageFormatter,
} from './i18n';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner';
export {
  EmptyState,
  emptyStateTones,
  type EmptyStateProps,
  type EmptyStateTone,
} from './components/EmptyState';
export { LoadingState, type LoadingStateProps } from './components/LoadingState';
export { Form, type FormProps } from './components/Form';
export { Select, selectSizes, type SelectOption, type SelectProps } from './components/Select';
export {
  Menu,
  menuItemTones,
  type MenuAction,
  type MenuItemTone,
  type MenuProps,
} from './components/Menu';
export { Pagination, defaultPageSizeOptions, type PaginationProps } from './components/Pagination';
export {
  DataTable,
  dataTableDensities,
  dataTableNarrowPlacements,
  type DataTableColumn,
  type DataTableDensity,
  type DataTableLoadingShape,
  type DataTableNarrowPlacement,
  type DataTableProps,
  type DataTableRowPrimaryAction,
  type DataTableSort,
  type DataTableSortDirection,
} from './components/DataTable';
export { IconButton, iconButtonShapes, type IconButtonProps } from './components/IconButton';
export {
  Link,
  linkVariants,
  RouterProvider,
  type LinkProps,
  type RouterProviderProps,
} from './components/Link';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './components/Breadcrumbs';
export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogTriggerProps,
} from './components/Dialog';
export {
  ConfirmDialog,
  confirmTones,
  type ConfirmDialogProps,
  type ConfirmTone,
} from './components/ConfirmDialog';
export {
  DEFAULT_TOAST_TIMEOUT,
  ToastProvider,
  ToastRegion,
  createToaster,
  toast,
  toastTones,
  useToast,
  type CreateToasterOptions,
  type ShowToastOptions,
  type ToastContent,
  type ToastProviderProps,
  type ToastRegionProps,
  type ToastTone,
  type Toaster,
} from './components/Toast';
export {
  StatusBadge,
  statusTone,
  statusTones,
  type StatusBadgeProps,
  type StatusTone,
} from './components/StatusBadge';
export { Avatar, avatarSizes, initialsOf, type AvatarProps } from './components/Avatar';
export { Card, cardPaddings, type CardProps } from './components/Card';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export {
  Stack,
  spaceNames,
  stackAligns,
  type SpaceName,
  type StackProps,
} from './components/Stack';
export { Inline, inlineAligns, inlineJustifies, type InlineProps } from './components/Inline';
export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './components/Notice';
export { PersonCell, personCellSizes, type PersonCellProps } from './components/PersonCell';
export { Skeleton, skeletonShapes, type SkeletonProps } from './components/Skeleton';
export {
  AppShell,
  isNavItemActive,
  type AppShellLinkProps,
  type AppShellNavButton,
  type AppShellNavGroup,
  type AppShellNavItem,
  type AppShellNavLink,
  type AppShellProps,
  type RouterConfig,
} from './components/AppShell';
export {
  GlobalSearch,
  type GlobalSearchProps,
  type SearchResult,
  type SearchResultSection,
} from './components/GlobalSearch';
export {
  CommandPalette,
  loadCommandPalette,
  type CommandItem,
  type CommandPaletteProps,
  type CommandSection,
} from './components/CommandPalette';
export {
  NotificationBell,
  NotificationList,
  badgeText,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationListProps,
} from './components/NotificationBell';
export {
  ProfileMenu,
  profileMenuThemes,
  type ProfileMenuProps,
  type ProfileMenuTheme,
  type ProfileMenuThemeChoice,
} from './components/ProfileMenu';
export {
  ChatThread,
  chatMessageStatuses,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatThreadProps,
} from './components/ChatThread';
export { MessageComposer, type MessageComposerProps } from './components/MessageComposer';
export { StatCard, type StatCardProps } from './components/StatCard';
export {
  AlertCard,
  alertCardTones,
  type AlertCardProps,
  type AlertCardTone,
} from './components/AlertCard';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionRow,
  type DescriptionSection,
} from './components/DescriptionList';
export {
  AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressSuggestion,
  type AddressValue,
  type LoadSuggestionsOptions,
} from './components/AddressAutocomplete';
export { AddressCoordinates, type AddressCoordinatesProps } from './components/AddressAutocomplete';
export {
  PhoneField,
  PHONE_DIGITS,
  formatPhone,
  type PhoneFieldProps,
} from './components/PhoneField';
export { DigitsField, digitsOnly, type DigitsFieldProps } from './components/DigitsField';
export {
  TimeField12h,
  formatTime12h,
  parseTime12h,
  type FocusHandle,
  type TimeField12hProps,
} from './components/TimeField12h';
export {
  WeekdayTimingEditor,
  normalizeWeekdayTimings,
  weekdayTimingErrors,
  weekdays,
  type DayTiming,
  type PartialWeekdayTimings,
  type Weekday,
  type WeekdayTimingEditorProps,
  type WeekdayTimings,
} from './components/WeekdayTimingEditor';
export {
  ImageUpload,
  acceptedImageTypes,
  isAcceptedImage,
  type ImageUploadProps,
} from './components/ImageUpload';
export { ImagePreview, type ImagePreviewProps } from './components/ImagePreview';
export {
  MediaGallery,
  type MediaGalleryImage,
  type MediaGalleryProps,
} from './components/MediaGallery';
export { VideoPlayer, videoEmbedUrl, type VideoPlayerProps } from './components/VideoPlayer';
export {
  LineChart,
  summarizeSeries,
  type LineChartDatum,
  type LineChartProps,
} from './components/LineChart';
export {
  PieChart,
  chartTones,
  pieShares,
  type ChartTone,
  type PieChartDatum,
  type PieChartProps,
} from './components/PieChart';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './components/MultiSelect';
export { DatePicker, parseDateString, type DatePickerProps } from './components/DatePicker';
export { RelativeTime, type RelativeTimeProps } from './components/RelativeTime';
