import { describe, expect, it } from 'vitest'
import { notFoundPageFor, notFoundPages } from '../../build-plugins/route-table'
import { basePath, localeOfPath, localePath, localePrefix, locales } from '@/lib/locale'

describe('languages, from the one locale list', () => {
  it('puts Filipino pages under /fil and English ones at the spec URLs', () => {
    expect(localePath('fil', '/')).toBe('/fil')
    expect(localePath('fil', '/terms')).toBe('/fil/terms')
    expect(localePath('en', '/terms')).toBe('/terms')
    expect(localeOfPath('/fil')).toBe('fil')
    expect(localeOfPath('/fil/terms')).toBe('fil')
    expect(localeOfPath('/filipino')).toBe('en')
    expect(basePath('/fil/terms')).toBe('/terms')
    expect(basePath('/fil')).toBe('/')
    expect(basePath('/privacy')).toBe('/privacy')
  })

  it('gives each language a 404 page for the unknown paths under its folder', () => {
    expect(notFoundPages.map((page) => page.file).sort()).toEqual(
      locales
        .map(
          (locale) => `${localePrefix(locale).slice(1)}${localePrefix(locale) ? '/' : ''}404.html`,
        )
        .sort(),
    )
    expect(notFoundPageFor('/fil/nope').path).toBe('/fil/404')
    expect(notFoundPageFor('/filipino').path).toBe('/404')
    expect(notFoundPageFor('/nope').path).toBe('/404')
  })
})
