export { IconButton, type IconButtonProps } from './IconButton';
export { iconButtonShapes } from './IconButton.css';
