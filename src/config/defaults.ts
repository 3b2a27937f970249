/** Defaults of the site settings; `site.ts` reads the build-time overrides. Plain values, so the build config can use them too. */
export const siteDefaults = {
  appName: 'ScamCheck',
  companyName: 'ScamCheck Labs',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=ph.scamcheck.app',
  contactEmail: 'info@scamcheck.ph',
  siteUrl: 'https://scamcheck.ph',
  apiBaseUrl: '/api/v1',
} as const
