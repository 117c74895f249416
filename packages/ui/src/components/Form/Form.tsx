import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style'> {
  /**
   * Errors from the server, by field `name`: each field shows its first message under itself
   * (marked invalid and linked with `aria-describedby`) until the user edits that field.
   * Laravel's 422 `errors` object fits as it is.
   * @default undefined
   */
  validationErrors?: Record<string, string | string[]>;
  /**
   * Extra class for layout; fields stack with the kit's spacing by default.
   * @default undefined
   */
  className?: string;
}

/**
 * A form whose fields share validation: native checks (`isRequired`, `type="email"`) block
 * the submit with messages under the fields, and server errors land under the field they name.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}
