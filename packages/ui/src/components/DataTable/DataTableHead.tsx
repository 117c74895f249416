import { Button } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { SortGlyph } from '../private/icons';
import { actionsColumnClasses, checkboxColumnClasses, columnClasses } from './column-classes';
import type { DataTableColumn, DataTableSort } from './DataTable';
import * as styles from './DataTable.css';
import { NarrowSort } from './NarrowSort';
import type { DataTableDensity } from './DataTable.css';

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
export function DataTableHead<Row>({
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
  return (
    <thead className={styles.header}>
      <tr>
        {selectionMode !== 'none' && (
          <th
            scope="col"
            className={cx(
              checkboxColumnClasses[density],
              selectionMode === 'multiple' ? styles.narrowHeader : styles.narrowHiddenHeader,
            )}
          >
            {selectionMode === 'multiple' ? (
              <Checkbox
                aria-label="Select All"
                isSelected={pageSelection === 'all'}
                isIndeterminate={pageSelection === 'some'}
                isDisabled={isSelectAllDisabled}
                onChange={() => onSelectAll(pageSelection !== 'all')}
                className={styles.checkbox}
              />
            ) : (
              <span className={styles.visuallyHidden}>Select</span>
            )}
          </th>
        )}
        {onSortChange && columns.some((column) => column.isSortable) && (
          // Shown on a phone only, where the header buttons give way to it.
          <th scope="col" className={styles.narrowSortCell}>
            <NarrowSort columns={columns} sort={sort} onSortChange={onSortChange} />
          </th>
        )}
        {columns.map((column) => {
          const sortKey = column.sortKey ?? column.id;
          const direction = sort?.column === sortKey ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={column.isSortable ? direction : undefined}
              className={cx(
                columnClasses[density][column.align ?? 'start'],
                styles.narrowHiddenHeader,
              )}
              style={column.width != null ? { width: column.width } : undefined}
            >
              {column.isSortable ? (
                <Button
                  className={styles.sortButton}
                  aria-label={column.textValue}
                  onPress={() =>
                    onSortChange?.({
                      column: sortKey,
                      direction: direction === 'ascending' ? 'descending' : 'ascending',
                    })
                  }
                >
                  {column.header}
                  <SortGlyph direction={direction} className={styles.sortGlyph} />
                </Button>
              ) : column.textValue !== undefined && typeof column.header !== 'string' ? (
                <>
                  <span aria-hidden="true">{column.header}</span>
                  <span className={styles.visuallyHidden}>{column.textValue}</span>
                </>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {hasActions && (
          <th scope="col" className={actionsColumnClasses[density]}>
            <span className={styles.visuallyHidden}>Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
