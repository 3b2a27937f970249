// Captures the manifest's screenshots of each language's home page from the real production build:
// `npm run build && npm run screenshots`.
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { preview } from 'vite'
import { screenshotOf } from '../build-plugins/web-manifest'
import { localePath, locales } from '../src/lib/locale'
import { chromiumFlags, chromiumPath } from './chromium'

const shots = locales.flatMap((locale) =>
  [
    { src: '/screenshots/home-narrow.png', width: 390, height: 844 },
    { src: '/screenshots/home-wide.png', width: 1280, height: 800 },
  ].map((shot) => ({
    ...shot,
    file: `public${screenshotOf(shot.src, locale)}`,
    path: localePath(locale, '/'),
  })),
)

const server = await preview({ preview: { port: 0, host: '127.0.0.1' } })
const origin = server.resolvedUrls?.local[0] ?? ''
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })

try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto(new URL(shot.path, origin).href, { waitUntil: 'networkidle' })
    const png = await page.screenshot()
    await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(shot.file)
    await context.close()
    console.log(`wrote ${shot.file} (${shot.path}, ${shot.width}x${shot.height})`)
  }
} finally {
  await browser.close()
  await server.close()
}
