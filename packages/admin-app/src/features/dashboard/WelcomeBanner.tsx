import { useState } from 'react';
import { formatLongDate, isoDay } from './format-date.ts';
import * as styles from './DashboardScreen.css.ts';

const overview =
  "Here's your real-time overview of platform activity, partner performance, and traveler engagement.";

/** The greeting at the top of the dashboard, with today's date. */
export function WelcomeBanner() {
  // Fixed at mount: the page is not expected to stay open across midnight.
  const [today] = useState(() => new Date());
  return (
    <section className={styles.banner} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.bannerTitle}>
        Welcome Back, Admin!
      </h1>
      <p className={styles.bannerDate}>
        <time dateTime={isoDay(today)}>{formatLongDate(today)}</time>
      </p>
      <p className={styles.bannerText}>{overview}</p>
    </section>
  );
}
