// The partner's brand as tokens: the kit's light tokens with the brand's colours and radii. A
// plain module (no styles), so a unit test can hold it to WCAG AA with `themeContrastProblems`.
import { lightTokens, type ThemeTokens } from '@packlight/ui/theme';

export const brandTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    ...lightTokens.color,
    text: '#1d2420',
    primary: '#00664f',
    primaryHover: '#005340',
    primaryPressed: '#004032',
    focusRing: '#00866a',
  },
  radius: { ...lightTokens.radius, md: '10px', lg: '16px' },
};
