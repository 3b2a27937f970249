import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import leven from 'leven'
import { checkMessage } from '../src/features/message-check/check-rules'
import { MESSAGES } from '../tests/corpus/messages'
import { chromiumFlags, chromiumPath } from './chromium'
import { median, serveDist } from './lighthouse-runner'
import { phoneScreenshot, phoneStyles, type PhoneStyle } from './phone-screenshot'

/**
 * `npm run bench:screenshot [messages]`: messages of the labelled corpus drawn as phone
 * screenshots (SMS and chat, light and dark, 1080x2400), read back on the built /check page with
 * its own reader, and compared with the typed text: the verdict, the characters, the time from
 * picture to verdict (warm reader, full CPU), and the reader's first-use download (brotli).
 */
const count = Number(process.argv[2] ?? 12)
const sample = MESSAGES.filter((_, index) => index % Math.floor(MESSAGES.length / count) === 0)
  .filter((message) => message.text.length <= 600)
  .slice(0, count)
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The text the page read from a picture, and how long until its verdict showed. */
async function readOnPage(page: Page, png: Buffer): Promise<{ text: string; ms: number }> {
  await page.getByLabel('Message or link').fill('')
  const begun = performance.now()
  await page.getByLabel('Check a screenshot').setInputFiles({
    name: 'shot.png',
    mimeType: 'image/png',
    buffer: png,
  })
  await page.waitForFunction(
    () =>
      (document.querySelector('textarea')?.value ?? '') !== '' ||
      /No text|could not/.test(
        document.querySelector('.screenshot-intake__status')?.textContent ?? '',
      ),
    null,
    { timeout: 120_000, polling: 20 },
  )
  const ms = performance.now() - begun
  return { text: await page.getByLabel('Message or link').inputValue(), ms }
}

const host = await serveDist()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })
const page = await browser.newPage()
const fetched = new Set<string>()
page.on('request', (request) => fetched.add(new URL(request.url()).pathname))
await page.goto(`${host.url}/check`)
await page.getByRole('button', { name: 'Check', exact: true }).waitFor()
await page.waitForFunction(
  () => !document.querySelector('button[type=submit]')?.hasAttribute('disabled'),
)

const rows: { style: PhoneStyle; same: boolean; cer: number; ms: number }[] = []
let warm = false
for (const message of sample) {
  for (const style of phoneStyles) {
    const png = await phoneScreenshot(browser, message.text, style)
    // The first reading downloads the reader: timed apart, as first use.
    if (!warm) {
      const first = await readOnPage(page, png)
      console.log(`first use (download and read): ${(first.ms / 1000).toFixed(1)} s`)
      warm = true
    }
    const { text, ms } = await readOnPage(page, png)
    const same = checkMessage(text).level === checkMessage(message.text).level
    const cer = leven(flat(text), flat(message.text)) / flat(message.text).length
    rows.push({ style, same, cer, ms })
    if (!same || cer > 0.03)
      console.log(
        `  ${style.app}/${style.theme}: ${same ? '' : 'VERDICT DIFFERS '}CER ${(cer * 100).toFixed(1)}%\n    typed: ${flat(message.text)}\n    read:  ${flat(text)}`,
      )
  }
}
await browser.close()

const firstUse = [...fetched].filter(
  (path) => path.startsWith('/ocr/') || path.includes('/picture-reader-'),
)
const bytes = firstUse.map((path) => brotli(readFileSync(join(host.root, path))))
await host.close()

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`
const summary = (label: string, of: typeof rows) =>
  console.log(
    `${label.padEnd(12)} ${of.length} pictures: verdict as typed ${percent(of.filter((row) => row.same).length, of.length)}, ` +
      `CER ${percent(
        of.reduce((sum, row) => sum + row.cer, 0),
        of.length,
      )} (mean), median ${(median(of.map((row) => row.ms)) / 1000).toFixed(2)} s`,
  )
console.log(
  `\nScreenshots of ${sample.length} corpus messages, read on /check (goal: verdict ≥ 95%, CER ≤ 3%, median ≤ 3 s):`,
)
summary('all', rows)
for (const style of phoneStyles)
  summary(
    `${style.app}/${style.theme}`,
    rows.filter((row) => row.style === style),
  )
console.log(
  `first-use download: ${(bytes.reduce((a, b) => a + b, 0) / 1e6).toFixed(2)} MB brotli (goal ≤ 4.5 MB)`,
)
firstUse.forEach((path, index) => console.log(`  ${path} ${(bytes[index]! / 1e3).toFixed(0)} KB`))
