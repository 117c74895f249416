import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Card, PageHeader, Skeleton, Stack, Tab, TabList, TabPanel, Tabs } from '@packlight/ui';
import { NoAccess } from '../../lib/access/NoAccess.tsx';
import { useCan } from '../../lib/access/use-permission.ts';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { settingsTabs, tabFromAddress, type SettingsTab } from './settings-tabs.ts';
import { SessionsCard } from './SessionsCard.tsx';
import { ThemeCard } from './ThemeCard.tsx';
import { UserGate } from './UserGate.tsx';

// The password and two-factor tabs load when first shown, and after the first paint anyway: the
// first paint shows one tab, and the size budget of /settings has no room for all three.
const loadPasswordForm = () => import('./PasswordForm.tsx');
const loadTwoFactorPanel = () => import('./TwoFactorPanel.tsx');
const loadTeamPanel = () => import('./TeamPanel.tsx');
const loadRolesPanel = () => import('./RolesPanel.tsx');
const PasswordForm = lazy(() =>
  loadPasswordForm().then((module) => ({ default: module.PasswordForm })),
);
const TwoFactorPanel = lazy(() =>
  loadTwoFactorPanel().then((module) => ({ default: module.TwoFactorPanel })),
);
const TeamPanel = lazy(() => loadTeamPanel().then((module) => ({ default: module.TeamPanel })));
const RolesPanel = lazy(() => loadRolesPanel().then((module) => ({ default: module.RolesPanel })));

/** Holds a tab's place while its code arrives (a moment, after the first paint). */
const panelPlaceholder = <Skeleton lines={4} />;

/**
 * /settings: the signed-in administrator's profile, password and second factor, the team of
 * administrators (decisions.md D52, D53) and its roles (D71), and the theme
 * of this browser (a card of its own: it is not part of the account). A tab the role does not
 * include is not listed, and an address naming it (`?tab=team`) says there is no access.
 */
export function SettingsScreen() {
  const [params] = useSearchParams();
  const can = useCan();
  const tab = tabFromAddress(params.get('tab'));
  const isAllowed = can(settingsTabs.find((each) => each.id === tab)?.permission);
  return isAllowed ? <SettingsPage tab={tab} /> : <NoAccess />;
}

function SettingsPage({ tab }: { tab: SettingsTab }) {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const shownTabs = settingsTabs.filter((each) => can(each.permission));
  const isShown = (id: SettingsTab) => shownTabs.some((each) => each.id === id);
  useEffect(
    () =>
      afterFirstPaint(() => {
        void loadPasswordForm();
        void loadTwoFactorPanel();
      }),
    [],
  );
  usePageTitle(settingsTabs.find((each) => each.id === tab)?.label, 'Settings');

  function choose(next: SettingsTab) {
    const nextParams = new URLSearchParams(params);
    if (next === 'personal') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  }

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={[{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Settings' }]}
        title="Settings"
        lead="Your profile, password, sign-in verification, the team and theme."
      />
      <Card>
        <UserGate>
          {(user) => (
            <Tabs selectedKey={tab} onSelectionChange={(key) => choose(key as SettingsTab)}>
              <TabList aria-label="Settings">
                {shownTabs.map(({ id, label }) => (
                  <Tab key={id} id={id}>
                    {label}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="personal">
                <PersonalInfoForm user={user} />
              </TabPanel>
              <TabPanel id="password">
                <Suspense fallback={panelPlaceholder}>
                  <PasswordForm userId={user.id} />
                </Suspense>
              </TabPanel>
              <TabPanel id="2fa">
                <Suspense fallback={panelPlaceholder}>
                  <TwoFactorPanel user={user} />
                </Suspense>
              </TabPanel>
              {isShown('team') && (
                <TabPanel id="team">
                  <Suspense fallback={panelPlaceholder}>
                    <TeamPanel currentUserId={user.id} />
                  </Suspense>
                </TabPanel>
              )}
              {isShown('roles') && (
                <TabPanel id="roles">
                  <Suspense fallback={panelPlaceholder}>
                    <RolesPanel />
                  </Suspense>
                </TabPanel>
              )}
            </Tabs>
          )}
        </UserGate>
      </Card>
      <ThemeCard />
      <SessionsCard />
    </Stack>
  );
}
