import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'

import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_DATABASE_URL,
  E2E_SESSION_SECRET,
} from './tests/e2e/database'
import { E2E_ORIGIN, E2E_PORT, E2E_SMTP_PORT } from './tests/e2e/global-setup'

const baseURL = E2E_ORIGIN

/** Browser tests run against the production build, in Debian's headless Chromium (no browser download). */
export default defineConfig({
  testDir: './tests/e2e',
  // Lets tests import server modules (their `import 'server-only'` resolves to the empty module).
  tsconfig: './tests/e2e/tsconfig.json',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // At least two browser workers: Playwright's default, half the cores, is one on a 2-core
  // machine, where the tests mostly wait on the server; E2E_WORKERS sets another number.
  workers:
    Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(os.availableParallelism() / 2)),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace of every test costs a fifth to a half of the run; a failure keeps its
    // screenshot and page snapshot, and E2E_TRACE=1 (or the flake detector) keeps its trace too.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless build of Chromium (package chromium-headless-shell, scripts/provision.sh):
      // the same engine as /usr/bin/chromium without the desktop browser's weight, twice as fast here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_URL: E2E_DATABASE_URL,
      // Mail goes to the test SMTP server of global-setup.ts; retries come quickly.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      OUTBOX_POLL_INTERVAL_MS: '300',
      OUTBOX_BACKOFF_BASE_MS: '300',
      OUTBOX_BACKOFF_MAX_MS: '2000',
      // The tests play the reverse proxy: a test that needs its own rate-limit bucket sends its own
      // X-Forwarded-For (the entry one hop from the right); the others share 127.0.0.1.
      TRUST_PROXY: '1',
      // Every test submits from the same address.
      FORM_RATE_LIMIT: 'off',
      CHAT_RATE_LIMIT: 'off',
      CHAT_TRANSCRIPT_LIMIT: 'off',
      // The first owner; most tests sign in as them with e-mail and password alone.
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // tests/e2e/team-accounts.spec.ts sets up two-factor itself and signs in with a code.
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
  },
})
