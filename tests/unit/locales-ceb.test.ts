import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { cebDeleteWords } from '@/features/delete-account/words/ceb'
import { enDeleteWords } from '@/features/delete-account/words/en'
import { cebLandingWords } from '@/features/landing/words/ceb'
import { enLandingWords } from '@/features/landing/words/en'
import { cebCheckWords } from '@/features/message-check/words/ceb'
import { enCheckWords } from '@/features/message-check/words/en'
import { cebNotFoundWords } from '@/features/not-found/words/ceb'
import { enNotFoundWords } from '@/features/not-found/words/en'
import { cebPolicyWords } from '@/features/policies/words/ceb'
import { enPolicyWords } from '@/features/policies/words/en'
import { cebPrivacy } from '@/features/policies/words/privacy.ceb'
import { enPrivacy } from '@/features/policies/words/privacy.en'
import { cebTerms } from '@/features/policies/words/terms.ceb'
import { enTerms } from '@/features/policies/words/terms.en'
import { cebResetWords } from '@/features/reset-password/words/ceb'
import { enResetWords } from '@/features/reset-password/words/en'
import { cebScamHelpWords } from '@/features/scam-help/words/ceb'
import { enScamHelpWords } from '@/features/scam-help/words/en'
import { cebCommon, cebLanguageOffer } from '@/locales/ceb/common'
import { cebHeads } from '@/locales/ceb/heads'
import { enCommon } from '@/locales/en/common'
import { enHeads } from '@/locales/en/heads'
import { filLanguageOffer } from '@/locales/fil/common'

const dictionaries = {
  common: [enCommon, cebCommon],
  offer: [filLanguageOffer, cebLanguageOffer],
  landing: [enLandingWords, cebLandingWords],
  heads: [enHeads, cebHeads],
  check: [enCheckWords, cebCheckWords],
  delete: [enDeleteWords, cebDeleteWords],
  reset: [enResetWords, cebResetWords],
  notFound: [enNotFoundWords, cebNotFoundWords],
  policies: [enPolicyWords, cebPolicyWords],
  privacy: [enPrivacy, cebPrivacy],
  terms: [enTerms, cebTerms],
  scamHelp: [enScamHelpWords, cebScamHelpWords],
} as const

/** The same as English on purpose: words Cebuano speakers use in English (see the glossary). */
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
  'privacy.sections.0.id',
  'privacy.sections.1.id',
  'privacy.sections.2.id',
  'privacy.sections.3.id',
  'privacy.sections.4.id',
  'privacy.sections.5.id',
  'privacy.sections.6.id',
  'privacy.sections.7.id',
  'terms.sections.0.id',
  'terms.sections.1.id',
  'terms.sections.2.id',
  'terms.sections.3.id',
  'terms.sections.4.id',
  'terms.sections.5.id',
  'terms.sections.6.id',
  'terms.sections.7.id',
])

/** An element's text, without rendering it (links need a router): its strings and attributes. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (!isValidElement(node)) return ''
  const props = node.props as { children?: ReactNode; href?: string; to?: string }
  const target = props.href ?? props.to ?? ''
  const name = typeof node.type === 'string' ? node.type : (node.type as { name?: string }).name
  return `<${name ?? 'x'} ${target}>${textOf(props.children)}</>`
}

/** Every leaf as text: strings as they are, markup rendered, functions called with samples. */
function leaves(value: unknown, path: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(path, value)
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) =>
      i === 0 && value.length === 1 && path.endsWith('details') ? (t: string) => t : `«${i}»`,
    )
    leaves((value as (...a: unknown[]) => unknown)(...args), path, out)
  } else if (isValidElement(value)) out.set(path, textOf(value))
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}.${i}`, out))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out)
  else out.set(path, String(value))
}

describe.each(Object.entries(dictionaries))('the Cebuano %s words', (name, [en, ceb]) => {
  const english = new Map<string, string>()
  const cebuano = new Map<string, string>()
  leaves(en, name, english)
  leaves(ceb, name, cebuano)

  it('have every English key, no more and no less', () => {
    expect([...cebuano.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('are never empty, and differ from English unless listed', () => {
    const wrong = [...cebuano].filter(([path, text]) => {
      if (text.replace(/<[^>]*>/g, '').trim() === '') return true
      return intentionallyIdentical.has(path) !== (text === english.get(path))
    })
    expect(wrong).toEqual([])
  })

  it('keep every number and placeholder of the English', () => {
    const tokens = (text: string) =>
      (text.replace(/<[^>]*>/g, '').match(/\d[\d,.]*\d|\d|\{\w+\}|«\d»/g) ?? []).sort()
    const wrong = [...cebuano].filter(
      ([path, text]) => tokens(text).join(' ') !== tokens(english.get(path) ?? '').join(' '),
    )
    expect(wrong.map(([path]) => path)).toEqual([])
  })
})
