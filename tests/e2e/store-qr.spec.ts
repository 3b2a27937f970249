import { expect, test, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'

// The worker would fetch every file to precache it: only the page's own requests count here.
test.use({ serviceWorkers: 'block' })

const qrImage = (page: Page) =>
  page.getByRole('img', { name: /QR code that opens .+ on Google Play/ })

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a desktop the QR code opens the store link (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const image = qrImage(page)
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.getByText('Scan with your phone to get the app')).toBeVisible()

    const storeLink = await page
      .getByRole('link', { name: /Google Play/ })
      .first()
      .getAttribute('href')
    expect(storeLink).toMatch(/^https:\/\//)
    expect(await decode(await image.screenshot())).toBe(storeLink)
  })
}

test('the QR code is one crisp vector path with its quiet zone', async ({ page, request }) => {
  await page.goto('/')
  const src = await qrImage(page).getAttribute('src')
  const svg = await (await request.get(src ?? '')).text()
  expect(svg.match(/<path/g)).toHaveLength(1)
  expect(svg).toContain('shape-rendering="crispEdges"')
  expect(svg).not.toMatch(/<image|base64/)
  // 4 modules of quiet zone on every side: the first dark module starts at (4, 4).
  expect(svg).toMatch(/ d="M4 4\.5h/)
})

test('on a phone the QR code is neither shown nor downloaded', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(qrImage(page)).toBeHidden()
  await expect(page.getByText('Scan with your phone to get the app')).toBeHidden()
  expect(requested.filter((url) => url.includes('store-qr'))).toEqual([])
})
