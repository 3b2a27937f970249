import { describe, expect, it, vi } from 'vitest'
import type * as LocaleList from '@/lib/locale-list'
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../build-plugins/headers-file'
import { headerRules } from '../../build-plugins/host-headers'
import { nginxConfig } from '../../build-plugins/nginx-config'
import { notFoundPageFor, notFoundPages, routeTableOf } from '../../build-plugins/route-table'
import { sitemapEntry } from '../../build-plugins/seo-files'
import { languageManifest, manifestPath } from '../../build-plugins/web-manifest'

// A fourth language, made up, added to the locale list and nothing else: every derived fact
// follows. Its dictionaries are not written, so its pages read the default language's words,
// which the build refuses (the last test).
vi.mock('@/lib/locale-list', async (importOriginal) => {
  const { localeList } = await importOriginal<typeof LocaleList>()
  const madeUp = {
    code: 'zz',
    prefix: '/zz',
    htmlLang: 'zz',
    ogLocale: 'zz_PH',
    browserTags: ['zz'],
    languageName: 'Zedish',
  }
  return { localeList: [...localeList, madeUp] }
})

const { browserLocale, defaultLocale, localeOfPath, localePath, locales } =
  await import('@/lib/locale')
const server = await import('@/entry-server')
const { missingDictionaries } = await import('@/lib/dictionaries')
const table = routeTableOf(server.routePages())
const paths = table.map((page) => page.path)

describe('a language added to the locale list', () => {
  it('has every page of the route tree under its folder, kept as the others are', () => {
    expect(locales.at(-1)).toBe('zz')
    const english = paths.filter((path) => localeOfPath(path) === defaultLocale)
    expect(english).toContain('/privacy')
    for (const path of english) expect(paths).toContain(localePath('zz' as never, path))
    const page = (path: string) => table.find((row) => row.path === path)!
    // Kept for offline once a page of the language is read, not precached on a first visit.
    expect(page('/zz/help')).toMatchObject({ precached: false, offline: true })
    expect(page('/zz/privacy')).toMatchObject({ precached: false, offline: false })
    expect(page('/help')).toMatchObject({ precached: true, offline: true })
    expect(page('/zz/reset-password')).toMatchObject({ cacheControl: 'no-store', indexed: false })
    expect(browserLocale(['zz-PH'])).toBe('zz')
  })

  it('renders its pages with its lang, canonical URL and alternates, and 404s elsewhere', async () => {
    const { html } = await server.render('/zz/terms')
    expect(html).toContain('href="https://scamcheck.ph/zz/terms"')
    expect(html).toMatch(/hrefLang="zz" href="https:\/\/scamcheck.ph\/zz\/terms"/)
    expect(html).toContain('content="zz_PH"')
    const english = await server.render('/terms')
    expect(english.html).toMatch(/hrefLang="zz" href="https:\/\/scamcheck.ph\/zz\/terms"/)
    // A first segment that names no language is no page.
    const unknown = await server.render('/yy/terms')
    expect(unknown.html).toContain('Page Not Found')
    expect(unknown.html).not.toContain('Terms of Service</h1>')
  })

  it('gets its web manifest, 404 page, sitemap alternates and host rules', async () => {
    const words = (await server.installWords())['zz' as 'en']!
    const manifest = languageManifest(
      { id: '/', start_url: '/', share_target: { action: '/check', params: {} } },
      'zz' as never,
      words,
    )
    expect(manifest).toMatchObject({
      id: '/zz',
      start_url: '/zz',
      lang: 'zz',
      share_target: { action: '/zz/check' },
      shortcuts: [{ url: '/zz/check' }],
    })
    expect(notFoundPages.map((page) => page.file)).toContain('zz/404.html')
    expect(notFoundPageFor('/zz/nope').path).toBe('/zz/404')
    expect(sitemapEntry('https://x.ph', '/privacy')).toContain(
      'hreflang="zz" href="https://x.ph/zz/privacy"',
    )
    const rules = headerRules({
      pages: table,
      inline: { styles: [], scripts: [] },
      apiOrigin: null,
    })
    const served = (path: string) => headersFor(parseHeadersFile(formatHeadersFile(rules)), path)
    expect(served('/zz/reset-password')['cache-control']).toBe('no-store')
    expect(served('/zz/privacy')['cache-control']).toBe('no-cache')
    expect(served(manifestPath('zz' as never))['content-type']).toBe('application/manifest+json')
    expect(nginxConfig(rules, table)).toContain('/zz/privacy')
  })

  it('is refused by the build until its dictionaries exist', () => {
    expect(missingDictionaries.some((missing) => missing.startsWith('zz:'))).toBe(true)
    expect(missingDictionaries.filter((missing) => !missing.startsWith('zz:'))).toEqual([])
  })
})
