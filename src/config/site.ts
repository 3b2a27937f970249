import { englishMonthYear } from '@/locales/en/months'
import { siteDefaults } from './defaults'

const env = import.meta.env

/** The month the policies took effect (`YYYY-MM`): each language spells its date from it. */
const policyEffectiveMonth = '2025-09'

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

/** Every brand name, link and address of the site; each can be overridden at build time. */
export const site = {
  appName: setting(env.VITE_APP_NAME, siteDefaults.appName),
  companyName: setting(env.VITE_COMPANY_NAME, siteDefaults.companyName),
  androidStoreUrl: setting(env.VITE_ANDROID_STORE_URL, siteDefaults.androidStoreUrl),
  contactEmail: setting(env.VITE_CONTACT_EMAIL, siteDefaults.contactEmail),
  siteUrl: setting(env.VITE_SITE_URL, siteDefaults.siteUrl).replace(/\/+$/, ''),
  apiBaseUrl: setting(env.VITE_API_BASE_URL, siteDefaults.apiBaseUrl).replace(/\/+$/, ''),
  copyrightYear: 2025,
  policyEffectiveMonth,
  policyEffectiveDate: englishMonthYear(policyEffectiveMonth),
} as const
