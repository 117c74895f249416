// Importing the kit brings its base styles; the app adds `lightTheme` or `darkTheme` to <body>.
import './theme/global.css';

export { vars, lightTheme, darkTheme } from './theme';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
