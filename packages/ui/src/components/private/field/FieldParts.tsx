import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './FieldParts.css';

/** The text props every labelled field takes. */
export interface FieldTextProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /**
   * Hint under the field, read out with it (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error under the field. When set the field is invalid (`aria-invalid`) and the message is
   * linked with `aria-describedby`; pass `undefined` once the value is valid again.
   * @default undefined
   */
  errorMessage?: string;
}

/** `isInvalid` for a RAC field: `false` would also silence its own checks (isRequired, validate). */
export const isInvalidProp = (errorMessage: string | undefined) =>
  errorMessage ? true : undefined;

export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={styles.label}>{children}</Label>;
}

/** Description and error; inside a RAC field, which wires their ids to the input. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {/* With no message RAC falls back to native validation text, e.g. for isRequired. */}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * Description and error for markup that is not a React Aria field (a `Select` before its list
 * loads), with the ids its control's `aria-describedby` names.
 */
export function StaticFieldHelp({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: ReactNode;
  descriptionId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {description != null && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
