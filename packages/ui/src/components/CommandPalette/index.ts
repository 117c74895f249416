export {
  CommandPalette,
  loadCommandPalette,
  type CommandItem,
  type CommandPaletteProps,
  type CommandSection,
} from './CommandPalette';
