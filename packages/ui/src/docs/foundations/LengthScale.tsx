import { lightTheme, vars } from '../../theme';
import { scale } from '../../theme/scale';
import * as styles from './Foundations.css';
import { rem } from './rem';

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
