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
  scamHelp: 'Scammed? Do this now',
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
  /** This language's name and an invitation to read in it, as the other languages' switch shows them. */
  languageName: 'English',
  readIn: 'Read in English',
}

/** Every language has every word: a missing one is a type error. */
export type CommonMessages = typeof enCommon
