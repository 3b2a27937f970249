import { site } from '@/config/site'

/** The words every English page shares: header, footer, notices and the 404 page. */
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
  /** The switch to the other language, written in that language. */
  switchLabel: 'Filipino',
  switchHint: 'Basahin sa Filipino',
  backToHome: 'Back to Home',
  contents: 'Contents',
  effective: `Effective ${site.policyEffectiveDate}`,
  notFound: {
    title: `Page Not Found | ${site.appName}`,
    description: `This page of ${site.appName} does not exist. Go home, read our policies or find help.`,
    heading: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
    goHome: 'Go Home',
    needHelp: 'Need Help?',
    questions: 'Questions about your account or the app? Email us at',
    scammedBefore: (hotlineName: string) =>
      `Think you have been scammed? Call the ${hotlineName} hotline`,
    reportAt: 'or report it at',
    ifMoneyTaken: 'If money was taken, contact your bank or e-wallet right away.',
  },
}

/** Every language has every word: a missing one is a type error. */
export type CommonMessages = typeof enCommon
