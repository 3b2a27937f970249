import type { BrandDomains } from './brand-domains'

/**
 * Where each brand's domains were read, checked 2026-11-26: the brand's own site at the first of
 * its domains, unless named here. Only the tests read this: a visitor's phone needs the domains,
 * not where they came from.
 */
const OWN_PAGES: Record<string, string> = {
  Smart: 'https://smart.com.ph/',
  PLDT: 'https://pldthome.com/',
  DITO: 'https://dito.ph/',
  'Ninja Van': 'https://www.ninjavan.co/en-ph',
  Shopee: 'https://shopee.ph/',
  Tonik: 'https://tonikbank.com/',
  Meralco: 'https://company.meralco.com.ph/',
  RCBC: 'https://rcbccredit.com/terms-conditions',
  Visa: 'https://www.visa.com.ph/',
  Mastercard: 'https://www.mastercard.com.ph/',
  Meta: 'https://www.meta.com/',
  Google: 'https://about.google/',
  'Cash App': 'https://cash.app/',
  'US government': 'https://get.gov/domains/eligibility',
  // checked 2026-11-29
  'Coins.ph': 'https://www.coins.ph/en-ph/legal',
}

export const brandSource = (brand: BrandDomains) =>
  OWN_PAGES[brand.name] ?? `https://www.${brand.domains[0]}/`
