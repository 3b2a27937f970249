import { site } from '@/config/site'

/** Each page's title and description in English, for its `head` (kept apart from the page's words,
 * which load with the page). */
export const enHeads = {
  landing: {
    title: `${site.appName} | Is this a scam? Check before you click`,
    description: `${site.appName} checks texts, emails, links, websites and screenshots for scams and phishing. Free scam protection for people in the Philippines.`,
    appDescription:
      'AI scam detection for texts, emails, links, websites and screenshots, with sender verification and safety tips.',
    screenshotLabels: {
      narrow: 'The home page on a phone: Is this a scam?',
      wide: 'The home page on a computer, with the Google Play QR code',
    },
  },
  privacy: {
    title: `Privacy Policy | ${site.appName}`,
    description: `How ${site.appName} handles your data: what we collect, what we never do with it, how long we keep it and your rights under the Data Privacy Act of 2012.`,
  },
  terms: {
    title: `Terms of Service | ${site.appName}`,
    description: `The terms for using ${site.appName}: acceptable use, your responsibilities, limits of liability and the laws of the Philippines.`,
  },
  deleteAccount: {
    title: `Delete Account | ${site.appName}`,
    description: `Delete your ${site.appName} account and its data without the app. Learn what is deleted and what is kept.`,
  },
  check: {
    title: `Check a message for scams | ${site.appName}`,
    description:
      'Paste a suspicious text, chat or link and see its warning signs at once. Checked on your phone, even offline: nothing you paste is sent.',
  },
  help: {
    title: `Scammed? Do this now | ${site.appName}`,
    description:
      'Sent money or a code to a scammer? What to do right away, in order, with the hotlines to call and where to report in the Philippines. Works offline.',
  },
  scams: {
    title: `Common scams in the Philippines | ${site.appName}`,
    description:
      'Fake sellers, phishing texts, task jobs, wrong sends, fake ayuda and more: how each scam looks, its red flags and what to do.',
  },
  resetPassword: {
    title: `Reset Password | ${site.appName}`,
    description: `Choose a new password for your ${site.appName} account.`,
  },
}

export type PageHeads = typeof enHeads
