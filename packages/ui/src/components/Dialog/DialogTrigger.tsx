import {
  Button as RACButton,
  DialogTrigger as RACDialogTrigger,
  type DialogTriggerProps,
} from 'react-aria-components';
import { PressHostContext } from '../private/press-host';

export type { DialogTriggerProps };

/**
 * A Button followed by a Dialog: pressing the button opens it. The kit's buttons inside take
 * React Aria's press wiring here, which the trigger listens to.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return (
    <PressHostContext.Provider value={RACButton}>
      <RACDialogTrigger {...props} />
    </PressHostContext.Provider>
  );
}
