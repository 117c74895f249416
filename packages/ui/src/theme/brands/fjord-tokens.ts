import { lightTokens } from '../light-tokens';
import type { ThemeTokens } from '../scale';

// An example partner brand, Fjord Outfitters: a deep green accent, rounder corners, a warm
// recessed surface. Storybook's theme toolbar offers it, and the contrast test holds it to AA
// like the kit's own themes. Copy it as the start of your brand.
export const fjordTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    ...lightTokens.color,
    surfaceSubtle: '#f4f2ec',
    text: '#1d2420',
    textMuted: '#55605a',
    primary: '#00664f',
    primaryHover: '#005340',
    primaryPressed: '#004032',
    info: '#006b8f',
    hover: '#ebeee9',
    pressed: '#dfe4dd',
    focusRing: '#00866a',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
};
