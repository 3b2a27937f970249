import { site } from '@/config/site'
import type { NotFoundWords } from './en'

/** Ang mga pulong sa 404 page sa Bisaya. */
export const cebNotFoundWords: NotFoundWords = {
  title: `Wala Makit-i ang Panid | ${site.appName}`,
  description: `Walay ingon ani nga panid ang ${site.appName}. Adto sa Home, basaha ang among mga palisiya o pangita og tabang.`,
  heading: 'Wala Makit-i ang Panid',
  text: 'Wala na o gibalhin na ang panid nga imong gipangita. Susiha ang address, o sugod pag-usab sa home page.',
  goHome: 'Adto sa Home',
  needHelp: 'Kinahanglan og Tabang?',
  questions: 'Naa kay pangutana bahin sa imong account o sa app? Mag-email kanamo sa',
  scammed: 'Nagduda ka nga na-scam ka?',
  seeHelp: 'Tan-awa unsay buhaton karon',
  ifMoneyTaken: 'Kung naay nakuha nga kwarta, kontaka dayon ang imong bangko o e-wallet.',
  hotlineBefore: 'Aron i-report ang scam, tawag sa',
  hotlineAfter: (first: string, second: string) =>
    `, ang nasudnong anti-scam hotline (gibalita sa ${first} ug sa ${second}).`,
}
