// Playwright against the release build in dist/, in Debian's Chromium (never a downloaded one).
import { defineConfig } from '@playwright/test';

// E2E_PORT: a second checkout's tests (or a benchmark) can run beside these without sharing a server.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Two cores and a wasm analysis per page: one test at a time is fastest and steadiest.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ../dist`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
  projects: [
    { name: 'e2e', testIgnore: /bench\.spec\.ts/ },
    { name: 'bench', testMatch: /bench\.spec\.ts/ },
  ],
});
