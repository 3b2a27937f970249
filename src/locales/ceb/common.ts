import { site } from '@/config/site'
import type { CommonMessages } from '@/locales/en/common'

/** Ang mga pulong nga managsama sa matag panid nga Bisaya (tan-awa ang src/locales/glossary.md). */
export const cebCommon: CommonMessages = {
  shareImageAlt: `${site.appName}: Scam ba ni?`,
  skipLink: 'Laktaw ngadto sa pangunang sulod',
  checkMessage: 'Susiha ang mensahe',
  menu: 'Menu',
  mainNav: 'Panguna',
  footerNav: 'Footer',
  privacy: 'Palisiya sa Privacy',
  terms: 'Mga Termino',
  getTheApp: 'Kuhaa ang app',
  privacyPolicy: 'Palisiya sa Privacy',
  termsOfService: 'Mga Termino sa Serbisyo',
  deleteAccount: 'I-delete ang Account',
  scamHelp: 'Na-scam? Pangayo og tabang',
  poweredBy: `Ang ${site.appName} gipadagan sa ${site.companyName}.`,
  copyright: `© ${site.copyrightYear} ${site.companyName}. Tanang katungod gitagana.`,
  dismiss: 'Sirhi',
  offlineReady: 'Andam na nga mogana bisan offline',
  ok: 'OK',
  noScript: 'Palihug i-on ang JavaScript aron magamit kini nga site.',
  updateAvailable: 'Naay bag-ong bersyon',
  reload: 'I-reload',
  later: 'Unya na lang',
  offlineTitle: 'Offline ka.',
  offlineText: (action: string) =>
    `Kinahanglan og internet para sa ${action}. Makapadayon ka niini nga panid inig online na nimo pag-usab.`,
  imageUnavailable: 'Dili mapakita ang hulagway',
  storeSmall: 'Kuhaa sa',
  language: 'Pinulongan',
  languageName: 'Bisaya',
}

/** Shown on English pages to a browser that prefers Cebuano, in Cebuano. */
export const cebLanguageOffer = {
  text: 'Mas gusto ba nimo mobasa sa Bisaya?',
  link: 'Basaha kini nga panid sa Bisaya',
  dismiss: 'Dili na lang',
}
