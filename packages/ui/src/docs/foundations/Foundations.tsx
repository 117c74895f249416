import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { darkTheme, lightTheme, vars } from '../../theme';
import { scale } from '../../theme/scale';
import { mix } from '../../theme/colour';
import { contrastRatio } from '../../theme/contrast';
import { contrastMinimum, formatRatio, passes, type ContrastUse } from '../contrast';
import * as styles from './Foundations.css';

type ColourName = keyof typeof vars.color;
type Palette = Record<ColourName, string>;
type ThemeName = 'light' | 'dark';

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
const colourNames = Object.keys(vars.color) as ColourName[];

/** `var(--color-text__1x2y)` -> `--color-text__1x2y`. */
const propertyOf = (reference: string) => /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;

/**
 * The colours a theme class resolves to in this browser: read from the CSS the theme files
 * compile to, so the figures below are the shipped values, not a copy of them.
 */
function usePalettes(): [Record<ThemeName, Palette> | null, ReactNode] {
  const light = useRef<HTMLDivElement>(null);
  const dark = useRef<HTMLDivElement>(null);
  const [palettes, setPalettes] = useState<Record<ThemeName, Palette> | null>(null);
  useLayoutEffect(() => {
    const read = (element: HTMLElement | null) => {
      const computed = element ? getComputedStyle(element) : null;
      return Object.fromEntries(
        colourNames.map((name) => [
          name,
          computed?.getPropertyValue(propertyOf(vars.color[name])).trim() ?? '',
        ]),
      ) as Palette;
    };
    setPalettes({ light: read(light.current), dark: read(dark.current) });
  }, []);
  const probes = (
    <>
      <div ref={light} className={lightTheme} hidden />
      <div ref={dark} className={darkTheme} hidden />
    </>
  );
  return [palettes, probes];
}

interface Pair {
  /** What the pair is used for, in the kit's words. */
  where: string;
  fg: (palette: Palette) => string;
  bg: (palette: Palette) => string;
  fgName: string;
  bgName: string;
  use: ContrastUse;
}

const token =
  (name: ColourName) =>
  (palette: Palette): string =>
    palette[name];
const tint =
  (name: ColourName, weight: number) =>
  (palette: Palette): string =>
    mix(palette[name], weight, palette.surface);

const textPair = (fg: ColourName, bg: ColourName, where: string): Pair => ({
  where,
  fg: token(fg),
  bg: token(bg),
  fgName: fg,
  bgName: bg,
  use: 'text',
});

/** Every text and outline pairing the components draw (see each component's *.css.ts). */
export const contrastPairs: Pair[] = [
  textPair('text', 'surface', 'Body text, headings, field values'),
  textPair('text', 'surfaceSubtle', 'Text on recessed areas: table stripes, disabled fields'),
  textPair('text', 'hover', 'A hovered row, menu item or ghost button'),
  textPair('text', 'pressed', 'A pressed menu item or ghost button'),
  textPair('textMuted', 'surface', 'Hints, descriptions, secondary cells'),
  textPair('textMuted', 'surfaceSubtle', 'Neutral StatusBadge, muted text on stripes'),
  textPair('textOnAccent', 'primary', 'Primary Button, selected page, selected date'),
  textPair('textOnAccent', 'primaryHover', 'Primary Button, hovered'),
  textPair('textOnAccent', 'primaryPressed', 'Primary Button, pressed'),
  textPair('textOnAccent', 'danger', 'Danger Button, unread count'),
  textPair('textOnAccent', 'dangerHover', 'Danger Button, hovered'),
  textPair('textOnAccent', 'dangerPressed', 'Danger Button, pressed'),
  textPair('primary', 'surface', 'Link, secondary and ghost Button labels'),
  textPair('danger', 'surface', 'Field error messages, danger menu items'),
  textPair('success', 'surface', 'Success AlertCard and EmptyState marks'),
  textPair('warning', 'surface', 'Warning AlertCard'),
  textPair('info', 'surface', 'Info AlertCard'),
  ...(['success', 'warning', 'danger'] as const).map((tone): Pair => ({
    where: `${tone} StatusBadge (tone on a 10 % tint of itself)`,
    fg: token(tone),
    bg: tint(tone, 0.1),
    fgName: tone,
    bgName: `${tone} 10 %`,
    use: 'text',
  })),
  ...(['info', 'success', 'warning', 'danger'] as const).map((tone): Pair => ({
    where: `${tone} Notice (text on an 8 % tint of the tone)`,
    fg: token('text'),
    bg: tint(tone, 0.08),
    fgName: 'text',
    bgName: `${tone} 8 %`,
    use: 'text',
  })),
  {
    where: 'Field, checkbox and radio outlines',
    fg: token('borderStrong'),
    bg: token('surface'),
    fgName: 'borderStrong',
    bgName: 'surface',
    use: 'ui',
  },
  {
    where: 'Outlines on recessed areas',
    fg: token('borderStrong'),
    bg: token('surfaceSubtle'),
    fgName: 'borderStrong',
    bgName: 'surfaceSubtle',
    use: 'ui',
  },
  {
    where: 'Focus ring',
    fg: token('focusRing'),
    bg: token('surface'),
    fgName: 'focusRing',
    bgName: 'surface',
    use: 'ui',
  },
  {
    where: 'Invalid field outline, checked checkbox in error',
    fg: token('danger'),
    bg: token('surface'),
    fgName: 'danger',
    bgName: 'surface',
    use: 'ui',
  },
];

function Verdict({ ratio, use }: { ratio: number; use: ContrastUse }) {
  const ok = passes(ratio, use);
  return (
    <span className={ok ? styles.pass : styles.fail}>
      {formatRatio(ratio)} {ok ? '✓ AA' : '✕ below AA'}
    </span>
  );
}

function ContrastRows({ palette }: { palette: Palette }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr className={styles.headRow}>
          <th scope="col" className={styles.cell}>
            Sample
          </th>
          <th scope="col" className={styles.cell}>
            Foreground on background
          </th>
          <th scope="col" className={styles.cell}>
            Ratio (needs)
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const fg = pair.fg(palette);
          const bg = pair.bg(palette);
          const ratio = contrastRatio(fg, bg);
          return (
            <tr key={pair.where} className={styles.row}>
              <td className={styles.cell}>
                {pair.use === 'ui' ? (
                  <span
                    className={styles.outlineSample}
                    style={{ backgroundColor: bg, border: `2px solid ${fg}` }}
                  />
                ) : (
                  <span className={styles.sample} style={{ color: fg, backgroundColor: bg }}>
                    Merino hoodie
                  </span>
                )}
              </td>
              <td className={styles.cell}>
                <span className={styles.mono}>
                  {pair.fgName} / {pair.bgName}
                </span>
                <br />
                {pair.where}
              </td>
              <td className={styles.cell}>
                <Verdict ratio={ratio} use={pair.use} /> ({contrastMinimum[pair.use]}:1)
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Light and dark side by side: each pairing's ratio, worked out from the resolved tokens. */
export function ContrastTable() {
  const [palettes, probes] = usePalettes();
  return (
    <div className={`sb-unstyled ${styles.themeGrid}`}>
      {probes}
      {palettes &&
        (['light', 'dark'] as const).map((theme) => (
          <section
            key={theme}
            className={`${themeClass[theme]} ${styles.themePanel}`}
            aria-label={`${theme} theme contrast`}
          >
            <h3 className={styles.panelTitle}>{theme === 'light' ? 'Light' : 'Dark'} theme</h3>
            <ContrastRows palette={palettes[theme]} />
          </section>
        ))}
    </div>
  );
}

/** Every colour token with its value in each theme. */
export function ColourTokens() {
  const [palettes, probes] = usePalettes();
  return (
    <div className="sb-unstyled">
      {probes}
      {palettes && (
        <table className={styles.table}>
          <thead>
            <tr className={styles.headRow}>
              <th scope="col" className={styles.cell}>
                Token
              </th>
              <th scope="col" className={styles.cell}>
                Light
              </th>
              <th scope="col" className={styles.cell}>
                Dark
              </th>
            </tr>
          </thead>
          <tbody>
            {colourNames.map((name) => (
              <tr key={name} className={styles.row}>
                <td className={`${styles.cell} ${styles.mono}`}>vars.color.{name}</td>
                {(['light', 'dark'] as const).map((theme) => (
                  <td className={styles.cell} key={theme}>
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: palettes[theme][name] }}
                    />{' '}
                    <span className={styles.mono}>{palettes[theme][name]}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const rem = (value: string) => (value.endsWith('rem') ? `${parseFloat(value) * 16}px` : value);

/** The type scale, each size shown at its size, with the line heights and weights. */
export function TypeScale() {
  return (
    <div className={`sb-unstyled ${lightTheme} ${styles.themePanel} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr className={styles.headRow}>
            <th scope="col" className={styles.cell}>
              Token
            </th>
            <th scope="col" className={styles.cell}>
              Size
            </th>
            <th scope="col" className={styles.cell}>
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(scale.fontSize).map(([name, size]) => (
            <tr key={name} className={styles.row}>
              <td className={`${styles.cell} ${styles.mono}`}>fontSize.{name}</td>
              <td className={`${styles.cell} ${styles.mono}`}>
                {size} ({rem(size)})
              </td>
              <td
                className={styles.cell}
                style={{ fontSize: size, lineHeight: scale.lineHeight.tight }}
              >
                Merino travel hoodie
              </td>
            </tr>
          ))}
          {Object.entries(scale.fontWeight).map(([name, weight]) => (
            <tr key={name} className={styles.row}>
              <td className={`${styles.cell} ${styles.mono}`}>fontWeight.{name}</td>
              <td className={`${styles.cell} ${styles.mono}`}>{weight}</td>
              <td className={styles.cell} style={{ fontWeight: weight }}>
                Packs down to the size of a grapefruit
              </td>
            </tr>
          ))}
          {Object.entries(scale.lineHeight).map(([name, height]) => (
            <tr key={name} className={styles.row}>
              <td className={`${styles.cell} ${styles.mono}`}>lineHeight.{name}</td>
              <td className={`${styles.cell} ${styles.mono}`}>{height}</td>
              <td className={styles.cell} style={{ lineHeight: height, maxWidth: '22rem' }}>
                Two lines of text show the leading: this hoodie folds into its own pocket.
              </td>
            </tr>
          ))}
          <tr className={styles.row}>
            <td className={`${styles.cell} ${styles.mono}`}>font.body</td>
            <td className={`${styles.cell} ${styles.mono}`}>{scale.font.body.split(',')[0]}</td>
            <td className={styles.cell} style={{ fontFamily: scale.font.body }}>
              Horizon Wardrobe
            </td>
          </tr>
          <tr className={styles.row}>
            <td className={`${styles.cell} ${styles.mono}`}>font.mono</td>
            <td className={`${styles.cell} ${styles.mono}`}>{scale.font.mono.split(',')[0]}</td>
            <td className={styles.cell} style={{ fontFamily: scale.font.mono }}>
              #ORD-1042
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Scales that are lengths (space, radius, control sizes, borders): name, value, a bar. */
export function LengthScale({ group }: { group: 'space' | 'radius' | 'size' | 'border' }) {
  const entries = Object.entries(scale[group]) as [string, string][];
  return (
    <div className={`sb-unstyled ${lightTheme} ${styles.themePanel} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr className={styles.headRow}>
            <th scope="col" className={styles.cell}>
              Token
            </th>
            <th scope="col" className={styles.cell}>
              Value
            </th>
            <th scope="col" className={styles.cell}>
              Shown
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name} className={styles.row}>
              <td className={`${styles.cell} ${styles.mono}`}>
                {group}.{name}
              </td>
              <td className={`${styles.cell} ${styles.mono}`}>
                {value}
                {value.endsWith('rem') ? ` (${rem(value)})` : ''}
              </td>
              <td className={styles.cell}>
                {group === 'radius' ? (
                  <span
                    className={styles.outlineSample}
                    style={{ borderRadius: value, border: `2px solid ${vars.color.borderStrong}` }}
                  />
                ) : group === 'border' ? (
                  <span
                    className={styles.outlineSample}
                    style={{ border: `${value} solid ${vars.color.borderStrong}` }}
                  />
                ) : (
                  <span className={styles.bar} style={{ width: value }} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The two durations, with a control that moves at the `fast` one. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  // The demo obeys the rule it illustrates: no movement for people who asked for less.
  const [reduced] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  return (
    <div className={`sb-unstyled ${lightTheme} ${styles.themePanel} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr className={styles.headRow}>
            <th scope="col" className={styles.cell}>
              Token
            </th>
            <th scope="col" className={styles.cell}>
              Value
            </th>
            <th scope="col" className={styles.cell}>
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className={styles.row}>
            <td className={`${styles.cell} ${styles.mono}`}>duration.fast</td>
            <td className={`${styles.cell} ${styles.mono}`}>{scale.duration.fast}</td>
            <td className={styles.cell}>
              Hover and press colours, borders, a dialog or drawer fading in, a toast sliding in
            </td>
          </tr>
          <tr className={styles.row}>
            <td className={`${styles.cell} ${styles.mono}`}>duration.spin</td>
            <td className={`${styles.cell} ${styles.mono}`}>{scale.duration.spin}</td>
            <td className={styles.cell}>
              One turn of Spinner and a pending Button (four times slower with reduced motion)
            </td>
          </tr>
        </tbody>
      </table>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: vars.space.lg,
          marginTop: vars.space.md,
        }}
      >
        <Button variant="secondary" size="sm" onPress={() => setMoved((value) => !value)}>
          Play duration.fast
        </Button>
        <div style={{ flex: 1, maxWidth: '16rem' }}>
          <div
            className={styles.mover}
            style={{
              transform: moved ? 'translateX(14rem)' : 'none',
              transition: reduced ? 'none' : `transform ${scale.duration.fast} ease-out`,
            }}
          />
        </div>
      </div>
    </div>
  );
}
