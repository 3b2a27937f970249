import { site } from '@/config/site'
import type { NotFoundWords } from './en'

/** Ang mga salita ng 404 page sa Filipino. */
export const filNotFoundWords: NotFoundWords = {
  title: `Hindi Nahanap ang Pahina | ${site.appName}`,
  description: `Walang ganitong pahina ang ${site.appName}. Pumunta sa Home, basahin ang aming mga patakaran o maghanap ng tulong.`,
  heading: 'Hindi Nahanap ang Pahina',
  text: 'Wala na o inilipat ang pahinang hinahanap mo. Tingnan ang address, o magsimula ulit sa home page.',
  goHome: 'Pumunta sa Home',
  needHelp: 'Kailangan ng Tulong?',
  questions: 'May tanong tungkol sa account mo o sa app? Mag-email sa amin sa',
  scammed: 'Sa tingin mo, na-scam ka?',
  seeHelp: 'Alamin ang gagawin ngayon',
  ifMoneyTaken: 'Kung may nakuhang pera sa iyo, kontakin agad ang bangko o e-wallet mo.',
  hotlineBefore: 'Para mag-report ng scam, tumawag sa',
  hotlineAfter: (first: string, second: string) =>
    `, ang pambansang anti-scam hotline (iniulat ng ${first} at ng ${second}).`,
}
