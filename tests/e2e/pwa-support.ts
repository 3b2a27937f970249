import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page, type TestInfo } from '@playwright/test'

/** A browser profile on disk: Chromium never offers to install from an incognito context. */
export async function openPersistentBrowser(testInfo: TestInfo) {
  const { launchOptions, baseURL } = testInfo.project.use
  const profile = mkdtempSync(join(tmpdir(), 'site-profile-'))
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
  const page = context.pages()[0] ?? (await context.newPage())
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return { context, page, close }
}

export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 20_000,
  })
}

/** Width and height from a PNG's header. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 1, 4) !== 'PNG') throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(request.url)
    }
    return urls
  })
}
