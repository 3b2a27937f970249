import { site } from '@/config/site'
import { scriptSafeJson } from '@/lib/script-safe-json'
import { commonWordsOf } from '@/locales/common-words'
import type { PageHeads } from '@/locales/en/heads'
import { pageHeadsOf } from '@/locales/page-heads'
import {
  defaultLocale,
  htmlLang,
  localeOfParam,
  localePath,
  locales,
  ogLocale,
  type Locale,
} from '@/lib/locale'

type PageSeo = {
  title: string
  description: string
  /** The page's path in English, for its canonical URL and its other languages. */
  path: string
  locale?: Locale
  noindex?: boolean
}

/** The same page in every language, and x-default (English), as absolute URLs. */
export function languageAlternates(path: string) {
  return [
    ...locales.map((locale) => ({
      hrefLang: htmlLang[locale],
      href: `${site.siteUrl}${localePath(locale, path)}`,
    })),
    { hrefLang: 'x-default', href: `${site.siteUrl}${path}` },
  ]
}

/** Title, description, canonical URL, languages and sharing tags of one page, for a route's `head`. */
export function pageHead({
  title,
  description,
  path,
  locale = defaultLocale,
  noindex = false,
}: PageSeo) {
  const url = noindex ? undefined : `${site.siteUrl}${localePath(locale, path)}`
  const meta = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...localeMeta(locale),
    // A personal page (a token in its query) sends no referrer either.
    ...(noindex ? [{ name: 'referrer', content: 'no-referrer' }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ]
  const alternates = languageAlternates(path).map((link) => ({ rel: 'alternate', ...link }))
  return { meta, links: [...(url ? [{ rel: 'canonical', href: url }] : []), ...alternates] }
}

/** The sharing tags that name a page's language, and its picture's words in it. */
export function localeMeta(locale: Locale) {
  return [
    { property: 'og:locale', content: ogLocale[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocale[other] })),
    {
      property: 'og:image:alt',
      content: commonWordsOf(locale).shareImageAlt,
    },
  ]
}

/** Sharing tags every page has in common. */
export function siteSharingMeta() {
  const image = `${site.siteUrl}/og-image.png`
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.appName },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    // X reads og:title, og:description and og:image where its own tags are missing
    // (developer.x.com/cards/markup); only the card's kind has no Open Graph twin.
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** Structured data for the app, shown on the landing page. */
export function mobileApplicationJsonLd(description: string, locale: Locale = defaultLocale) {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: site.appName,
    operatingSystem: 'Android',
    applicationCategory: 'SecurityApplication',
    description,
    url: `${site.siteUrl}${localePath(locale, '/')}`,
    downloadUrl: site.androidStoreUrl,
    installUrl: site.androidStoreUrl,
    inLanguage: htmlLang[locale],
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'PHP' },
    publisher: { '@type': 'Organization', name: site.companyName, email: site.contactEmail },
  })
}

/**
 * The head of a page in the language of its route's `{-$locale}` parameter: its title and
 * description from that language's heads, its canonical URL and its other languages.
 */
export function localePageHead(
  localeParam: string | undefined,
  page: keyof PageHeads,
  path: string,
  options: { noindex?: boolean } = {},
) {
  const locale = localeOfParam(localeParam)
  return pageHead({ ...pageHeadsOf(locale)[page], path, locale, ...options })
}
