import { expect, test, type Page } from '@playwright/test'
import {
  API,
  expectOnlyAlert,
  type FaultName,
  FAULT_NAMES,
  HOWS,
  injectFault,
  isHold,
  isTransient,
  passThrough,
  pressTwice,
  resetLink,
  watchPage,
} from './fault-kit'
import { createAccountWithToken } from './account-kit'

// A service worker would fetch the API itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' })

// Spec sections 2, 5 and 8, word for word.
const INVALID_TEXT =
  'This password reset link is invalid or has expired. Please request a new password reset.'
const VALIDATION_FAILED = 'Failed to validate reset token. Please try again.'
const INVALID_TOKEN = 'Invalid or expired reset token.'
const RESET_FAILED = 'Failed to reset password.'
const TOKEN_NOT_FOUND = 'Reset token not found or has expired.'
const UNEXPECTED = 'An error occurred. Please try again later.'
const NEW_PASSWORD = 'BrandNew123!'

/** What the page shows after validation: the form, or the invalid view with a message. */
const FORM = 'the form'

/**
 * Validation: valid=false gives the server message, else 'Invalid or expired reset token.'; a 404
 * is accepted for a token longer than 20 characters with an '@' email (the seeded tokens are);
 * any other failure gives 'Failed to validate reset token. Please try again.'
 */
const VALIDATION_OUTCOMES: Record<FaultName, string> = {
  'slower than the timeout': VALIDATION_FAILED,
  '400 with detail': VALIDATION_FAILED,
  '400 {}': VALIDATION_FAILED,
  '401 with message': VALIDATION_FAILED,
  '404': FORM,
  '500': VALIDATION_FAILED,
  '502': VALIDATION_FAILED,
  '503': VALIDATION_FAILED,
  '200 HTML': INVALID_TOKEN, // an answer that is not valid=true, without a message
  '200 empty': INVALID_TOKEN,
  'connection refused': VALIDATION_FAILED,
  'connection dropped': VALIDATION_FAILED,
}

/** Reset: 400 gives the detail or 'Invalid or expired reset token.'; 404 its own; else generic. */
const RESET_MESSAGES: Record<FaultName, string> = {
  // Online, a request without an answer is "anything else" (the site's brief: 'Network error
  // occurred' only when navigator.onLine is false).
  'slower than the timeout': UNEXPECTED,
  '400 with detail': 'Bad thing',
  '400 {}': INVALID_TOKEN,
  '401 with message': UNEXPECTED,
  '404': TOKEN_NOT_FOUND,
  '500': UNEXPECTED,
  '502': UNEXPECTED,
  '503': UNEXPECTED,
  '200 HTML': RESET_FAILED, // success is not true, no message
  '200 empty': RESET_FAILED,
  'connection refused': UNEXPECTED,
  'connection dropped': UNEXPECTED,
}

const newPassword = (page: Page) => page.getByLabel('New Password', { exact: true })
const confirmPassword = (page: Page) => page.getByLabel('Confirm New Password')
const submitButton = (page: Page) => page.getByRole('button', { name: 'Reset Password' })
const formAlert = (page: Page) =>
  page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert')

async function expectInvalidView(page: Page, message: string, timeout = 5_000) {
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible({
    timeout,
  })
  await expect(page.getByText(INVALID_TEXT)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible()
  await expectOnlyAlert(page, message)
}

async function fillPasswords(page: Page) {
  await newPassword(page).fill(NEW_PASSWORD)
  await confirmPassword(page).fill(NEW_PASSWORD)
}

test.describe('validation request faults', () => {
  for (const name of FAULT_NAMES) {
    const outcome = VALIDATION_OUTCOMES[name]
    const attempts = isTransient(name) ? 2 : 1
    test(`validation: ${name} shows ${outcome === FORM ? FORM : `"${outcome}"`} after ${attempts} request(s)`, async ({
      page,
      request,
    }) => {
      // Retried once: two holds of 11 s.
      if (isHold(name)) test.setTimeout(60_000)
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const validation = await injectFault(page, API.validate, name)
      const reset = await passThrough(page, API.reset)
      await page.goto(resetLink(account.token, account.email))
      if (isHold(name)) await expect(page.getByText('Validating reset link...')).toBeVisible()

      const timeout = isHold(name) ? 30_000 : 5_000
      if (outcome === FORM) {
        await expect(newPassword(page)).toBeVisible({ timeout })
        await expect(page.getByText(account.email)).toBeVisible()
        await expect(submitButton(page)).toBeEnabled()
        expect(await formAlert(page).textContent()).toBe('')
      } else {
        await expectInvalidView(page, outcome, timeout)
        await expect(newPassword(page)).toHaveCount(0)
      }
      await expect(page.getByText('Validating reset link...')).toHaveCount(0)
      await validation.settled()
      expect(validation.count).toBe(attempts)
      expect(reset.count).toBe(0)
      expect(watch.problems()).toEqual([])
    })
  }
})

test.describe('reset request faults', () => {
  for (const name of FAULT_NAMES) {
    test(`reset: ${name} shows "${RESET_MESSAGES[name]}"`, async ({ page, request }) => {
      if (isHold(name)) test.setTimeout(45_000)
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const validation = await passThrough(page, API.validate)
      const reset = await injectFault(page, API.reset, name)
      await page.goto(resetLink(account.token, account.email))
      await fillPasswords(page)
      await submitButton(page).click()
      if (isHold(name)) {
        await expect(page.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled()
      }

      await expect(formAlert(page)).toHaveText(RESET_MESSAGES[name], { timeout: 15_000 })
      await expect(page.getByText('Resetting Password...')).toHaveCount(0)
      await expect(submitButton(page)).toBeEnabled()
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toHaveCount(0)
      await reset.settled()
      expect(reset.count).toBe(1)
      expect(validation.count).toBe(1)
      expect(watch.problems()).toEqual([])
    })
  }
})

test.describe('one request per submission', () => {
  for (const how of HOWS) {
    test(`${how} on Reset Password resets once`, async ({ page, request }) => {
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const validation = await passThrough(page, API.validate)
      const reset = await passThrough(page, API.reset, 300)
      await page.goto(resetLink(account.token, account.email))
      await fillPasswords(page)
      await pressTwice(page, how, submitButton(page), confirmPassword(page))
      await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible()
      await reset.settled()
      expect(reset.count).toBe(1)
      expect(validation.count).toBe(1)
      expect(watch.problems()).toEqual([])
    })
  }
})
