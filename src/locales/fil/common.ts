import { site } from '@/config/site'
import type { CommonMessages } from '@/locales/en/common'

/** Ang mga salitang pareho sa bawat pahinang Filipino (tingnan ang src/locales/glossary.md). */
export const filCommon: CommonMessages = {
  shareImageAlt: `${site.appName}: Scam ba ito?`,
  skipLink: 'Lumaktaw sa pangunahing nilalaman',
  checkMessage: 'Suriin ang mensahe',
  menu: 'Menu',
  mainNav: 'Pangunahin',
  footerNav: 'Footer',
  privacy: 'Patakaran sa Privacy',
  terms: 'Mga Tuntunin',
  getTheApp: 'Kunin ang app',
  privacyPolicy: 'Patakaran sa Privacy',
  termsOfService: 'Mga Tuntunin ng Serbisyo',
  deleteAccount: 'Burahin ang Account',
  scamHelp: 'Na-scam? Humingi ng tulong',
  poweredBy: `Ang ${site.appName} ay pinapatakbo ng ${site.companyName}.`,
  copyright: `© ${site.copyrightYear} ${site.companyName}. Nakalaan ang lahat ng karapatan.`,
  dismiss: 'Isara',
  offlineReady: 'Handa nang gumana kahit offline',
  ok: 'OK',
  noScript: 'Paki-on ang JavaScript para magamit ang site na ito.',
  updateAvailable: 'May bagong bersyon',
  reload: 'I-reload',
  later: 'Mamaya na',
  offlineTitle: 'Offline ka.',
  offlineText: (action: string) =>
    `Kailangan ng internet para sa ${action}. Makakapagpatuloy ka sa pahinang ito kapag online ka na ulit.`,
  imageUnavailable: 'Hindi maipakita ang larawan',
  storeSmall: 'Kunin ito sa',
  language: 'Wika',
  languageName: 'Filipino',
}

/** Shown on English pages to a browser that prefers Filipino, in Filipino. */
export const filLanguageOffer = {
  text: 'Mas gusto mo bang magbasa sa Filipino?',
  link: 'Basahin ang pahinang ito sa Filipino',
  dismiss: 'Huwag na',
}
