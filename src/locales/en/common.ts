import { site } from '@/config/site'

/** The words every English page shares: header, footer and notices. */
export const enCommon = {
  shareImageAlt: `${site.appName}: Is this a scam?`,
  skipLink: 'Skip to main content',
  checkMessage: 'Check a message',
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  privacy: 'Privacy',
  terms: 'Terms',
  getTheApp: 'Get the app',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  deleteAccount: 'Delete Account',
  /** The help page, in the header and the footer. */
  scamHelp: 'Scammed? Get help',
  poweredBy: `${site.appName} is powered by ${site.companyName}.`,
  copyright: `© ${site.copyrightYear} ${site.companyName}. All rights reserved.`,
  dismiss: 'Dismiss',
  offlineReady: 'Ready to work offline',
  ok: 'OK',
  noScript: 'Please turn on JavaScript to use this site.',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  later: 'Later',
  offlineTitle: 'You are offline.',
  offlineText: (action: string) =>
    `${action} needs an internet connection. This page will let you continue as soon as you are back online.`,
  imageUnavailable: 'Image unavailable',
  storeSmall: 'Get it on',
  /** The language menu's label, and this language's name as every language's menu shows it. */
  language: 'Language',
  languageName: 'English',
}

/** Every language has every word: a missing one is a type error. */
export type CommonMessages = typeof enCommon
