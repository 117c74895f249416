// The partner's brand, from the kit's tokens. This app has no vanilla-extract build step (the
// kit ships compiled CSS), so instead of `createTheme` in a .css.ts file it sets the contract's
// CSS variables on <body> over `lightTheme`: same tokens, same result at run time.
import { lightTheme, lightTokens, vars, type ThemeTokens } from '@packlight/ui';

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

type Tree = { [key: string]: string | Tree };

/** `vars.color.primary` is `var(--name)`: sets `--name` to the brand's value, for every token. */
function assign(contract: Tree, values: Tree, element: HTMLElement) {
  for (const [key, reference] of Object.entries(contract)) {
    const value = values[key];
    if (typeof reference === 'string' && typeof value === 'string')
      element.style.setProperty(reference.slice(4, -1), value);
    else if (typeof reference === 'object' && typeof value === 'object')
      assign(reference, value, element);
  }
}

export function applyBrand(element: HTMLElement) {
  element.classList.add(lightTheme);
  assign(vars as unknown as Tree, brandTokens as unknown as Tree, element);
}
