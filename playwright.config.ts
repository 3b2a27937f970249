import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'
import { apiPort, sitePort as port } from './tests/e2e/ports'

const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumFlags,
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), LOCAL_API_PORT: String(apiPort), HOST: '127.0.0.1' },
  },
})
