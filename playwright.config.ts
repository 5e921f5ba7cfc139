import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /.*\.e2e\.ts$/,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: isCI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Runs against the production build (npm run test:e2e builds first).
    command: `node server.mjs`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/intuition-docs-e2e-${PORT}-${Date.now()}`,
    },
    url: `http://127.0.0.1:${PORT}/guides`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
