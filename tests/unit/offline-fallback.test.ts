// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { languageOf, offlineFallbacks } from '../../src/service-worker/offline-fallback'
import type { WorkerSettings } from '../../src/service-worker/settings'

const language = (prefix: string) => ({
  pattern: `^[a-z]+://[^/]+\\/${prefix}([/?#]|$)`,
  cacheName: `${prefix}-pages`,
  notFound: `/${prefix}/404`,
  offline: [`/${prefix}/check`, `/${prefix}/404`],
})
const settings: WorkerSettings = {
  api: ['/api/'],
  notFound: '/404',
  languages: [language('fil'), language('ceb')],
}
const site = 'https://scamcheck.ph'

describe('a navigation the network cannot answer, offline', () => {
  it('is under the language its address names, and no other', () => {
    expect(languageOf(`${site}/fil/help`, settings)?.cacheName).toBe('fil-pages')
    expect(languageOf(`${site}/ceb`, settings)?.cacheName).toBe('ceb-pages')
    expect(languageOf(`${site}/ceb?x=1`, settings)?.cacheName).toBe('ceb-pages')
    expect(languageOf(`${site}/filipino-scams`, settings)).toBeUndefined()
    expect(languageOf(`${site}/help`, settings)).toBeUndefined()
  })

  it("gets its language's 404 page when kept, else the default language's", () => {
    expect(offlineFallbacks(`${site}/ceb/wala-diri`, settings)).toEqual([
      { url: '/ceb/404', cacheName: 'ceb-pages' },
      { url: '/404' },
    ])
    expect(offlineFallbacks(`${site}/fil/help/`, settings)).toEqual([
      { url: '/fil/404', cacheName: 'fil-pages' },
      { url: '/404' },
    ])
  })

  it('with a query, a reset link included, gets the 404 page of its language: no runtime cache answers it', () => {
    const link = `${site}/fil/reset-password?token=abcdef0123456789&email=a%40b.ph`
    expect(offlineFallbacks(link, settings)).toEqual([
      { url: '/fil/404', cacheName: 'fil-pages' },
      { url: '/404' },
    ])
  })

  it('of the default language gets the default 404 page (the precache answers its pages)', () => {
    expect(offlineFallbacks(`${site}/no-such-page?ref=x`, settings)).toEqual([{ url: '/404' }])
  })
})
