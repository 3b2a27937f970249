import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'
import {
  apiPort,
  cloudflarePort,
  nginxAccessLog,
  nginxPort,
  sitePort,
  updatePort,
} from './tests/e2e/ports'

const local = (port: number) => `http://127.0.0.1:${port}`
const hostContract = /host-contract\.spec\.ts/
const nginxOnly = /nginx-access-log\.spec\.ts/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumFlags,
    },
    trace: 'off',
  },
  // The site's own tests run on `npm start`; the host contract runs on every host the README names.
  projects: [
    { name: 'site', testIgnore: [hostContract, nginxOnly], use: { baseURL: local(sitePort) } },
    { name: 'npm start', testMatch: hostContract, use: { baseURL: local(sitePort) } },
    { name: 'cloudflare pages', testMatch: hostContract, use: { baseURL: local(cloudflarePort) } },
    { name: 'nginx', testMatch: [hostContract, nginxOnly], use: { baseURL: local(nginxPort) } },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      url: local(sitePort),
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(sitePort),
        LOCAL_API_PORT: String(apiPort),
        HOST: '127.0.0.1',
        SITE_ORIGIN: local(updatePort),
      },
    },
    {
      // Cloudflare Pages' own runtime (workerd and its asset server); it needs no network.
      command: `npx wrangler pages dev dist --ip 127.0.0.1 --port ${cloudflarePort} --compatibility-date 2026-04-01 --log-level warn`,
      url: local(cloudflarePort),
      reuseExistingServer: false,
      timeout: 120_000,
      env: { WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    },
    {
      command: `npx tsx scripts/nginx-host.ts --root dist --port ${nginxPort} --access-log ${nginxAccessLog}`,
      url: local(nginxPort),
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
