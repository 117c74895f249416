import { useState } from 'react';
import { Button } from '../../components/Button';
import { lightTheme, vars } from '../../theme';
import { scale } from '../../theme/scale';
import * as styles from './Foundations.css';

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
