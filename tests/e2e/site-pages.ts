import { loadRouteTable, loadServerEntry } from '../../build-plugins/route-table'
import { basePath, defaultLocale, localeOfPath, locales } from '../../src/lib/locale'

type Expected = { heading: string; title: RegExp }
type Dictionaries = Awaited<
  ReturnType<Awaited<ReturnType<typeof loadServerEntry>>['dictionariesOf']>
>

/**
 * The spec's words for each page, in the default language. A route added to the route tree
 * without a row here fails every test matrix built from it.
 */
const expected: Record<string, Expected & { words: (d: Dictionaries) => [string, string] }> = {
  '/': {
    heading: 'Is this a scam?',
    title: /Is this a scam\?/,
    words: (d) => [d.landing.heading, d.heads.landing.title],
  },
  '/privacy': {
    heading: 'Privacy Policy',
    title: /^Privacy Policy/,
    words: (d) => [d.privacy.title, d.heads.privacy.title],
  },
  '/terms': {
    heading: 'Terms of Service',
    title: /^Terms of Service/,
    words: (d) => [d.terms.title, d.heads.terms.title],
  },
  '/delete-account': {
    heading: 'Delete Account',
    title: /^Delete Account/,
    words: (d) => [d.deleteAccount.heading, d.heads.deleteAccount.title],
  },
  '/check': {
    heading: 'Check a message',
    title: /^Check a message/,
    words: (d) => [d.check.heading, d.heads.check.title],
  },
  '/help': {
    heading: 'Scammed? Do this now',
    title: /^Scammed\? Do this now/,
    words: (d) => [d.scamHelp.help.heading, d.heads.help.title],
  },
  '/scams': {
    heading: 'Common scams in the Philippines',
    title: /^Common scams in the Philippines/,
    words: (d) => [d.scamHelp.guide.heading, d.heads.scams.title],
  },
  // Opened without its link's token and email.
  '/reset-password': {
    heading: 'Invalid Reset Link',
    title: /^Reset Password/,
    words: (d) => [d.resetPassword.invalidTitle, d.heads.resetPassword.title],
  },
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const server = await loadServerEntry()
const dictionaries = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await server.dictionariesOf(locale)])),
) as Record<string, Dictionaries>

/**
 * What a visitor must see on a page: the spec's words at the default language's URLs; in another
 * language, its dictionaries' heading and the start of its title (the part before ` | `).
 */
function expectedOn(path: string): Expected {
  const row = expected[basePath(path)]
  if (!row) throw new Error(`tests/e2e/site-pages.ts has no heading for the route ${path}`)
  const locale = localeOfPath(path)
  if (locale === defaultLocale) return { heading: row.heading, title: row.title }
  const [heading, title] = row.words(dictionaries[locale]!)
  const start = title.split(' | ').find((part) => part.includes(heading)) ?? title.split(' | ')[0]!
  return { heading, title: new RegExp(escape(start)) }
}

/** Every page of the built route table, in every language, with what a visitor must see on it. */
export const sitePages = (await loadRouteTable()).map((page) => ({
  ...page,
  ...expectedOn(page.path),
}))

export const filNotFound = {
  path: '/fil/wala-rito',
  heading: 'Hindi Nahanap ang Pahina',
  title: /^Hindi Nahanap ang Pahina/,
}

export const notFound = {
  path: '/this/does-not-exist',
  heading: 'Page Not Found',
  title: /^Page Not Found/,
}
