import type { Browser } from '@playwright/test'

/** How a message is drawn: an SMS thread or a chat app, in the phone's light or dark theme. */
export type PhoneStyle = { app: 'sms' | 'chat'; theme: 'light' | 'dark' }
export const phoneStyles: PhoneStyle[] = (['sms', 'chat'] as const).flatMap((app) =>
  (['light', 'dark'] as const).map((theme) => ({ app, theme })),
)

const palettes = {
  light: { page: '#ffffff', text: '#1b1b1f', muted: '#5f6368', bubble: '#e9e9ef', bar: '#f3f3f7' },
  dark: { page: '#000000', text: '#ececf1', muted: '#a0a0a8', bubble: '#2a2a30', bar: '#151518' },
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A phone's screen (360x800 CSS px at 3x: 1080x2400) showing one received message. */
export function phoneHtml(message: string, { app, theme }: PhoneStyle): string {
  const c = palettes[theme]
  const sender = app === 'sms' ? '+63 917 555 0134' : '+63 998 555 0101'
  const reply = app === 'sms' ? 'Text message' : 'Type a message'
  const bubbleRadius = app === 'sms' ? '18px' : '4px 14px 14px 14px'
  const font =
    app === 'sms' ? 'Roboto, "DejaVu Sans", sans-serif' : '"Liberation Sans", Arial, sans-serif'
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0 }
    body { width: 360px; height: 800px; background: ${c.page}; color: ${c.text};
      font: 15px/1.4 ${font}; display: flex; flex-direction: column }
    .status { display: flex; justify-content: space-between; padding: 6px 16px; font-size: 13px }
    .head { display: flex; gap: 14px; align-items: center; padding: 10px 16px; background: ${c.bar} }
    .head b { font-size: 17px }
    .thread { flex: 1; padding: 16px 12px }
    .day { text-align: center; color: ${c.muted}; font-size: 12px; margin: 8px 0 14px }
    .bubble { background: ${c.bubble}; border-radius: ${bubbleRadius}; padding: 10px 14px;
      max-width: 82%; white-space: pre-wrap; overflow-wrap: anywhere }
    .time { color: ${c.muted}; font-size: 11px; margin: 4px 6px }
    .reply { margin: 10px; padding: 12px 18px; border-radius: 24px; background: ${c.bar}; color: ${c.muted} }
  </style></head><body>
    <div class="status"><span>9:41</span><span>LTE 82%</span></div>
    <div class="head"><span>&#8592;</span><b>${sender}</b></div>
    <div class="thread">
      <p class="day">Today 10:24 AM</p>
      <div class="bubble">${escape(message)}</div>
      <p class="time">10:24 AM</p>
    </div>
    <div class="reply">${reply}</div>
  </body></html>`
}

/** The message drawn as a phone screenshot, a PNG of 1080x2400. */
export async function phoneScreenshot(browser: Browser, message: string, style: PhoneStyle) {
  const page = await browser.newPage({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 3,
  })
  try {
    await page.setContent(phoneHtml(message, style))
    // Headless Chromium on a busy host now and then answers "Unable to capture screenshot".
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await page.screenshot({ type: 'png' })
      } catch (error) {
        if (attempt === 3 || !String(error).includes('Unable to capture screenshot')) throw error
      }
    }
  } finally {
    await page.close()
  }
}
