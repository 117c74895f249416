export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export { avatarSizes } from './Avatar.css';
