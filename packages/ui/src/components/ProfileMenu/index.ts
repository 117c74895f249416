export {
  ProfileMenu,
  profileMenuThemes,
  type ProfileMenuProps,
  type ProfileMenuTheme,
  type ProfileMenuThemeChoice,
} from './ProfileMenu';
