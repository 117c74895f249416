import { EmptyState, Link } from '@packlight/ui';
import { useAuth } from '../auth/context.ts';
import { paths } from '../paths.ts';
import { usePageTitle } from '../use-page-title.ts';
import * as styles from './NoAccess.css.ts';

export const noAccessTitle = "You don't have access to this page";

/**
 * What an address shows when the signed-in admin's role does not include its screen (decisions.md
 * D71): a plain message and the way back, never a broken page or a screen of failed calls.
 */
export function NoAccess() {
  const { user } = useAuth();
  usePageTitle('No access');
  const role = user?.role?.name;
  return (
    <div className={styles.screen}>
      <EmptyState
        icon={null}
        // The page's one heading: EmptyState draws its title as a paragraph unless given a
        // heading level of 2 or more, and a page needs a level-one heading.
        title={
          <span role="heading" aria-level={1}>
            {noAccessTitle}
          </span>
        }
        hint={
          role
            ? `Your role, ${role}, does not include it. An owner can change your role in Settings.`
            : 'Your role does not include it. An owner can change your role in Settings.'
        }
        action={
          <Link href={paths.dashboard.href()} variant="standalone">
            Go to the dashboard
          </Link>
        }
      />
    </div>
  );
}
