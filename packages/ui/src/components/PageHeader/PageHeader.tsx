import { useId, useRef, type ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../Breadcrumbs/Breadcrumbs';
import { Link } from '../Link/Link';
import { cx } from '../private/cx';
import { ArrowLeftGlyph } from '../private/icons';
import { usePageActionsOffset } from '../private/use-page-actions-offset';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title, e.g. 'Partners'. */
  title: ReactNode;
  /**
   * A sentence under the title saying what the page is for.
   * @default undefined
   */
  lead?: ReactNode;
  /**
   * The trail above the title, e.g. Dashboard > Partners > Partner Details.
   * @default undefined
   */
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * Controls for the whole page, e.g. 'Add Partner' or 'Export'. On the right of the title;
   * under it when the page is narrow.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * A link back to the list the page came from; `label` is the whole text, e.g.
   * 'Back to Travelers'.
   * @default undefined
   */
  back?: { href: string; label: string };
  /**
   * Id of the heading, so a table or region can be named after it (`aria-labelledby`).
   * @default a generated id
   */
  titleId?: string;
  /**
   * Level of the title's heading: a page has one `h1`; use 2 for a header inside a dialog or tab.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** The top of a screen: back link or breadcrumbs, the title with a lead, and page actions. */
export function PageHeader({
  title,
  lead,
  breadcrumbs,
  actions,
  back,
  titleId,
  headingLevel = 1,
  className,
}: PageHeaderProps) {
  const generatedId = useId();
  const Heading = `h${headingLevel}` as const;
  const actionsRef = useRef<HTMLDivElement>(null);
  // Toasts sit top-right: they start under these buttons rather than over them.
  usePageActionsOffset(actionsRef, actions != null && headingLevel === 1);
  return (
    <div className={cx(styles.pageHeader, className)}>
      {back != null && (
        <Link href={back.href} variant="standalone" className={styles.back}>
          <ArrowLeftGlyph />
          {back.label}
        </Link>
      )}
      {breadcrumbs != null && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <div className={styles.row}>
        <div className={styles.headings}>
          <Heading id={titleId ?? generatedId} className={styles.title}>
            {title}
          </Heading>
          {lead != null && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions != null && (
          <div ref={actionsRef} className={styles.actions}>
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
