import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { apiPort, sitePort as port } from './tests/e2e/ports'

const baseURL = `http://127.0.0.1:${port}`

function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim()
    } catch {
      // try the next name
    }
  }
  throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH')
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
