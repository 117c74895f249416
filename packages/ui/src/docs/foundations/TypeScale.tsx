import { lightTheme } from '../../theme';
import { scale } from '../../theme/scale';
import * as styles from './Foundations.css';
import { rem } from './rem';

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
