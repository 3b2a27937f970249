import { site } from '@/config/site'
import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS } from '../reset-rules'
import type { ResetWords } from './en'

/** Ang mga salita ng pahinang pag-reset ng password sa Filipino: mga label, view at mensahe. */
export const filResetWords: ResetWords = {
  heading: 'I-reset ang Password',
  offlineAction: 'pag-reset ng password mo',
  lead: `Pumili ng bagong password para sa iyong ${site.appName} account. Susuriin muna ang link mula sa iyong email, at mananatili ang kasalukuyan mong password hanggang ma-save ang bago.`,
  validating: 'Sinusuri ang reset link...',
  formTitle: 'Pumili ng bagong password',
  resettingFor: 'Nire-reset ang password ng',
  newPassword: 'Bagong Password',
  confirmPassword: 'Kumpirmahin ang Bagong Password',
  showPasswords: 'Ipakita ang mga password',
  submit: 'I-reset ang Password',
  submitting: 'Nire-reset ang Password...',
  cancel: 'Kanselahin',
  successTitle: 'Na-reset na ang Password',
  successText:
    'Napalitan na ang password mo. Puwede ka nang mag-sign in sa app gamit ang bago mong password.',
  continueHome: 'Magpatuloy sa Home',
  invalidTitle: 'Invalid na Reset Link',
  invalidText: 'Invalid o expired na ang password reset link na ito. Humingi ng bagong reset link.',
  returnHome: 'Bumalik sa Home',
  messages: {
    missingParameters: 'Invalid o kulang ang mga parameter ng reset link.',
    missingFields: 'Pakipunan ang lahat ng field.',
    tooShort: `Dapat may hindi bababa sa ${MIN_PASSWORD_LENGTH} character ang password.`,
    passwordHint: `Dapat may hindi bababa sa ${MIN_PASSWORD_LENGTH} character ang password`,
    mismatch: 'Hindi magkatugma ang mga password.',
    invalidFormat: 'Invalid ang format ng reset token.',
    invalidToken: 'Invalid o expired na ang reset token.',
    validationFailed: 'Hindi ma-validate ang reset token. Pakisubukan ulit.',
    resetFailed: 'Hindi na-reset ang password.',
    tokenNotFound: 'Hindi nahanap o expired na ang reset token.',
    unexpected: 'Nagkaroon ng error. Pakisubukan ulit mamaya.',
    networkError: 'Nagkaroon ng network error',
    redirectNotice: `Dadalhin ka sa home page sa loob ng ${REDIRECT_DELAY_MS / 1000} segundo.`,
  },
}
