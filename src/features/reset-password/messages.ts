export const resetMessages = {
  missingParameters: 'Invalid or missing reset link parameters.',
  missingFields: 'Please fill in all fields.',
  tooShort: 'Password must be at least 8 characters long.',
  mismatch: 'Passwords do not match.',
  invalidFormat: 'Invalid reset token format.',
  invalidToken: 'Invalid or expired reset token.',
  validationFailed: 'Failed to validate reset token. Please try again.',
  resetFailed: 'Failed to reset password.',
  tokenNotFound: 'Reset token not found or has expired.',
  unexpected: 'An error occurred. Please try again later.',
  networkError: 'Network error occurred',
} as const

export const MIN_PASSWORD_LENGTH = 8
export const REDIRECT_DELAY_MS = 3000
/** A 404 from validation is still accepted for tokens longer than this, with an email holding '@'. */
export const FALLBACK_TOKEN_MIN_EXCLUSIVE = 20
