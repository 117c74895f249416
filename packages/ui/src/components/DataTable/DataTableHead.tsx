import { memo } from 'react';
import { Button } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { SortGlyph } from '../private/icons';
import { actionsColumnClasses, checkboxColumnClasses, columnClasses } from './column-classes';
import { checkbox } from './cells.css';
import { sortButton, sortGlyph } from './header.css';
import { header, narrowHeader, narrowHiddenHeader, narrowSortCell } from './narrow-header.css';
import { NarrowSort } from './NarrowSort';
import { visuallyHidden, type DataTableDensity } from './table.css';
import type { DataTableColumn, DataTableSort, DataTableSortDirection } from './types';
import { useKitI18n } from '../../i18n/use-kit-i18n';

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  density: DataTableDensity;
  sort: DataTableSort | null | undefined;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
  selectionMode: 'none' | 'single' | 'multiple';
  /** How much of this page is selected: select-all is checked, mixed or clear. */
  pageSelection: 'none' | 'some' | 'all';
  onSelectAll: (isSelected: boolean) => void;
  isSelectAllDisabled: boolean;
  hasActions: boolean;
}

/**
 * The header row: select-all, one header per column (a sort button in each sortable one, with
 * `aria-sort` on the sorted one), and the actions column's hidden name.
 */
function DataTableHeadImpl<Row>({
  columns,
  density,
  sort,
  onSortChange,
  selectionMode,
  pageSelection,
  onSelectAll,
  isSelectAllDisabled,
  hasActions,
}: DataTableHeadProps<Row>) {
  const { t } = useKitI18n();
  return (
    <thead className={header}>
      <tr>
        {selectionMode !== 'none' && (
          <th
            scope="col"
            className={cx(
              checkboxColumnClasses[density],
              selectionMode === 'multiple' ? narrowHeader : narrowHiddenHeader,
            )}
          >
            {selectionMode === 'multiple' ? (
              <Checkbox
                aria-label={t('dataTable.selectAll')}
                isSelected={pageSelection === 'all'}
                isIndeterminate={pageSelection === 'some'}
                isDisabled={isSelectAllDisabled}
                onChange={() => onSelectAll(pageSelection !== 'all')}
                className={checkbox}
              />
            ) : (
              <span className={visuallyHidden}>{t('dataTable.select')}</span>
            )}
          </th>
        )}
        {onSortChange && columns.some((column) => column.isSortable) && (
          // Shown on a phone only, where the header buttons give way to it.
          <th scope="col" className={narrowSortCell}>
            <NarrowSort columns={columns} sort={sort} onSortChange={onSortChange} />
          </th>
        )}
        {columns.map((column) => (
          <ColumnHeader
            key={column.id}
            column={column}
            density={density}
            direction={sort?.column === (column.sortKey ?? column.id) ? sort.direction : undefined}
            onSortChange={onSortChange}
          />
        ))}
        {hasActions && (
          <th scope="col" className={actionsColumnClasses[density]}>
            <span className={visuallyHidden}>{t('dataTable.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** Memoised: a new page of rows with the same sort and page selection does not draw it again. */
export const DataTableHead = memo(DataTableHeadImpl) as typeof DataTableHeadImpl;

interface ColumnHeaderProps<Row> {
  column: DataTableColumn<Row>;
  density: DataTableDensity;
  /** The sort's direction when the rows are sorted by this column. */
  direction: DataTableSortDirection | undefined;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
}

/** One column's header: a sort button when sortable, `aria-sort` when the rows are sorted by it. */
function ColumnHeaderImpl<Row>({
  column,
  density,
  direction,
  onSortChange,
}: ColumnHeaderProps<Row>) {
  const sortKey = column.sortKey ?? column.id;
  return (
    <th
      scope="col"
      aria-sort={column.isSortable ? direction : undefined}
      className={cx(columnClasses[density][column.align ?? 'start'], narrowHiddenHeader)}
      style={column.width != null ? { width: column.width } : undefined}
    >
      {column.isSortable ? (
        <Button
          className={sortButton}
          aria-label={column.textValue}
          onPress={() =>
            onSortChange?.({
              column: sortKey,
              direction: direction === 'ascending' ? 'descending' : 'ascending',
            })
          }
        >
          {column.header}
          <SortGlyph direction={direction} className={sortGlyph} />
        </Button>
      ) : column.textValue !== undefined && typeof column.header !== 'string' ? (
        <>
          <span aria-hidden="true">{column.header}</span>
          <span className={visuallyHidden}>{column.textValue}</span>
        </>
      ) : (
        column.header
      )}
    </th>
  );
}

/** Memoised: a new sort draws again only the headers whose direction changed. */
const ColumnHeader = memo(ColumnHeaderImpl) as typeof ColumnHeaderImpl;
