/** One thing the palette can open or run: a record, a screen or an action. */
export interface CommandItem {
  /** Unique across the palette, e.g. 'partner-7' or 'go-refunds'. */
  id: string;
  /** What people read; the part matching the text is highlighted. */
  label: string;
  /**
   * A second line, e.g. a record's status or email.
   * @default undefined
   */
  description?: string;
  /**
   * Where it leads (navigates through `RouterProvider`).
   * @default undefined
   */
  href?: string;
  /**
   * Runs after the palette has closed, e.g. opens the same confirmation as the page's button.
   * @default undefined
   */
  onAction?: () => void;
  /**
   * `danger` for a destructive action.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'danger';
}

/** A group of commands, e.g. 'Partners' or 'Go to'. Empty groups are not shown. */
export interface CommandSection {
  /** Unique across the palette. */
  id: string;
  /** Heading of the group. */
  title: string;
  /** Its commands, in order. */
  items: readonly CommandItem[];
}

export interface CommandPaletteProps {
  /** Whether it is open (the app owns the state and the shortcut). */
  isOpen: boolean;
  /** Called to close it: Escape, a click outside, or a command run. */
  onOpenChange: (isOpen: boolean) => void;
  /** The text typed (controlled). */
  inputValue: string;
  /** Called on every keystroke; the app filters and fetches. */
  onInputChange: (value: string) => void;
  /** The groups to show for the text, already filtered. */
  sections: readonly CommandSection[];
  /**
   * Results are on their way: a spinner shows, and the empty message waits.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown in the empty box.
   * @default 'Search or jump to…', in the kit's language
   */
  placeholder?: string;
  /**
   * Accessible name of the dialog, its box and its list.
   * @default 'Command palette', in the kit's language
   */
  'aria-label'?: string;
  /**
   * Said once when nothing matches the text.
   * @default (text) => `Nothing matches “${text}”.`, in the kit's language
   */
  emptyText?: (text: string) => string;
}
