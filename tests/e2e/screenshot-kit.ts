import type { Browser, Page } from '@playwright/test'
import { phoneScreenshot, type PhoneStyle } from '../../scripts/phone-screenshot'

export const scamSms =
  'GCash: Your account will be suspended today due to unusual activity. Verify your account at https://gcash-verify.top to avoid deactivation.'

/** A phone screenshot (1080x2400 PNG) of a received message, as a file to give the page. */
export async function screenshotFile(browser: Browser, text: string, style: PhoneStyle) {
  return {
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await phoneScreenshot(browser, text, style),
  }
}

/** Gives the page a picture as a paste or a drop does, with the browser's own events. */
export async function givePicture(page: Page, bytes: Buffer, how: 'paste' | 'drop') {
  await page.evaluate(
    ([base64, kind]) => {
      const data = Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], 'screenshot.png', { type: 'image/png' }))
      const target = document.querySelector('textarea')!
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', {
              clipboardData: transfer,
              bubbles: true,
              cancelable: true,
            })
          : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true })
      target.dispatchEvent(event)
    },
    [bytes.toString('base64'), how],
  )
}

/** Requests to any origin but the site's, local previews aside. */
export function watchOtherOrigins(page: Page, site: string) {
  const others: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(site) && !/^(blob|data):/.test(url)) others.push(url)
  })
  return others
}
