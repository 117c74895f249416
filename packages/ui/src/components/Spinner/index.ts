export { Spinner, type SpinnerProps } from './Spinner';
export { spinnerSizes } from './Spinner.css';
