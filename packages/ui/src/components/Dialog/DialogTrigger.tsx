import { DialogTrigger as RACDialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export type { DialogTriggerProps };

/** A Button followed by a Dialog: pressing the button opens it. React Aria's DialogTrigger. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}
