export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
