import { ocrWorkerPath } from '@/config/ocr-files'

const workerUrl = `${import.meta.env.BASE_URL}sw.js`
// tesseract.js makes the picture reader's worker from its address resolved against the page.
const pictureWorkerUrl = () => new URL(ocrWorkerPath, location.href).href
// React builds a page's structured data as an inert <script> from this markup, then its JSON.
const inertScript = '<script></script>'

function allow(input: string, allowed: boolean): string {
  if (!allowed) throw new TypeError('Blocked by the site’s Trusted Types policy')
  return input
}

/**
 * The site's only Trusted Types policy. Pages require Trusted Types for every script sink: the
 * service worker's registration (workbox-window gives it a plain string), the picture reader's
 * worker on the check page (tesseract.js gives it a plain string too) and the structured data
 * React writes into an inert <script> pass; any other string throws.
 */
export function installTrustedTypesPolicy() {
  const factory = window.trustedTypes
  if (!factory || factory.defaultPolicy) return
  factory.createPolicy('default', {
    createScriptURL: (url) => allow(url, url === workerUrl || url === pictureWorkerUrl()),
    // Text without a `<` makes no element: the structured data's JSON, whose `<` are escaped.
    createHTML: (html) => allow(html, html === inertScript || !html.includes('<')),
  })
}
