import { useSearchParams } from 'react-router';
import { Card, LoadingState, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { settingsTabs, tabFromAddress, type SettingsTab } from './settings-tabs.ts';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/** /settings: the signed-in administrator's profile, password and second factor. */
export function SettingsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromAddress(params.get('tab'));
  const { user } = useAuth();
  usePageTitle(settingsTabs.find((each) => each.id === tab)?.label, 'Settings');

  function choose(next: SettingsTab) {
    const nextParams = new URLSearchParams(params);
    if (next === 'personal') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Settings" lead="Your profile, password and sign-in verification." />
      <Card>
        {user ? (
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
        ) : (
          <LoadingState label="Loading your settings..." />
        )}
      </Card>
    </Stack>
  );
}
