/**
 * The open record's actions, offered by the command palette ('Suspend this partner'). A record
 * screen lists them with `useRecordCommands` while it is mounted; each runs the same handler as
 * the page's button, so it asks the same confirmation. A small store rather than a context: the
 * palette is not a parent of the screens, and screens should not redraw when it opens.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/** One action of the open record. */
export interface RecordCommand {
  /** Unique on the page, e.g. 'suspend'. */
  id: string;
  /** What it does, named for the record: 'Suspend this partner'. */
  label: string;
  /** The page button's handler. */
  run: () => void;
  /** A destructive action shows in the danger colour. */
  tone?: 'neutral' | 'danger';
}

/** What a record screen offers: its actions, under the record's name. */
export interface RecordCommands {
  /** The group's heading, e.g. the partner's business name. */
  title: string;
  commands: readonly RecordCommand[];
}

let current: RecordCommands | null = null;
const listeners = new Set<() => void>();

function publish(next: RecordCommands | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the open record's actions change; returns how to stop. */
export function subscribeRecordCommands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open record's actions, or null on a page without one. */
export const currentRecordCommands = (): RecordCommands | null => current;

/**
 * Offers `commands` until the returned function withdraws them. Withdrawing a screen's actions
 * after the next screen has offered its own leaves the next one's.
 */
export function offerRecordCommands(commands: RecordCommands): () => void {
  publish(commands);
  return () => {
    if (current === commands) publish(null);
  };
}

/** The open record's actions, or null on a page without one. */
export function useCurrentRecordCommands(): RecordCommands | null {
  return useSyncExternalStore(subscribeRecordCommands, currentRecordCommands);
}

/**
 * Offers the record's actions in the palette while the screen is mounted. Pass a value that is
 * the same object while nothing changed (useMemo), so the store is not rewritten every render.
 */
export function useRecordCommands(commands: RecordCommands | null): void {
  useEffect(() => (commands ? offerRecordCommands(commands) : undefined), [commands]);
}

/**
 * Offers one action of the open record, e.g. `useRecordCommand('Harbor Studio', 'Suspend this
 * partner', ask, 'danger')`, running the latest `run` the screen rendered with.
 */
export function useRecordCommand(
  title: string,
  label: string,
  run: () => void,
  tone: RecordCommand['tone'] = 'neutral',
): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const commands = useMemo(
    () => ({ title, commands: [{ id: 'primary', label, tone, run: () => latest.current() }] }),
    [title, label, tone],
  );
  useRecordCommands(commands);
}
