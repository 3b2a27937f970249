import type { ReactNode } from 'react'
import { site } from '@/config/site'

/** The Delete Account page's words in English; every other language has the same shape. */
export const enDeleteWords = {
  heading: 'Delete Account',
  intro: (
    <>
      Request the deletion of your <strong>{site.appName}</strong> account and its data, with or
      without the app. {site.appName} is published on Google Play by{' '}
      <strong>{site.companyName}</strong>.
    </>
  ),
  warningLabel: 'Warning',
  warningTitle: 'This action is permanent.',
  warningText: `Once your account is deleted it cannot be recovered, and you will need to sign up again to use ${site.appName}.`,
  stepsTitle: `How to delete your ${site.appName} account`,
  stepsWeb: 'On this page',
  stepsWebItems: [
    `Enter the email address and password of your ${site.appName} account below.`,
    'Tick the box to confirm that you understand deletion is permanent.',
  ],
  stepsSelect: (submit: ReactNode, confirm: ReactNode) => (
    <>
      Select {submit}, check that the account shown is yours, then select {confirm}.
    </>
  ),
  stepsApp: 'In the app',
  stepsOpen: `Open ${site.appName} on your phone and sign in.`,
  stepsGoTo: 'Go to',
  stepsMenu: `${site.appName} > Settings > Account > Delete account`,
  stepsPassword: 'Enter your password and confirm.',
  stepsCannotSignIn: 'Cannot sign in? Email us instead: the steps are at the end of this page.',
  formTitle: 'Confirm it is you',
  offlineAction: 'Deleting your account',
  email: 'Email',
  password: 'Password',
  confirmLabel: 'I understand that this action is permanent and cannot be undone',
  submit: 'Delete My Account',
  submitting: 'Processing...',
  dialogTitle: 'Confirm Account Deletion',
  dialogText:
    'Are you absolutely sure? This permanently deletes your account and its data. You cannot undo this.',
  name: 'Name',
  cancel: 'Cancel',
  confirm: 'Yes, Delete My Account',
  deleting: 'Deleting...',
  infoTitle: 'What happens when you delete your account',
  infoItems: [
    `Your account and its data (your name, email address and password) are deleted within 30 days. You will no longer be able to sign in to ${site.appName}.`,
    'Scanned messages, links and screenshots are never stored: they are analysed in real time and discarded right after.',
    'Minimal metadata with no message content (timestamps, app version, device type and scan counts) may be kept for up to 12 months for security and fraud prevention.',
    'Backups are overwritten within 90 days. Records the law requires are kept only as long as it requires.',
  ],
  cannotSignIn: 'Cannot sign in?',
  forgotPassword:
    'Forgot your password? Reset it from the sign-in screen of the app, then come back here. If you can no longer sign in at all:',
  mailSubject: 'Account deletion request',
  writeTo: (mail: ReactNode, subject: string) => (
    <>
      Write to {mail} from the email address you signed up with, with the subject “{subject}”.
    </>
  ),
  replyWithin: 'We reply within 15 working days to confirm that the account is yours.',
  deleteAndTell: 'We delete the account and tell you by email when it is done.',
  details: (policy: (text: string) => ReactNode) => (
    <>Details are in our {policy('Privacy Policy')}.</>
  ),
  /** The spec's messages (sections 5 and 8). */
  messages: {
    missingFields: 'Please fill in both email and password fields.',
    unconfirmed: 'Please check the confirmation checkbox to proceed.',
    invalidCredentials: 'Invalid credentials. Please check your email and password.',
    loginError: 'Account not found',
    networkError: 'Network error occurred',
    genericError: 'An error occurred. Please try again.',
    deleteError: 'Account deletion failed',
    deleteUnsuccessful: 'Account deletion failed. Please try again.',
    deleted: 'Your account has been successfully deleted.',
  },
}

/** Every language has every word: a missing one is a type error. */
export type DeleteWords = typeof enDeleteWords
