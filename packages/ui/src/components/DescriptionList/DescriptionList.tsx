import { Fragment, useId, type ReactNode } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { cx } from '../private/cx';
import * as styles from './DescriptionList.css';

/** One label/value row. */
export interface DescriptionRow {
  /** The field's name, e.g. 'Phone'. */
  label: ReactNode;
  /**
   * The value. `null`, `undefined`, `''` and whitespace count as empty and show the fallback.
   * @default undefined
   */
  value?: ReactNode;
  /**
   * Key for React when labels are not unique strings.
   * @default the label
   */
  id?: string;
}

/** A titled group of rows, e.g. 'Traveler Information'. */
export interface DescriptionSection {
  /**
   * Heading of the section.
   * @default undefined
   */
  title?: ReactNode;
  /** The rows, in order. */
  rows: readonly DescriptionRow[];
  /**
   * Key for React when titles are not unique strings.
   * @default the title or the index
   */
  id?: string;
}

export interface DescriptionListProps {
  /** The sections, in order; one section without a title for a plain list. */
  sections: readonly DescriptionSection[];
  /**
   * Shown for an empty value, e.g. 'Not provided'.
   * @default '—'
   */
  fallback?: ReactNode;
  /**
   * What screen readers hear for the default '—' fallback.
   * @default 'Not provided', in the kit's language
   */
  emptyLabel?: string;
  /**
   * Level of the section titles, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

const isEmpty = (value: ReactNode) =>
  value == null || value === false || (typeof value === 'string' && value.trim() === '');

function Section({
  section,
  fallback,
  emptyLabel,
  headingLevel,
}: {
  section: DescriptionSection;
  fallback: ReactNode;
  emptyLabel: string;
  headingLevel: number;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div
      className={styles.section}
      role={section.title != null ? 'group' : undefined}
      aria-labelledby={section.title != null ? titleId : undefined}
    >
      {section.title != null && (
        <Heading id={titleId} className={styles.title}>
          {section.title}
        </Heading>
      )}
      <div className={styles.container}>
        <dl className={styles.list}>
          {section.rows.map((row, index) => {
            const empty = isEmpty(row.value);
            return (
              <Fragment key={row.id ?? (typeof row.label === 'string' ? row.label : index)}>
                <dt className={styles.term}>{row.label}</dt>
                <dd className={styles.detail} data-empty={empty || undefined}>
                  {!empty ? (
                    row.value
                  ) : fallback === '—' ? (
                    <span aria-label={emptyLabel} role="img">
                      —
                    </span>
                  ) : (
                    fallback
                  )}
                </dd>
              </Fragment>
            );
          })}
        </dl>
      </div>
    </div>
  );
}

/**
 * Label/value rows in sections, as on every detail screen ('Full Name', 'Email', 'Country'...).
 * A `<dl>` per section, with the title as its heading; empty values show a dash.
 */
export function DescriptionList({
  sections,
  fallback = '—',
  emptyLabel,
  headingLevel = 3,
  className,
}: DescriptionListProps) {
  const { t } = useKitI18n();
  return (
    <div className={cx(styles.root, className)}>
      {sections.map((section, index) => (
        <Section
          key={section.id ?? (typeof section.title === 'string' ? section.title : index)}
          section={section}
          fallback={fallback}
          emptyLabel={emptyLabel ?? t('common.notProvided')}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
