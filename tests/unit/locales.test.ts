import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { dictionariesOf, missingDictionaries } from '@/entry-server'
import { defaultLocale, prefixedLocales } from '@/lib/locale'

/** Each language's dictionaries, by the names below; the default language's first. */
async function dictionaries(locale: string) {
  const d = await dictionariesOf(locale as typeof defaultLocale)
  return {
    common: d.common,
    landing: d.landing,
    heads: d.heads,
    delete: d.deleteAccount,
    reset: d.resetPassword,
    notFound: d.notFound,
    policies: d.policies,
    scamHelp: d.scamHelp,
  }
}
const english = await dictionaries(defaultLocale)
const others = await Promise.all(
  prefixedLocales.map(async (locale) => [locale, await dictionaries(locale)] as const),
)

/** The same as English on purpose: words Filipinos use in English (see the glossary). */
const intentionallyIdentical = new Set([
  'common.footerNav',
  'common.menu',
  'common.ok',
  'delete.email',
  'delete.password',
  'delete.stepsMenu',
  'delete.mailSubject',
  'scamHelp.help.phoneNotes.toll-free',
  'scamHelp.help.phoneNotes.mobile',
  'scamHelp.help.phoneNotes.landline',
  'scamHelp.help.email',
  'scamHelp.help.web',
  'scamHelp.kinds.phishing.example',
])

/** Every leaf as text: strings as they are, markup rendered, functions called with samples. */
function leaves(value: unknown, path: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(path, value)
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) =>
      i === 0 && value.length === 1 && path.endsWith('details') ? (t: string) => t : `«${i}»`,
    )
    leaves((value as (...a: unknown[]) => unknown)(...args), path, out)
  } else if (isValidElement(value)) out.set(path, renderToStaticMarkup(value as ReactNode))
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}.${i}`, out))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out)
  else out.set(path, String(value))
}

it('every language in the locale list has every dictionary file', () => {
  expect(missingDictionaries).toEqual([])
})

describe.each(
  others.flatMap(([locale, words]) =>
    Object.keys(english).map((name) => [
      `${locale} ${name}`,
      name,
      english[name as keyof typeof english],
      words[name as keyof typeof english],
    ]),
  ),
)('the %s words', (_label, name, en, translated) => {
  const englishLeaves = new Map<string, string>()
  const translatedLeaves = new Map<string, string>()
  leaves(en, name as string, englishLeaves)
  leaves(translated, name as string, translatedLeaves)

  it('exist as in English, no more and no less', () => {
    expect([...translatedLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort())
  })

  it('are never empty, and differ from English unless listed', () => {
    const wrong = [...translatedLeaves].filter(([path, text]) => {
      if (text.replace(/<[^>]*>/g, '').trim() === '') return true
      return intentionallyIdentical.has(path) !== (text === englishLeaves.get(path))
    })
    expect(wrong).toEqual([])
  })
})
