import { contrastRatio } from '../../theme/contrast';
import { contrastMinimum, formatRatio, passes, type ContrastUse } from '../contrast';
import { contrastPairs } from './contrast-pairs';
import * as styles from './Foundations.css';
import { themeClass, usePalettes, type Palette } from './use-palettes';

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
