import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the widgets, the calendar views and the web app's screens.
 * Stories are also the component tests: `npm run test:stories` runs each one in Chromium
 * through addon-vitest (see ../vitest.config.ts).
 */
const config = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/calendar/src/**/*.stories.tsx',
    '../apps/web/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Serves msw's mockServiceWorker.js at the site root for the screen stories.
  // Regenerate it after an msw upgrade: `npx msw init .storybook/public --no-save`.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen-typescript does not work with the TypeScript 7 compiler; react-docgen does.
  typescript: { reactDocgen: 'react-docgen' },
} satisfies StorybookConfig;

export default config;
