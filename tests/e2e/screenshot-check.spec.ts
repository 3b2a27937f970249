import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForServiceWorker } from './pwa-support'
import { givePicture, scamSms, screenshotFile, watchOtherOrigins } from './screenshot-kit'

/** The headings of the three verdicts. */
const verdicts =
  /^(High risk: this looks like a scam|Be careful: warning signs found|No red flags found)$/

const high = 'High risk: this looks like a scam'
// Reading a 1080x2400 picture on a shared machine, the reader's first download included.
test.setTimeout(120_000)
const read = { timeout: 90_000 }

function watchConsole(page: Page) {
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text())
  })
  page.on('pageerror', (error) => reported.push(error.message))
  return reported
}

async function ready(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('button', { name: /^(Check|Suriin)$/ })).toBeEnabled()
}

test('a screenshot chosen with the file input is read into the field and judged at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const others = watchOtherOrigins(page, baseURL!)
  const reported = watchConsole(page)
  await ready(page, '/check')
  const picture = await screenshotFile(browser, scamSms, { app: 'sms', theme: 'light' })
  await page.getByLabel('Check a screenshot').setInputFiles(picture)
  await expect(page.getByRole('heading', { name: high })).toBeVisible(read)
  await expect(page.getByLabel('Message or link')).toHaveValue(/gcash-verify\.top/)
  await expect(page.getByLabel('Message or link')).not.toHaveValue(/9:41|Text message|10:24/)
  // The picture is gone once read: no preview, no object URL left on the page.
  await expect(page.getByRole('img', { name: 'The screenshot being read' })).toHaveCount(0)
  expect(others).toEqual([])
  expect(reported).toEqual([])
})

test('a pasted and a dropped screenshot are read on the Filipino page', async ({
  page,
  browser,
}) => {
  await ready(page, '/fil/check')
  const dark = await screenshotFile(browser, scamSms, { app: 'chat', theme: 'dark' })
  await givePicture(page, dark.buffer, 'paste')
  await expect(
    page.getByRole('heading', { name: 'Mataas ang panganib: mukhang scam ito' }),
  ).toBeVisible(read)
  await page.getByLabel('Mensahe o link').fill('')
  const ordinary = await screenshotFile(browser, 'Ma, nakauwi na ako. Kain tayo mamaya?', {
    app: 'sms',
    theme: 'dark',
  })
  await givePicture(page, ordinary.buffer, 'drop')
  await expect(page.getByRole('heading', { name: 'Walang nakitang red flag' })).toBeVisible(read)
  await expect(page.getByLabel('Mensahe o link')).toHaveValue(/nakauwi na ako/)
})

test('what is not a picture, and a picture with no text, are answered in plain words', async ({
  page,
}) => {
  await ready(page, '/check')
  await page.getByLabel('Check a screenshot').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'This file is not a picture.' }),
  ).toBeVisible()
  const blank = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } })
  await page.getByLabel('Check a screenshot').setInputFiles({
    name: 'blank.png',
    mimeType: 'image/png',
    buffer: blank,
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'No text could be read in this picture.' }),
  ).toBeVisible(read)
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(0)
})

test.describe('while the reader downloads', () => {
  test.use({ serviceWorkers: 'block' })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the progress is shown with Cancel, accessible in ${colorScheme}`, async ({
      page,
      browser,
    }) => {
      await page.emulateMedia({ colorScheme })
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/ocr/**/worker.min.js', async (route) => {
        await held
        await route.continue()
      })
      await ready(page, '/check')
      const picture = await screenshotFile(browser, scamSms, { app: 'sms', theme: colorScheme })
      await page.getByLabel('Check a screenshot').setInputFiles(picture)
      await expect(page.getByText('Getting the picture reader ready')).toBeVisible()
      await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible()
      await expect(page.getByRole('img', { name: 'The screenshot being read' })).toBeVisible()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByRole('progressbar')).toHaveCount(0)
      await expect(page.getByRole('img', { name: 'The screenshot being read' })).toHaveCount(0)
      release()
    })
  }
})

test('offline after one screenshot check, a second one works', async ({
  page,
  context,
  browser,
}) => {
  await ready(page, '/check')
  await waitForServiceWorker(page)
  const first = await screenshotFile(browser, scamSms, { app: 'chat', theme: 'light' })
  await page.getByLabel('Check a screenshot').setInputFiles(first)
  await expect(page.getByRole('heading', { name: high })).toBeVisible(read)
  await context.setOffline(true)
  await ready(page, '/check')
  const second = await screenshotFile(browser, 'Ma, nakauwi na ako. Kain tayo mamaya?', {
    app: 'chat',
    theme: 'light',
  })
  await page.getByLabel('Check a screenshot').setInputFiles(second)
  await expect(page.getByRole('heading', { name: 'No red flags found' })).toBeVisible(read)
  await context.setOffline(false)
})
