import { useMemo, useState } from 'react';
import { CommandPalette } from '@packlight/ui';
import { useCurrentRecordCommands } from '../../lib/palette/record-commands.ts';
import { usePaletteResults } from './api.ts';
import { paletteSections, type PaletteScreen } from './palette-sections.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** A short wait: the server answers a palette search well within it (bench: palette rows). */
const debounceMs = 120;

export interface CommandPaletteScreenProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text it opens with ('See all results' passes the header's). */
  initialText: string;
  /** The sidebar's screens, for 'Go to …'. */
  screens: readonly PaletteScreen[];
}

/** The palette's content: records of every kind, the open record's actions, and the screens. */
export function CommandPaletteScreen({
  isOpen,
  onOpenChange,
  initialText,
  screens,
}: CommandPaletteScreenProps) {
  const [text, setText] = useState(initialText);
  const [openedWith, setOpenedWith] = useState(initialText);
  if (initialText !== openedWith) {
    setOpenedWith(initialText);
    setText(initialText);
  }
  const query = useDebouncedValue(text, debounceMs);
  const { groups, isSearching, failed } = usePaletteResults(query);
  const record = useCurrentRecordCommands();
  const sections = useMemo(
    () => paletteSections({ text, groups: query === text ? groups : undefined, record, screens }),
    [text, query, groups, record, screens],
  );
  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setText('');
      }}
      inputValue={text}
      onInputChange={setText}
      sections={sections}
      isLoading={Boolean(text.trim()) && (isSearching || query !== text)}
      placeholder="Search records, or jump to a screen…"
      emptyText={(typed) =>
        failed ? 'The search could not be run. Try again.' : `Nothing matches “${typed}”.`
      }
    />
  );
}
