import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style'> {
  /**
   * Errors from the server, by field `name`: each field shows its first message under itself
   * (invalid, linked with `aria-describedby`) until that field is edited or the form submitted
   * again. They never block the next submit: the browser's own checks still run and the server
   * judges again. Pass a new object with each response, so a repeated message shows again.
   * Laravel's 422 `errors` object fits as it is.
   * @default undefined
   */
  validationErrors?: ServerErrors;
  /**
   * Extra class for layout; fields stack with the kit's spacing by default.
   * @default undefined
   */
  className?: string;
}

/** Server errors by field name, as Laravel's 422 `errors` holds them. */
type ServerErrors = Record<string, string | string[]>;

const noErrors: ServerErrors = {};

/** Whether a click on the form is a press of one of its submit buttons (or Enter in a field). */
function isSubmitPress(event: MouseEvent<HTMLFormElement>) {
  const control = (event.target as Element).closest('button, input');
  return (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit' &&
    control.form === event.currentTarget
  );
}

/**
 * A form whose fields share validation (React Aria's Form): native checks (`isRequired`, `type="email"`) block
 * the submit with messages under the fields, and server errors land under the field they name
 * until the next submit.
 */
export function Form({
  className,
  validationErrors,
  validationBehavior = 'native',
  onClickCapture,
  ...props
}: FormProps) {
  // The server errors the user has answered with a new submit: no longer shown or enforced.
  const [answered, setAnswered] = useState<ServerErrors>();
  const shown = validationErrors === answered ? noErrors : validationErrors;
  return (
    <RACForm
      {...props}
      validationBehavior={validationBehavior}
      validationErrors={shown ?? noErrors}
      onClickCapture={(event) => {
        onClickCapture?.(event);
        // React Aria keeps a field's server error as its native validity until that field is
        // edited, so the browser would refuse this submit. The click comes before the browser's
        // check (Enter in a field clicks the submit button too): drop the errors synchronously,
        // so the fields are re-rendered valid in time.
        if (shown && Object.keys(shown).length > 0 && isSubmitPress(event)) {
          flushSync(() => setAnswered(validationErrors));
        }
      }}
      className={cx(styles.form, className)}
    />
  );
}
