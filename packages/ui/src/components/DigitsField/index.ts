export { DigitsField, digitsOnly, type DigitsFieldProps } from './DigitsField';
