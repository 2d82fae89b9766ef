import { defineConfig } from '@playwright/test';
import { SHELL_URL, SHELL_URL_ADMIN_DOWN } from './stack-ports';

// Chromium from Debian (/usr/bin/chromium); Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    // A trace makes every test take about 1.6 times as long (e2e/README.md): on a retry, or with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node stack.mjs',
    // Through the second shell's proxy: ready once the shells and the API (with demo data) answer.
    url: `${SHELL_URL_ADMIN_DOWN}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The stack stops its servers and drops the two-instance database (then Playwright kills what is left).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
