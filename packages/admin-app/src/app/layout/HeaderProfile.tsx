import { displayName } from '@packlight/api-types';
import { ProfileMenu } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { useThemeChoice } from '../../lib/theme/ThemeProvider.tsx';
import { useMediaQuery } from './use-media-query.ts';

/** Below this the header has room for the picture only (the name stays its accessible name). */
const narrow = '(max-width: 40rem)';

/**
 * The header's profile menu: name (or first and last name), email and photo, falling back to a
 * placeholder picture and 'User'. Its Logout signs out at once, without the sidebar's question.
 * It also holds the light / dark / system theme choice (docs/product/decisions.md D34).
 */
export function HeaderProfile() {
  const { user, logout } = useAuth();
  const isCompact = useMediaQuery(narrow);
  const { preference, choose } = useThemeChoice();
  return (
    <ProfileMenu
      // Blank lets the menu show its own fallback, 'User'.
      name={displayName(user, '')}
      email={user?.email}
      photo={user?.profile_photo}
      settingsHref={paths.settings.href()}
      onLogout={() => void logout()}
      theme={{ value: preference, onChange: choose }}
      isCompact={isCompact}
    />
  );
}
