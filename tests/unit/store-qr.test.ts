// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { storeQr, storeQrSvg } from '../../build-plugins/store-qr'

const STORE = 'https://play.google.com/store/apps/details?id=ph.scamcheck.app'

/** Draws the SVG on white, 10 px a module, as a phone's camera would see it on the page. */
async function decode(svg: string) {
  const sized = svg.replace('<svg ', '<svg width="410" height="410" ')
  const { data, info } = await sharp(Buffer.from(sized))
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

describe('store QR code', () => {
  it('reads back as the store URL', async () => {
    expect(await decode(await storeQrSvg(STORE))).toBe(STORE)
  })

  it('is one crisp path with a 4-module quiet zone, and small', async () => {
    const svg = await storeQrSvg(STORE)
    expect(svg.match(/<path/g)).toHaveLength(1)
    expect(svg).toContain('shape-rendering="crispEdges"')
    // 33 modules and 4 of quiet zone on each side.
    expect(svg).toContain('viewBox="0 0 41 41"')
    expect(svg).toMatch(/ d="M4 4\.5h/)
    expect(svg.length).toBeLessThan(2500)
  })

  it('follows the configured URL', async () => {
    const other = 'https://play.google.com/store/apps/details?id=ph.example.other'
    expect(await decode(await storeQrSvg(other))).toBe(other)
  })

  it('resolves virtual:store-qr.svg to an SVG file Vite can hash', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'store-qr-'))
    const plugin = storeQr({ url: STORE, cacheDir })
    const resolveId = plugin.resolveId as (id: string) => Promise<string | null>
    expect(await resolveId.call({}, './other.svg')).toBeNull()
    const file = await resolveId.call({}, 'virtual:store-qr.svg')
    expect(file).toBe(join(cacheDir, 'store-qr.svg'))
    expect(readFileSync(file ?? '', 'utf8')).toBe(await storeQrSvg(STORE))
  })
})
