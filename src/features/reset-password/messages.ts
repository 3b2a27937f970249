import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS } from './reset-rules'

/** The reset page's words (spec sections 2, 5 and 8), built from the rules' own numbers. */
export const resetMessages = {
  missingParameters: 'Invalid or missing reset link parameters.',
  missingFields: 'Please fill in all fields.',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  passwordHint: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  mismatch: 'Passwords do not match.',
  invalidFormat: 'Invalid reset token format.',
  invalidToken: 'Invalid or expired reset token.',
  validationFailed: 'Failed to validate reset token. Please try again.',
  resetFailed: 'Failed to reset password.',
  tokenNotFound: 'Reset token not found or has expired.',
  unexpected: 'An error occurred. Please try again later.',
  networkError: 'Network error occurred',
  redirectNotice: `Taking you to the home page in ${REDIRECT_DELAY_MS / 1000} seconds.`,
}

/** Every language has every message: a missing one is a type error. */
export type ResetMessages = typeof resetMessages
