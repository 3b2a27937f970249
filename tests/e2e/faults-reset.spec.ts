import { expect, test, type Page } from '@playwright/test'
import {
  API,
  expectOnlyAlert,
  type FaultName,
  HOWS,
  injectFault,
  isHold,
  passThrough,
  pressTwice,
  resetLink,
  watchPage,
} from './fault-kit'
import { createAccountWithToken } from './account-kit'

// A service worker would fetch the API itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' })

// Spec sections 2 and 8, word for word.
const INVALID_TEXT =
  'This password reset link is invalid or has expired. Please request a new password reset.'
const VALIDATION_FAILED = 'Failed to validate reset token. Please try again.'
const NEW_PASSWORD = 'BrandNew123!'

/**
 * What a browser on real sockets shows for one fault of each kind: no connection and a 5xx (each
 * retried once), a timeout, a 4xx. The complete fault-to-message table is the unit suite's
 * (reset-password.test).
 */
const VALIDATION_FAULTS: FaultName[] = ['connection dropped', '503']
const RESET_FAULTS: [FaultName, string][] = [
  ['slower than the timeout', 'An error occurred. Please try again later.'],
  ['400 {}', 'Invalid or expired reset token.'],
]

const newPassword = (page: Page) => page.getByLabel('New Password', { exact: true })
const confirmPassword = (page: Page) => page.getByLabel('Confirm New Password')
const submitButton = (page: Page) => page.getByRole('button', { name: 'Reset Password' })
const formAlert = (page: Page) =>
  page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert')

async function expectInvalidView(page: Page, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible()
  await expect(page.getByText(INVALID_TEXT)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible()
  await expectOnlyAlert(page, message)
}

async function fillPasswords(page: Page) {
  await newPassword(page).fill(NEW_PASSWORD)
  await confirmPassword(page).fill(NEW_PASSWORD)
}

test.describe('validation request faults', () => {
  for (const name of VALIDATION_FAULTS) {
    test(`validation: ${name} twice shows "${VALIDATION_FAILED}"`, async ({ page, request }) => {
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const validation = await injectFault(page, API.validate, name)
      const reset = await passThrough(page, API.reset)
      await page.goto(resetLink(account.token, account.email))

      await expectInvalidView(page, VALIDATION_FAILED)
      await expect(newPassword(page)).toHaveCount(0)
      await expect(page.getByText('Validating reset link...')).toHaveCount(0)
      await validation.settled()
      expect(validation.count).toBe(2)
      expect(reset.count).toBe(0)
      expect(watch.problems()).toEqual([])
    })
  }
})

test.describe('reset request faults', () => {
  for (const [name, message] of RESET_FAULTS) {
    test(`reset: ${name} shows "${message}"`, async ({ page, request }) => {
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

      await expect(formAlert(page)).toHaveText(message, { timeout: 15_000 })
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
