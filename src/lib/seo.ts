import { site } from '@/config/site'

type PageSeo = {
  title: string
  description: string
  /** The page's path, for its canonical URL. */
  path?: string
  noindex?: boolean
}

/** Title, description, canonical URL and sharing tags of one page, for a route's `head`. */
export function pageHead({ title, description, path, noindex = false }: PageSeo) {
  const url = path === undefined ? undefined : `${site.siteUrl}${path}`
  const meta = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ]
  return { meta, links: url && !noindex ? [{ rel: 'canonical', href: url }] : [] }
}

/** Sharing tags every page has in common. */
export function siteSharingMeta() {
  const image = `${site.siteUrl}/og-image.png`
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.appName },
    { property: 'og:locale', content: 'en_PH' },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${site.appName}: Is this a scam?` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
  ]
}

/** JSON for an inline <script>: a `<` in any value could otherwise close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Structured data for the app, shown on the landing page. */
export function mobileApplicationJsonLd() {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: site.appName,
    operatingSystem: 'Android',
    applicationCategory: 'SecurityApplication',
    description:
      'AI scam detection for texts, emails, links, websites and screenshots, with sender verification and safety tips.',
    url: site.siteUrl,
    downloadUrl: site.androidStoreUrl,
    installUrl: site.androidStoreUrl,
    inLanguage: 'en-PH',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'PHP' },
    publisher: { '@type': 'Organization', name: site.companyName, email: site.contactEmail },
  })
}
