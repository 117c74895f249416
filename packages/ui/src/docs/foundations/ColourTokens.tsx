import * as styles from './Foundations.css';
import { colourNames, usePalettes } from './use-palettes';

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
