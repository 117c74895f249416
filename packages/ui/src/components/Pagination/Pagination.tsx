import { useId, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Select } from '../Select/Select';
import { cx } from '../private/cx';
import { ChevronGlyph } from '../private/icons';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './Pagination.css';
import { defaultPageSizeOptions } from './page-size-options';

export interface PaginationProps {
  /** How many rows there are across all pages; 0 for an empty list. */
  total: number;
  /**
   * `total` is a lower bound: the list holds more, uncounted (a search matching a huge share of a
   * large list is counted only so far). The summary then reads 'of more than Z entries', so the
   * figure stays truthful.
   * @default false
   */
  isTotalLowerBound?: boolean;
  /**
   * The current page, counting from 1 (controlled); pair with `onPageChange`.
   * @default undefined
   */
  page?: number;
  /**
   * The first page shown (uncontrolled).
   * @default 1
   */
  defaultPage?: number;
  /**
   * Called with the new page when a page, Previous or Next button is pressed, and with 1 when the
   * page size changes (a shorter or longer page would otherwise start mid-list).
   * @default undefined
   */
  onPageChange?: (page: number) => void;
  /**
   * Rows per page (controlled); pair with `onPageSizeChange`.
   * @default undefined
   */
  pageSize?: number;
  /**
   * Rows per page at first (uncontrolled).
   * @default 10
   */
  defaultPageSize?: number;
  /**
   * Called with the new size when one is chosen in 'Show [n] entries'.
   * @default undefined
   */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * The choices in 'Show [n] entries'; an empty list hides the chooser.
   * @default [5, 10, 25, 50]
   */
  pageSizeOptions?: readonly number[];
  /**
   * How many page numbers to show on each side of the current one before an ellipsis.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Name of the page-button navigation landmark; give each one a distinct name when a screen has
   * more than one list.
   * @default 'Pagination', in the kit's language
   */
  'aria-label'?: string;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page numbers to show: always the first and last, the current one with `siblings` either
 * side, and an ellipsis for each gap of more than one page. The count stays the same as the
 * current page moves, so the buttons do not jump about under the pointer.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const left = Math.max(page - siblings, 2);
  const right = Math.min(page + siblings, pageCount - 1);
  const edge = slots - 2;
  if (left <= 3) return [...range(1, edge), 'end-ellipsis', pageCount];
  if (right >= pageCount - 2)
    return [1, 'start-ellipsis', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}

/**
 * 'Show [n] entries', 'Showing X to Y of Z entries' and the page buttons of a paged list. It only
 * does the arithmetic: the caller fetches or slices the rows for the page it reports. The page
 * buttons are hidden while everything fits on one page; the summary and chooser stay.
 */
export function Pagination({
  total,
  isTotalLowerBound = false,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = 10,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
  siblingCount = 1,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  // Figures are grouped in the kit's locale: English ('12,345') unless the app gave the kit
  // another language's messages (docs/product/decisions.md D30 keeps the admin in English).
  const { t, locale } = useKitI18n();
  const format = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const [pageSize, setPageSize] = useControllableState(
    pageSizeProp,
    defaultPageSize,
    onPageSizeChange,
  );
  const showId = useId();
  const entriesId = useId();

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (the list shrank) reads as the last page until the caller catches up.
  const current = Math.min(Math.max(1, page), pageCount);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  const sizeOptions = useMemo(
    () => pageSizeOptions.map((size) => ({ id: size, label: String(size) })),
    [pageSizeOptions],
  );

  return (
    <div className={cx(styles.pagination, className)}>
      {sizeOptions.length > 0 && (
        <div className={styles.pageSize}>
          <span id={showId}>{t('pagination.show')}</span>
          <Select
            aria-labelledby={`${showId} ${entriesId}`}
            options={sizeOptions}
            value={pageSize}
            onChange={(size) => {
              if (typeof size !== 'number' || size === pageSize) return;
              setPageSize(size);
              if (current !== 1) setPage(1);
            }}
            size="sm"
          />
          <span id={entriesId}>{t('pagination.entries')}</span>
        </div>
      )}
      <p className={styles.summary} aria-live="polite">
        {t(isTotalLowerBound ? 'pagination.summaryLowerBound' : 'pagination.summary', {
          first,
          last,
          total,
        })}
      </p>
      {pageCount > 1 && (
        <nav aria-label={ariaLabel ?? t('pagination.label')}>
          <ul className={styles.pages}>
            <li>
              <Button
                className={styles.pageButton}
                isDisabled={current === 1}
                onPress={() => setPage(current - 1)}
              >
                <ChevronGlyph direction="left" />
                <span className={styles.stepLabel}>{t('pagination.previous')}</span>
              </Button>
            </li>
            <li className={styles.compactStatus}>
              {t('pagination.pageOf', { page: current, count: pageCount })}
            </li>
            {pageItems(current, pageCount, siblingCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item} className={styles.pageItem}>
                  <Button
                    className={styles.pageButton}
                    aria-label={t('pagination.page', { page: item })}
                    aria-current={item === current ? 'page' : undefined}
                    onPress={() => {
                      if (item !== current) setPage(item);
                    }}
                  >
                    {format(item)}
                  </Button>
                </li>
              ) : (
                <li key={item} className={cx(styles.ellipsis, styles.pageItem)} aria-hidden="true">
                  …
                </li>
              ),
            )}
            <li>
              <Button
                className={styles.pageButton}
                isDisabled={current === pageCount}
                onPress={() => setPage(current + 1)}
              >
                <span className={styles.stepLabel}>{t('pagination.next')}</span>
                <ChevronGlyph direction="right" />
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
