export { PersonCell, type PersonCellProps } from './PersonCell';
export { personCellSizes } from './PersonCell.css';
