import { site } from '@/config/site'

/** The reset page's labels and views in English; `page-words.fil.ts` has the same. */
export const resetPageWords = {
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
}

export type ResetPageWords = typeof resetPageWords
