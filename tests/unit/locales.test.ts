import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { enDeleteWords } from '@/features/delete-account/words/en'
import { filDeleteWords } from '@/features/delete-account/words/fil'
import { enLandingWords } from '@/features/landing/words/en'
import { filLandingWords } from '@/features/landing/words/fil'
import { enNotFoundWords } from '@/features/not-found/words/en'
import { filNotFoundWords } from '@/features/not-found/words/fil'
import { enPolicyWords } from '@/features/policies/words/en'
import { filPolicyWords } from '@/features/policies/words/fil'
import { enScamHelpWords } from '@/features/scam-help/words/en'
import { filScamHelpWords } from '@/features/scam-help/words/fil'
import { enResetWords } from '@/features/reset-password/words/en'
import { filResetWords } from '@/features/reset-password/words/fil'
import { enCommon } from '@/locales/en/common'
import { enHeads } from '@/locales/en/heads'
import { filCommon } from '@/locales/fil/common'
import { filHeads } from '@/locales/fil/heads'

const dictionaries = {
  common: [enCommon, filCommon],
  landing: [enLandingWords, filLandingWords],
  heads: [enHeads, filHeads],
  delete: [enDeleteWords, filDeleteWords],
  reset: [enResetWords, filResetWords],
  notFound: [enNotFoundWords, filNotFoundWords],
  policies: [enPolicyWords, filPolicyWords],
  scamHelp: [enScamHelpWords, filScamHelpWords],
} as const

/** The same in both languages on purpose: words Filipinos use in English (see the glossary). */
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

describe.each(Object.entries(dictionaries))('the %s words', (name, [en, fil]) => {
  const english = new Map<string, string>()
  const filipino = new Map<string, string>()
  leaves(en, name, english)
  leaves(fil, name, filipino)

  it('exist in both languages, no more and no less', () => {
    expect([...filipino.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('are never empty, and Filipino differs from English unless listed', () => {
    const wrong = [...filipino].filter(([path, text]) => {
      if (text.replace(/<[^>]*>/g, '').trim() === '') return true
      return intentionallyIdentical.has(path) !== (text === english.get(path))
    })
    expect(wrong).toEqual([])
  })
})
