import { ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { TickGlyph } from './icons';
import * as listStyles from './popover.css';

/** One choosable option of a Select or MultiSelect. */
export interface ListOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** The option list Select and MultiSelect open: a tick marks what is chosen. */
export function OptionsPopover({ options }: { options: readonly ListOption[] }) {
  return (
    <Popover className={listStyles.popover} placement="bottom start">
      <ListBox className={listStyles.list} items={options}>
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            isDisabled={option.isDisabled}
            className={listStyles.item()}
          >
            {({ isSelected }) => (
              <>
                <span className={listStyles.itemLabel}>{option.label}</span>
                {isSelected && <TickGlyph className={listStyles.itemCheck} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
