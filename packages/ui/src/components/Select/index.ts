export { Select, type SelectOption, type SelectProps } from './Select';
export { selectSizes } from './Select.css';
