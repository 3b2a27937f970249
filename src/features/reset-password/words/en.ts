import { site } from '@/config/site'
import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS } from '../reset-rules'

/** The reset page's words in English: its labels and views, and the spec's messages (2, 5, 8). */
export const enResetWords = {
  heading: 'Reset Password',
  offlineAction: 'Resetting your password',
  lead: `Choose a new password for your ${site.appName} account. The link from your email is checked first, and your current password stays as it is until the new one is saved.`,
  validating: 'Validating reset link...',
  formTitle: 'Choose a new password',
  resettingFor: 'Resetting the password of',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  showPasswords: 'Show passwords',
  submit: 'Reset Password',
  submitting: 'Resetting Password...',
  cancel: 'Cancel',
  successTitle: 'Password Reset Successful',
  successText:
    'Your password has been changed. You can now sign in to the app with your new password.',
  continueHome: 'Continue to Home',
  invalidTitle: 'Invalid Reset Link',
  invalidText:
    'This password reset link is invalid or has expired. Please request a new password reset.',
  returnHome: 'Return to Home',
  /** Built from the rules' own numbers. */
  messages: {
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
  },
}

/** Every language has every word: a missing one is a type error. */
export type ResetWords = typeof enResetWords
export type ResetMessages = ResetWords['messages']
