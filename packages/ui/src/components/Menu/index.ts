export { Menu, type MenuAction, type MenuProps } from './Menu';
export { menuItemTones, type MenuItemTone } from './Menu.css';
