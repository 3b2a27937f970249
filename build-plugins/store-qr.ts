import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import QRCode from 'qrcode'
import type { Plugin } from 'vite'

export const storeQrModule = 'virtual:store-qr.svg'

/**
 * A QR code as one path of dark modules, crisp at any zoom, its 4-module quiet zone inside the
 * viewBox. The background is left to the page (white under it in every colour scheme).
 */
export function storeQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    margin: 4,
    errorCorrectionLevel: 'M',
    color: { dark: '#000', light: '#0000' },
  }).then((svg) => svg.trim())
}

/**
 * `import url from 'virtual:store-qr.svg'`: the QR code of the store listing, drawn at build
 * time into an SVG file that Vite then hashes and serves like any image. No QR code in the bundle.
 */
export function storeQr({ url, cacheDir }: { url: string; cacheDir: string }): Plugin {
  const file = resolve(cacheDir, 'store-qr.svg')
  let written: Promise<void> | undefined
  return {
    name: 'site-store-qr',
    async resolveId(id) {
      if (id !== storeQrModule) return null
      written ??= storeQrSvg(url).then(async (svg) => {
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, svg)
      })
      await written
      return file
    },
  }
}
