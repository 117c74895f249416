import { IconButton } from '../IconButton/IconButton';
import { SortGlyph } from '../private/icons';
import { Select } from '../Select/Select';
import { narrowSortBar, narrowSortSelect } from './narrow-header.css';
import type { DataTableColumn, DataTableSort } from './types';
import { useKitI18n } from '../../i18n/use-kit-i18n';

interface NarrowSortProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null | undefined;
  onSortChange: (sort: DataTableSort) => void;
}

const plainText = (column: DataTableColumn<unknown>) =>
  column.textValue ?? (typeof column.header === 'string' ? column.header : column.id);

/**
 * The cards' sort on a phone: a 'Sort by' select of the sortable columns and a button that turns
 * the order around, in place of a wrapped row of header buttons.
 */
export function NarrowSort<Row>({ columns, sort, onSortChange }: NarrowSortProps<Row>) {
  const { t } = useKitI18n();
  const sortable = columns.filter((column) => column.isSortable);
  const options = sortable.map((column) => ({
    id: column.sortKey ?? column.id,
    label: plainText(column as DataTableColumn<unknown>),
  }));
  const current = options.find((option) => option.id === sort?.column);
  const direction = current ? sort?.direction : undefined;
  return (
    <div className={narrowSortBar}>
      <Select
        label={t('dataTable.sortBy')}
        size="sm"
        options={options}
        placeholder={t('dataTable.defaultOrder')}
        value={current?.id ?? null}
        onChange={(key) => {
          if (key === null) return;
          onSortChange({ column: String(key), direction: direction ?? 'ascending' });
        }}
        className={narrowSortSelect}
      />
      <IconButton
        size="sm"
        variant="secondary"
        isDisabled={!current}
        aria-label={t(
          direction === 'descending' ? 'dataTable.sortAscending' : 'dataTable.sortDescending',
        )}
        onPress={() =>
          current &&
          onSortChange({
            column: String(current.id),
            direction: direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
      >
        <SortGlyph direction={direction} />
      </IconButton>
    </div>
  );
}
