import { memo } from 'react';
import * as person from '../PersonCell/PersonCell.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { actionsCellClasses, selectCellClasses, skeletonRowClass } from './column-classes';
import { cx } from '../private/cx';
import * as styles from './skeleton.css';
import { visuallyHidden } from './table.css';
import type { RowLayout } from './DataTableRow';

interface SkeletonRowProps {
  /** Position among the stand-in rows: varies the line widths; the first announces loading. */
  index: number;
  /** Read out as the row's name, e.g. 'Loading Travelers...'. */
  label: string;
  layout: RowLayout<never>;
  /** The row header's stand-in: a text line, or a PersonCell's avatar and two lines. */
  titleShape: DataTableLoadingShape;
}

/** What a skeleton row's header cell looks like: a line of text, or a `PersonCell`. */
export type DataTableLoadingShape = 'text' | 'person';

/** A stand-in row while loading: the table's own columns, lines where text will be. */
export const SkeletonRow = memo(function SkeletonRow({
  index,
  label,
  layout,
  titleShape,
}: SkeletonRowProps) {
  const { columns, cellClasses, placements, titleIndex, density } = layout;
  return (
    <tr className={skeletonRowClass}>
      {layout.showCheckboxes && <td className={selectCellClasses[density]} />}
      {columns.map((column, columnIndex) => {
        const Cell = columnIndex === titleIndex ? 'th' : 'td';
        return (
          <Cell
            key={column.id}
            scope={columnIndex === titleIndex ? 'row' : undefined}
            className={cellClasses[columnIndex]}
          >
            {columnIndex === titleIndex && (
              // Names each stand-in row (its header cell has no text); the first announces it.
              <span className={visuallyHidden} role={index === 0 ? 'status' : undefined}>
                {label}
              </span>
            )}
            {columnIndex === titleIndex && titleShape === 'person' ? (
              // PersonCell's own box (size 'sm'): the avatar and the name and secondary lines.
              <span className={person.personCell({ size: 'sm' })}>
                <Skeleton shape="circle" width={styles.skeletonAvatarSize} />
                <span className={cx(person.text, styles.skeletonPersonText)}>
                  <span className={person.name}>
                    <Skeleton width={`${[70, 55, 85, 45, 65][index % 5]}%`} />
                  </span>
                  <span className={person.secondary}>
                    <Skeleton width="85%" />
                  </span>
                </span>
              </span>
            ) : placements[columnIndex] === 'aside' ? (
              // A status: a pill the size of a badge.
              <span className={styles.skeletonBadge}>
                <Skeleton shape="rect" width="5rem" height="100%" />
              </span>
            ) : (
              // Widths vary by row, as real text does; a column's alignment is kept.
              <Skeleton
                width={`${[70, 55, 85, 45, 65][(index + columnIndex) % 5]}%`}
                className={styles.skeletonLine}
              />
            )}
          </Cell>
        );
      })}
      {layout.hasActions && (
        <td className={actionsCellClasses[density]}>
          <span className={styles.skeletonAction} />
        </td>
      )}
    </tr>
  );
});
