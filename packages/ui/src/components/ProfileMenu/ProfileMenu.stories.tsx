import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ProfileMenu,
  type ProfileMenuProps,
  type ProfileMenuThemeChoice,
  loadProfileMenuOverlay,
} from './ProfileMenu';
import { preload } from '../../storybook/preload';

// Inline image: the test browser has no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6aa9ff"/><circle cx="20" cy="16" r="7" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Components/ProfileMenu',
  component: ProfileMenu,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadProfileMenuOverlay)],
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  args: {
    name: 'Maria Lopez',
    email: 'maria@packlight.example',
    photo,
    settingsHref: '/settings',
    onSettings: fn(),
    onLogout: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ProfileMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

export const Default: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <ProfileMenu {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    await expect(trigger).toHaveTextContent('maria@packlight.example');
    // The picture is decorative beside the written name.
    await expect(within(trigger).queryByRole('img')).toBeNull();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: /Maria Lopez/ });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardLogout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu's own trigger took the light one's place when the menu loaded; focus is back on it.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Maria Lopez/ })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu's own trigger took the light one's place when the menu loaded; focus is back on it.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Maria Lopez/ })).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/**
 * Until the menu's code is needed the trigger is a lone button announced as opening a menu; the
 * press that loads the code opens the menu at once, and focus ends on the real trigger.
 */
export const OpensFromTheLightTrigger: Story = {
  play: async ({ canvas }) => {
    const light = canvas.getByRole('button', { name: /Maria Lopez/ });
    await expect(light).toHaveAttribute('aria-haspopup', 'true');
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    light.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: /Maria Lopez/ });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: /Maria Lopez/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Maria Lopez/ })).toHaveFocus());
  },
};

/** No name: the label 'User' and a placeholder picture. */
export const NoName: Story = {
  args: { name: '  ', email: undefined, photo: undefined },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'User' });
    await expect(trigger.querySelector('[data-fallback="glyph"]')).toBeInTheDocument();
  },
};

export const BrokenPhoto: Story = {
  args: { photo: 'data:image/png;base64,not-an-image' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    await waitFor(() =>
      expect(trigger.querySelector('[data-fallback="initials"]')).toHaveTextContent('ML'),
    );
  },
};

export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Maria Lopez' });
    await expect(within(trigger).queryByText('maria@packlight.example')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    name: 'Maximiliano Alejandro de la Cruz Fernández-Villaverde',
    email: 'maximiliano.alejandro.delacruz.fernandez-villaverde@packlight.example',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <ProfileMenu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Maximiliano/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: KeyboardLogout.play,
};

const onTheme = fn();

/** The theme choice, kept by the app as it keeps it: the current one is marked. */
function WithTheme(args: Story['args']) {
  const [value, setValue] = useState<ProfileMenuThemeChoice>('system');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ProfileMenu
        {...(args as ProfileMenuProps)}
        theme={{
          value,
          onChange: (next) => {
            onTheme(next);
            setValue(next);
          },
        }}
      />
    </div>
  );
}

/** Light, dark or system, as radio items between Settings and Logout; items never look like links. */
export const ThemeChoice: Story = {
  render: (args) => <WithTheme {...args} />,
  play: async ({ canvas }) => {
    onTheme.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /Maria Lopez/ }));
    const menu = await screen.findByRole('menu', { name: /Maria Lopez/ });
    const system = within(menu).getByRole('menuitemradio', { name: 'System' });
    await expect(system).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Settings is a link, styled as the other items: no underline, the text colour.
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    await expect(getComputedStyle(settings).textDecorationLine).toBe('none');
    await expect(getComputedStyle(settings).color).toBe(
      getComputedStyle(within(menu).getByRole('menuitem', { name: 'Logout' })).color,
    );
    // Keyboard: down from Settings to the choices, Enter picks Dark.
    await userEvent.keyboard('{ArrowDown}');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTheme).toHaveBeenLastCalledWith('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Maria Lopez/ }));
    const reopened = await screen.findByRole('menu', { name: /Maria Lopez/ });
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(onTheme).toHaveBeenCalledTimes(1);
  },
};

export const ThemeChoiceDark: Story = { ...ThemeChoice, globals: { theme: 'dark' } };

/**
 * In Arabic, right to left: the menu's items and the theme choices are the kit's Arabic words,
 * and a user without a name is 'مستخدم'. The menu is left open for its picture.
 */
export const Arabic: Story = {
  globals: { locale: 'ar-AE' },
  args: { name: undefined, email: 'maria@packlight.example' },
  render: (args) => <WithTheme {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /مستخدم/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: /مستخدم/ });
    await expect(within(menu).getByRole('group', { name: 'المظهر' })).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { name: 'حسب النظام' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'الإعدادات' })).toBeVisible();
    // The last item from the keyboard: Logout, said in Arabic.
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toHaveFocus();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
