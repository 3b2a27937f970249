const env = import.meta.env

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

/** Every brand name, link and address of the site; each can be overridden at build time. */
export const site = {
  appName: setting(env.VITE_APP_NAME, 'ScamCheck'),
  companyName: setting(env.VITE_COMPANY_NAME, 'ScamCheck Labs'),
  androidStoreUrl: setting(
    env.VITE_ANDROID_STORE_URL,
    'https://play.google.com/store/apps/details?id=ph.scamcheck.app',
  ),
  contactEmail: setting(env.VITE_CONTACT_EMAIL, 'info@scamcheck.ph'),
  siteUrl: setting(env.VITE_SITE_URL, 'https://scamcheck.ph').replace(/\/+$/, ''),
  apiBaseUrl: setting(env.VITE_API_BASE_URL, '/api/v1').replace(/\/+$/, ''),
  copyrightYear: 2025,
  policyEffectiveDate: 'September 2025',
} as const

export const reportScam = {
  hotlineName: 'CICC Inter-Agency Response Center',
  hotline: '1326',
  website: 'https://cicc.gov.ph',
} as const
