import { describe, expect, it } from 'vitest'
import { switchedLocale } from '@/lib/locale-choice'
import { browserLocale } from '@/lib/locale'

const site = 'https://scamcheck.ph'
const at = (path: string) => new URL(`${site}${path}`)

describe('the language a page load chose', () => {
  it('is the page language when the same page in the other language led here', () => {
    expect(switchedLocale(at('/fil/terms'), `${site}/terms`, 'navigate')).toBe('fil')
    expect(switchedLocale(at('/terms'), `${site}/fil/terms`, 'navigate')).toBe('en')
    expect(switchedLocale(at('/fil'), `${site}/`, 'navigate')).toBe('fil')
    expect(switchedLocale(at('/'), `${site}/fil`, 'navigate')).toBe('en')
    expect(switchedLocale(at('/fil/wala-rito'), `${site}/wala-rito`, 'navigate')).toBe('fil')
  })

  it('is nothing for a reload, a step in history, or a link from another page', () => {
    expect(switchedLocale(at('/fil/terms'), `${site}/terms`, 'reload')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), `${site}/terms`, 'back_forward')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), `${site}/privacy`, 'navigate')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), `${site}/fil/privacy`, 'navigate')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), `${site}/fil/terms`, 'navigate')).toBeNull()
  })

  it('is nothing without a referrer or from another site', () => {
    expect(switchedLocale(at('/fil/terms'), '', 'navigate')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), 'not a url', 'navigate')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), 'https://example.com/terms', 'navigate')).toBeNull()
    expect(switchedLocale(at('/fil/terms'), 'https://example.com/', 'navigate')).toBeNull()
  })
})

describe("the browser's language among the site's", () => {
  it.each([
    [['fil-PH', 'en-US'], 'fil'],
    [['tl'], 'fil'],
    [['TL-ph', 'en'], 'fil'],
    [['ja-JP', 'en-GB', 'fil'], 'en'],
    [['ja', 'zh-Hant'], null],
    [[], null],
  ])('%j asks for %s', (tags, expected) => {
    expect(browserLocale(tags)).toBe(expected)
  })
})
