import { useSearchParams } from 'react-router';
import { Card, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@packlight/ui';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { settingsTabs, tabFromAddress, type SettingsTab } from './settings-tabs.ts';
import { ThemeCard } from './ThemeCard.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import { UserGate } from './UserGate.tsx';

/**
 * /settings: the signed-in administrator's profile, password and second factor, and the theme
 * of this browser (a card of its own: it is not part of the account).
 */
export function SettingsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromAddress(params.get('tab'));
  usePageTitle(settingsTabs.find((each) => each.id === tab)?.label, 'Settings');

  function choose(next: SettingsTab) {
    const nextParams = new URLSearchParams(params);
    if (next === 'personal') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Settings" lead="Your profile, password, sign-in verification and theme." />
      <Card>
        <UserGate>
          {(user) => (
            <Tabs selectedKey={tab} onSelectionChange={(key) => choose(key as SettingsTab)}>
              <TabList aria-label="Settings">
                {settingsTabs.map(({ id, label }) => (
                  <Tab key={id} id={id}>
                    {label}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="personal">
                <PersonalInfoForm user={user} />
              </TabPanel>
              <TabPanel id="password">
                <PasswordForm userId={user.id} />
              </TabPanel>
              <TabPanel id="2fa">
                <TwoFactorPanel user={user} />
              </TabPanel>
            </Tabs>
          )}
        </UserGate>
      </Card>
      <ThemeCard />
    </Stack>
  );
}
