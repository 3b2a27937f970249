import { site } from '@/config/site'
import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS } from '../reset-rules'
import type { ResetWords } from './en'

/** Ang mga pulong sa panid sa pag-reset sa password sa Bisaya: mga label, view ug mensahe. */
export const cebResetWords: ResetWords = {
  heading: 'I-reset ang Password',
  offlineAction: 'pag-reset sa imong password',
  lead: `Pagpili og bag-ong password para sa imong ${site.appName} account. Susihon una ang link gikan sa imong email, ug magpabilin ang imong karon nga password hangtod ma-save ang bag-o.`,
  validating: 'Gina-validate ang reset link...',
  formTitle: 'Pagpili og bag-ong password',
  resettingFor: 'Gina-reset ang password sa',
  newPassword: 'Bag-ong Password',
  confirmPassword: 'Kumpirmaha ang Bag-ong Password',
  showPasswords: 'Ipakita ang mga password',
  submit: 'I-reset ang Password',
  submitting: 'Gina-reset ang Password...',
  cancel: 'Kanselaha',
  successTitle: 'Na-reset na ang Password',
  successText:
    'Nausab na ang imong password. Maka-sign in na ka sa app gamit ang imong bag-ong password.',
  continueHome: 'Padayon sa Home',
  invalidTitle: 'Invalid nga Reset Link',
  invalidText:
    'Invalid o expired na kini nga password reset link. Palihug pangayo og bag-ong password reset.',
  returnHome: 'Balik sa Home',
  messages: {
    missingParameters: 'Invalid o kulang ang mga parameter sa reset link.',
    missingFields: 'Palihug sulati ang tanang field.',
    tooShort: `Ang password kinahanglan dili mubo sa ${MIN_PASSWORD_LENGTH} ka character.`,
    passwordHint: `Ang password kinahanglan dili mubo sa ${MIN_PASSWORD_LENGTH} ka character`,
    mismatch: 'Dili managsama ang mga password.',
    invalidFormat: 'Invalid ang format sa reset token.',
    invalidToken: 'Invalid o expired na ang reset token.',
    validationFailed: 'Dili ma-validate ang reset token. Palihug sulayi pag-usab.',
    resetFailed: 'Wala ma-reset ang password.',
    tokenNotFound: 'Wala makit-i o expired na ang reset token.',
    unexpected: 'Naay error. Palihug sulayi pag-usab unya.',
    networkError: 'Naay network error',
    redirectNotice: `Dad-on ka sa home page sulod sa ${REDIRECT_DELAY_MS / 1000} ka segundo.`,
  },
}
