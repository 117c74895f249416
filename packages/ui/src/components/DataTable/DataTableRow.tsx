import {
  Fragment,
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import type { MenuAction } from '../Menu/Menu';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import { cx } from '../private/cx';
import { actionsCellClasses, rowClass, selectCellClasses } from './column-classes';
import { actionsWithPrimary, primaryAction } from './actions.css';
import { cellLabel } from './cards.css';
import { checkbox, oneLine, rowButton } from './cells.css';
import { RowMenu } from './RowMenu';
import type { DataTableDensity, DataTableNarrowPlacement } from './table.css';
import type { DataTableColumn, DataTableRowPrimaryAction } from './types';
import { useKitI18n, type Translate } from '../../i18n/use-kit-i18n';

/** What every body row shares: built once per change of columns or options, not per row. */
export interface RowLayout<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** Each column's cell class (density, alignment, narrow placement). */
  cellClasses: readonly string[];
  placements: readonly (DataTableNarrowPlacement | 'title')[];
  titleIndex: number;
  density: DataTableDensity;
  showCheckboxes: boolean;
  hasActions: boolean;
  /** The row header's content is the link (with `getRowHref`) or button that opens the row. */
  opensRows: boolean;
  /** Prefix of the ids that tie a row's checkbox to its row header. */
  idPrefix: string;
  getRowId: (row: Row) => Key;
  getRowLabel?: (row: Row) => string;
  getRowHref?: (row: Row) => string;
  rowActions?: (row: Row) => readonly MenuAction[];
  rowPrimaryAction?: (row: Row) => DataTableRowPrimaryAction | undefined;
  onSelect: (id: Key, isSelected: boolean) => void;
  /** The kit's words, read once by the table rather than by every row. */
  t: Translate;
}

interface DataTableRowProps<Row> {
  row: Row;
  /** Position on the page: the row click finds its row by it (`data-index`). */
  index: number;
  isSelected: boolean;
  layout: RowLayout<Row>;
}

function DataTableRowImpl<Row>({ row, index, isSelected, layout }: DataTableRowProps<Row>) {
  const { columns, cellClasses, placements, titleIndex, density, getRowId } = layout;
  const id = getRowId(row);
  const headerId = `${layout.idPrefix}-${index}`;
  const checkboxId = `${headerId}-select`;
  const actions = layout.rowActions?.(row);
  const primary = layout.rowPrimaryAction?.(row);
  // A row's cells are drawn once per row object: ticking its checkbox does not draw them again.
  const cells = useMemo(() => columns.map((column) => column.cell(row)), [columns, row]);
  // The checkbox reads the row's id when pressed, so a new row in its place does not draw it again.
  const rowId = useRef(id);
  useLayoutEffect(() => {
    rowId.current = id;
  });
  const { onSelect } = layout;
  const onCheck = useCallback((checked: boolean) => onSelect(rowId.current, checked), [onSelect]);
  return (
    <tr className={rowClass} data-index={index} data-selected={isSelected || undefined}>
      {layout.showCheckboxes && (
        <td className={selectCellClasses[density]}>
          <RowCheckbox
            id={checkboxId}
            headerId={headerId}
            isSelected={isSelected}
            onChange={onCheck}
          />
        </td>
      )}
      {columns.map((column, columnIndex) => {
        let content: ReactNode = cellContent(cells[columnIndex], id);
        if (columnIndex === titleIndex) {
          const href = layout.getRowHref?.(row);
          if (href !== undefined)
            content = (
              <a href={href} className={rowButton} data-row-button>
                {content}
              </a>
            );
          else if (layout.opensRows)
            content = (
              <button type="button" className={rowButton} data-row-button>
                {content}
              </button>
            );
          return (
            <th key={column.id} scope="row" id={headerId} className={cellClasses[columnIndex]}>
              {content}
            </th>
          );
        }
        return (
          <td key={column.id} className={cellClasses[columnIndex]}>
            {placements[columnIndex] === 'line' && (
              <span className={cellLabel} aria-hidden="true">
                {column.textValue ?? column.header}
              </span>
            )}
            {content}
          </td>
        );
      })}
      {layout.hasActions && (
        <td className={cx(actionsCellClasses[density], primary && actionsWithPrimary)}>
          {primary && <PrimaryAction action={primary} />}
          {actions && actions.length > 0 && (
            <RowMenu
              rowId={id}
              items={actions}
              aria-label={layout.t('dataTable.actionsFor', {
                label: layout.getRowLabel?.(row) ?? String(id),
              })}
            />
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Plain text keeps to one line, ending in an ellipsis when cut, its whole text in a tooltip, and
 * is updated in place when another row takes this one's place. Any other content is drawn afresh
 * for each row, so no state or picture of the row that was here before shows in the new one.
 */
function cellContent(content: ReactNode, rowId: Key): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number')
    return <Fragment key={rowId}>{content}</Fragment>;
  return (
    <span className={oneLine} title={String(content)}>
      {content}
    </span>
  );
}

/** The row's checkbox, named 'Select' and its row header: drawn again when its props change. */
const RowCheckbox = memo(function RowCheckbox({
  id,
  headerId,
  isSelected,
  onChange,
}: {
  id: string;
  headerId: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  const { t } = useKitI18n();
  return (
    <Checkbox
      id={id}
      aria-label={t('dataTable.select')}
      aria-labelledby={`${id} ${headerId}`}
      isSelected={isSelected}
      onChange={onChange}
      className={checkbox}
    />
  );
});

/** The row's primary action: a link when it leads to a page, else a button (D61). */
function PrimaryAction({ action }: { action: DataTableRowPrimaryAction }) {
  const shared = { 'aria-label': action['aria-label'], className: primaryAction };
  return action.href !== undefined ? (
    <Link {...shared} href={action.href} buttonVariant="primary" buttonSize="sm">
      {action.label}
    </Link>
  ) : (
    <Button {...shared} variant="primary" size="sm" onPress={action.onPress}>
      {action.label}
    </Button>
  );
}

/**
 * One body row. Memoised: a row draws again only when its row object, its selected state or the
 * table's layout changes, so ticking one checkbox redraws one row, not the page.
 */
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
