// The site's e2e specs against the static spike on :4400: no web server, no global setup
// (no database or mail server: API-backed steps fail by design, see the report).
import { defineConfig, devices } from '@playwright/test'

export default defineConfig({
  testDir: '../tests/e2e',
  testMatch: ['header.spec.ts', 'shell.spec.ts', 'pages.spec.ts', 'blog.spec.ts', 'newsletter.spec.ts', 'chat.spec.ts'],
  tsconfig: '../tests/e2e/tsconfig.json',
  outputDir: './test-results',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.SPIKE_BASE_URL ?? 'http://localhost:4400',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
})
