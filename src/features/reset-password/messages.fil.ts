import type { ResetMessages } from './messages'
import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS } from './reset-rules'

/** Ang mga mensahe ng pahinang pag-reset ng password (spec sections 2, 5 at 8) sa Filipino. */
export const filResetMessages: ResetMessages = {
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
}
