import { useContext, useState, type Ref } from 'react';
import { ComboBoxStateContext, ListBox, type ListBoxProps } from 'react-aria-components';
import type { SectionNode } from './result-nodes';

/**
 * The popup's list. React Aria highlights a result as the list opens (the first after ArrowDown,
 * the last after ArrowUp, none otherwise) and, while the list is still empty, re-applies that on
 * every render until results come. So an ArrowDown pressed during 'Searching...' highlighted the
 * first result on arrival and the next ArrowDown landed on the second, and a press made as the
 * results were drawn could be undone. Here it applies only to a list that opens with its
 * results, decided once as it opens: the first ArrowDown once results are shown goes to the first.
 */
export function ResultList({
  hasResults,
  ...props
}: ListBoxProps<SectionNode> & { hasResults: boolean; ref: Ref<HTMLDivElement> }) {
  const state = useContext(ComboBoxStateContext);
  const [autoFocus] = useState(() => (hasResults ? (state?.focusStrategy ?? false) : false));
  // Not DOM focus: which result the combo box highlights; focus stays in the input.
  // eslint-disable-next-line jsx-a11y/no-autofocus
  return <ListBox {...props} autoFocus={autoFocus} />;
}
