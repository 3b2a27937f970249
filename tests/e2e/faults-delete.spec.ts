import { expect, test, type Page } from '@playwright/test'
import {
  API,
  type FaultName,
  gotoHydrated,
  HOWS,
  injectFault,
  isHold,
  passThrough,
  pressTwice,
  watchPage,
} from './fault-kit'
import { createAccountWithToken } from './account-kit'

// A service worker would fetch the API itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' })

// Spec sections 2 and 8, word for word.
const NETWORK_ERROR = 'Network error occurred'
const CHECKBOX = 'I understand that this action is permanent and cannot be undone'

/**
 * What a browser on real sockets shows for one fault of each kind: no connection, a 4xx, a
 * timeout, a 5xx. The complete fault-to-message table is the unit suite's (delete-account.test).
 */
const LOGIN_FAULTS: [FaultName, string][] = [
  ['connection refused', NETWORK_ERROR],
  ['400 {}', 'Account not found'],
]
const DELETE_FAULTS: [FaultName, string][] = [
  ['slower than the timeout', NETWORK_ERROR],
  ['500', 'Account deletion failed'],
]

type Account = { email: string; password: string }

/** The delete page is prerendered: wait until React owns its form before typing. */
const openDeletePage = (page: Page) => gotoHydrated(page, '/delete-account', '#delete-email')

async function fillForm(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel(CHECKBOX).check()
}

const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Delete My Account', exact: true })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Account Deletion' })
const confirmButton = (page: Page) =>
  dialog(page).getByRole('button', { name: 'Yes, Delete My Account' })
const formAlert = (page: Page) =>
  page.getByRole('form', { name: 'Confirm it is you' }).getByRole('alert')

async function loginStillWorks(page: Page, account: Account) {
  const response = await page.request.post(API.login, {
    data: { email: account.email, password: account.password },
    failOnStatusCode: false,
  })
  return response.status()
}

test.describe('login request faults', () => {
  for (const [name, message] of LOGIN_FAULTS) {
    test(`login: ${name} shows "${message}"`, async ({ page, request }) => {
      if (isHold(name)) test.setTimeout(45_000)
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const login = await injectFault(page, API.login, name)
      const profile = await passThrough(page, API.profile)
      await openDeletePage(page)
      await fillForm(page, account)
      await submitButton(page).click()
      if (isHold(name)) {
        await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
      }

      await expect(formAlert(page)).toHaveText(message, { timeout: 15_000 })
      await expect(page.getByText('Processing...')).toHaveCount(0)
      await expect(submitButton(page)).toBeEnabled()
      await expect(dialog(page)).toBeHidden()
      await login.settled()
      expect(login.count).toBe(1)
      expect(profile.count).toBe(0)
      expect(watch.problems()).toEqual([])
    })
  }
})

test.describe('delete request faults', () => {
  for (const [name, message] of DELETE_FAULTS) {
    test(`delete: ${name} shows "${message}"`, async ({ page, request }) => {
      if (isHold(name)) test.setTimeout(45_000)
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const login = await passThrough(page, API.login)
      const profile = await injectFault(page, API.profile, name)
      await openDeletePage(page)
      await fillForm(page, account)
      await submitButton(page).click()
      await expect(dialog(page)).toBeVisible()
      await confirmButton(page).click()
      if (isHold(name)) {
        await expect(dialog(page).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
      }

      await expect(formAlert(page)).toHaveText(message, { timeout: 15_000 })
      await expect(dialog(page)).toBeHidden()
      await expect(page.getByText('Deleting...')).toHaveCount(0)
      await expect(page.getByText('Processing...')).toHaveCount(0)
      await expect(submitButton(page)).toBeEnabled()
      await expect(page).toHaveURL(/\/delete-account$/)
      await profile.settled()
      expect(profile.count).toBe(1)
      expect(login.count).toBe(1)
      // No request reached the API: the account is still there.
      expect(await loginStillWorks(page, account)).toBe(200)

      // The form is usable again: a new try opens the dialog with its normal label.
      await submitButton(page).click()
      await expect(confirmButton(page)).toBeEnabled()
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog(page)).toBeHidden()
      expect(login.count).toBe(2)
      expect(profile.count).toBe(1)
      expect(watch.problems()).toEqual([])
    })
  }
})

test.describe('one request per submission', () => {
  for (const how of HOWS) {
    test(`${how} on Delete My Account logs in once`, async ({ page, request }) => {
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const login = await passThrough(page, API.login, 300)
      await openDeletePage(page)
      await fillForm(page, account)
      await pressTwice(page, how, submitButton(page), page.getByLabel('Password', { exact: true }))
      await expect(dialog(page)).toBeVisible()
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await login.settled()
      expect(login.count).toBe(1)
      expect(watch.problems()).toEqual([])
    })
  }

  for (const how of HOWS) {
    test(`${how} on Yes, Delete My Account deletes once`, async ({ page, request }) => {
      const watch = watchPage(page)
      const account = await createAccountWithToken(request)
      const login = await passThrough(page, API.login)
      const profile = await passThrough(page, API.profile, 300)
      await openDeletePage(page)
      await fillForm(page, account)
      await submitButton(page).click()
      await expect(dialog(page)).toBeVisible()
      await pressTwice(page, how, confirmButton(page), confirmButton(page))
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your account has been successfully deleted.' }),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/$/)
      await profile.settled()
      expect(login.count).toBe(1)
      expect(profile.count).toBe(1)
      expect(await loginStillWorks(page, account)).toBe(401)
      expect(watch.problems()).toEqual([])
    })
  }
})
