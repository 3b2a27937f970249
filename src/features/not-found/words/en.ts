import { site } from '@/config/site'

/** The 404 page's words in English; every other language has the same shape. */
export const enNotFoundWords = {
  title: `Page Not Found | ${site.appName}`,
  description: `This page of ${site.appName} does not exist. Go home, read our policies or find help.`,
  heading: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  goHome: 'Go Home',
  needHelp: 'Need Help?',
  questions: 'Questions about your account or the app? Email us at',
  scammed: 'Think you have been scammed?',
  seeHelp: 'See what to do now',
  ifMoneyTaken: 'If money was taken, contact your bank or e-wallet right away.',
  hotlineBefore: 'To report a scam, call',
  hotlineAfter: (first: string, second: string) =>
    `, the national anti-scam hotline (reported by ${first} and ${second}).`,
}

export type NotFoundWords = typeof enNotFoundWords
