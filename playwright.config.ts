import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { ALLOWED_SEARCH_ORIGIN } from './tests/e2e/search-clients/origins';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const isCI = Boolean(process.env.CI);
const SETTINGS_PORT = PORT + 1;
// Computed once in the runner; workers inherit it, so tests can run the CLIs against the server's database.
process.env.E2E_PGLITE_DATA_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/intuition-docs-e2e-${PORT}-${Date.now()}`;
process.env.E2E_SETTINGS_PGLITE_DATA_DIR ??= `${process.env.E2E_PGLITE_DATA_DIR}-settings`;
process.env.E2E_SETTINGS_URL ??= `http://127.0.0.1:${SETTINGS_PORT}`;
/** Signs host tokens for the onlyAuth tests (the settings server trusts it). */
process.env.E2E_WIDGET_JWT_SECRET ??= 'e2e-host-token-secret-that-is-long-enough';
/** The widget tests write many comments from one address: per-IP limits raised, per-visitor limits kept. */
const serverEnv = {
  HOST: '127.0.0.1',
  RATE_LIMIT_COMMENTS_PER_IP_MINUTE: '10000',
  // Every test reader shares 127.0.0.1: the per-address limits are raised (the per-visitor ones are kept);
  // tests/integration/hardening.test.ts checks the defaults.
  RATE_LIMIT_COMMENTS_PER_IP_DAY: '100000',
  RATE_LIMIT_ANONYMOUS_IDENTITIES_PER_IP_DAY: '100000',
  RATE_LIMIT_VOTES_PER_IP_MINUTE: '100000',
  RATE_LIMIT_VOTES_PER_IP_DAY: '100000',
  RATE_LIMIT_VOTERS_PER_PAGE_PER_IP_DAY: '100000',
  RATE_LIMIT_VIEWS_PER_IP_MINUTE: '100000',
  RATE_LIMIT_SEARCH_PER_IP_MINUTE: '100000',
  RATE_LIMIT_ASK_PER_IP_MINUTE: '100000',
  // The feedback dashboard and widget tests count views, votes and comments on pages of their own that the build
  // does not have.
  WIDGET_ANY_PATH: '1',
  // The webhook tests' receiver is on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE: '1',
  // The triage test checks the inbox's GitHub hand-off links.
  GITHUB_REPOSITORY: '0xIntuition/intuition-docs',
  // The search-clients suite embeds DocSearch and InstantSearch on another origin (served by Playwright).
  WIDGET_ALLOWED_ORIGINS: ALLOWED_SEARCH_ORIGIN,
};

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
  webServer: [
    {
      // Runs against the production build (npm run test:e2e builds first).
      command: `node server.mjs`,
      env: { ...serverEnv, PORT: String(PORT), PGLITE_DATA_DIR: process.env.E2E_PGLITE_DATA_DIR },
      url: `http://127.0.0.1:${PORT}/guides`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      // A second server with its own database, whose project settings the widget-settings tests change.
      command: `node server.mjs`,
      env: {
        ...serverEnv,
        PORT: String(SETTINGS_PORT),
        PGLITE_DATA_DIR: process.env.E2E_SETTINGS_PGLITE_DATA_DIR,
        WIDGET_JWT_SECRET: process.env.E2E_WIDGET_JWT_SECRET,
      },
      url: `${process.env.E2E_SETTINGS_URL}/guides`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
