// The kit's own words in English: the default catalogue, and the type every other locale's
// catalogue must match (same keys, same arguments). Keys are `component.what`; a shared word
// (`common.*`) is reused by every component that writes it.
import type { MessageFormatter as F } from '../i18n/message-types';

type Count = { count: number };
/** A weekday's name in the locale, as `Intl` writes it ('Monday', 'lundi'). */
type Day = { day: string };

export const en = {
  'common.loading': 'Loading',
  'common.loadingEllipsis': 'Loading...',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.tryAgain': 'Try again',
  'common.moreActions': 'More actions',
  'common.user': 'User',
  'common.error': 'Error',
  'common.selectOption': 'Select an option',
  'common.notProvided': 'Not provided',
  'common.newTab': 'opens in a new tab',

  'pagination.label': 'Pagination',
  'pagination.show': 'Show',
  'pagination.entries': 'entries',
  'pagination.summary': (
    { first, last, total }: { first: number; last: number; total: number },
    f: F,
  ) =>
    `Showing ${f.number(first)} to ${f.number(last)} of ${f.number(total)} ${f.plural(total, { one: 'entry', other: 'entries' })}`,
  'pagination.summaryLowerBound': (
    { first, last, total }: { first: number; last: number; total: number },
    f: F,
  ) => `Showing ${f.number(first)} to ${f.number(last)} of more than ${f.number(total)} entries`,
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.pageOf': ({ page, count }: { page: number; count: number }, f: F) =>
    `Page ${f.number(page)} of ${f.number(count)}`,
  'pagination.page': ({ page }: { page: number }, f: F) => `Page ${f.number(page)}`,

  'search.placeholder': 'Search...',
  'search.label': 'Search',
  'search.searching': 'Searching...',
  'search.noRecord': 'No Record',
  'search.allResults': 'All results',
  'search.seeAllResults': 'See all results',
  'search.seeAllIn': ({ title }: { title: string }) => `See all ${title}`,
  'search.clear': 'Clear search',
  'search.nothingMatches': ({ query }: { query: string }) => `Nothing matches “${query}”.`,

  'dataTable.empty': 'No data found.',
  'dataTable.selectAll': 'Select All',
  'dataTable.select': 'Select',
  'dataTable.actions': 'Actions',
  'dataTable.sortBy': 'Sort by',
  'dataTable.defaultOrder': 'Default order',
  'dataTable.sortAscending': 'Sort ascending',
  'dataTable.sortDescending': 'Sort descending',
  'dataTable.actionsFor': ({ label }: { label: string }) => `Actions for ${label}`,

  'chat.label': 'Messages',
  'chat.empty': 'No messages yet',
  'chat.loading': 'Loading messages...',
  'chat.today': 'Today',
  'chat.yesterday': 'Yesterday',
  'chat.you': 'You',
  'chat.sending': 'Sending',
  'chat.sent': 'Sent',
  'chat.failed': 'Failed to send',
  'chat.otherPerson': 'the other person',
  'chat.announce': ({ sender, body }: { sender: string; body: string }) =>
    `New message from ${sender}: ${body}`,

  'composer.label': 'Message',
  'composer.placeholder': 'Type a message...',
  'composer.send': 'Send',

  'upload.description': 'PNG or JPG.',
  'upload.typeError': 'Only PNG, JPG allowed.',
  'upload.empty': 'Drag a PNG or JPG here, or choose a file.',
  'upload.choose': 'Choose image',
  'upload.replace': 'Replace image',
  'upload.remove': 'Remove image',
  'upload.preview': 'Image preview',
  'upload.previewOf': ({ label }: { label: string }) => `${label} preview`,
  'upload.unreadable': ({ name }: { name: string }) =>
    `${name} is not a readable image: its content is not a PNG or JPG picture. Choose another file.`,

  'notifications.title': 'Notifications',
  'notifications.unread': ({ label, badge }: { label: string; badge: string }) =>
    `${label}, ${badge} unread`,
  'notifications.empty': 'No notifications',
  'notifications.markAll': 'Mark all as read',
  'notifications.seeAll': 'See all notifications',
  'notifications.loading': 'Loading notifications...',

  'shell.nav': 'Main navigation',
  'shell.openNav': 'Open navigation',
  'shell.closeNav': 'Close navigation',
  'shell.skipLink': 'Skip to main content',

  'breadcrumbs.label': 'Breadcrumb',
  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'datePicker.choose': 'Choose date',
  'datePicker.previousMonth': 'Previous month',
  'datePicker.nextMonth': 'Next month',

  'multiSelect.placeholder': 'Select options',
  'multiSelect.count': ({ count }: Count, f: F) => `${f.number(count)} selected`,
  'multiSelect.chosen': 'Chosen',
  'multiSelect.chosenOf': ({ label }: { label: string }) => `Chosen ${label.toLowerCase()}`,
  'address.label': 'Address',
  'address.placeholder': 'Start typing an address',
  'address.latitude': 'Latitude',
  'address.longitude': 'Longitude',
  'address.searching': 'Searching addresses...',
  'address.noResults': 'No addresses found.',
  'address.loadFailed': 'Could not load suggestions. Keep typing to try again.',
  'address.chooseToLocate': 'Choose an address from the list to set its location.',

  'palette.label': 'Command palette',
  'palette.placeholder': 'Search or jump to…',
  'palette.busy': 'Searching',
  'palette.searching': 'Searching…',
  'palette.prompt': 'Type to search.',
  'palette.results': ({ count }: Count, f: F) =>
    `${f.number(count)} ${f.plural(count, { one: 'result', other: 'results' })}`,
  'palette.keyMove': '↑ ↓ move',
  'palette.keyOpen': 'Enter open',
  'palette.keyClose': 'Esc close',

  'profile.settings': 'Settings',
  'profile.logout': 'Logout',
  'profile.theme': 'Theme',
  'profile.themeLight': 'Light',
  'profile.themeDark': 'Dark',
  'profile.themeSystem': 'System',

  'video.title': 'Product video',
  'video.empty': 'No product video available.',
  'video.unsupported': 'Your browser does not support the video tag.',
  'video.captions': 'Captions',

  'gallery.label': 'Product images',
  'gallery.empty': 'No images available.',
  'gallery.viewFullSize': ({ alt }: { alt: string }) => `View full size: ${alt}`,
  'imagePreview.close': 'Close preview',

  'weekday.start': 'Start',
  'weekday.end': 'End',
  'weekday.startTime': ({ day }: Day) => `${day} start time`,
  'weekday.endTime': ({ day }: Day) => `${day} end time`,
  'weekday.endBeforeStart': 'End time must be after start time.',
  'weekday.copyFrom': ({ day }: Day) => `Copy ${day}'s hours to all days`,
  'weekday.copyToAll': 'Copy to all days',

  'chart.loading': 'Loading chart...',
  'chart.empty': 'No data to show.',
  'chart.amount': ({ value, unit }: { value: string; unit: string }) => `${value} ${unit}`,
  'pieChart.label': 'Status',
  'pieChart.count': 'Count',
  'pieChart.share': 'Share',
  'pieChart.slice': ({ label, value, share }: { label: string; value: string; share: string }) =>
    `${label} ${value} (${share})`,
  'pieChart.summary': ({ title, slices }: { title: string; slices: string }) =>
    `${title}, pie chart: ${slices}.`,
  'lineChart.label': 'Month',
  'lineChart.value': 'Value',
  'lineChart.noData': ({ title }: { title: string }) => `${title}: no data.`,
  'lineChart.point': ({ label, value }: { label: string; value: string }) => `${label} (${value})`,
  'lineChart.summary': (
    {
      title,
      count,
      first,
      last,
      highest,
      lowest,
    }: {
      title: string;
      count: number;
      first: string;
      last: string;
      highest: string;
      lowest: string;
    },
    f: F,
  ) =>
    `${title}, line chart of ${f.number(count)} ${f.plural(count, { one: 'point', other: 'points' })} from ${first} to ${last}; highest ${highest}, lowest ${lowest}.`,
  'lineChart.slider': ({ title }: { title: string }) => `${title}: point`,
  'lineChart.reading': ({ label, amount }: { label: string; amount: string }) =>
    `${label}: ${amount}`,
} satisfies Record<string, string | ((args: never, formatter: F) => string)>;

/** Every message key of the kit. */
export type KitMessageKey = keyof typeof en;

/**
 * A complete catalogue: one per locale, every key of the English one with the same arguments.
 * Plain entries are strings; entries with arguments are functions (see `MessageFormatter`).
 */
export type KitMessages = {
  [K in KitMessageKey]: (typeof en)[K] extends string ? string : (typeof en)[K];
};

/** English, the catalogue used when the app gives none. */
export const enMessages: KitMessages = en;
