/** Seeds accounts and reset links on the local API, reads its request log, fills the account forms. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { RequestLogEntry } from '../../local-api/request-log'

/** A unique account with a live reset token on the local API; tests run in parallel. */
export async function createAccountWithToken(
  request: APIRequestContext,
  { email, token }: { email?: string; token?: string } = {},
) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const account = {
    email: email ?? `user-${id}@mail.ph`,
    token: token ?? `e2e-reset-token-${id}-abcdefghij`,
    password: 'OldPass123!',
  }
  const response = await request.post('/api/__local/reset-tokens', {
    data: { email: account.email, token: account.token },
  })
  if (!response.ok()) throw new Error(`could not seed the local API: ${response.status()}`)
  return account
}

export async function loggedRequests(
  request: APIRequestContext,
  match: (r: RequestLogEntry) => boolean,
) {
  const response = await request.get('/api/__local/requests')
  const all = (await response.json()) as RequestLogEntry[]
  return all.filter(match)
}

/** Fills the Delete Account form and ticks its confirmation box. */
export async function fillDeleteForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('I understand that this action is permanent and cannot be undone').check()
}

/** Signs a fresh account in on the Delete Account page and returns the open confirmation dialog. */
export async function openDeleteDialog(page: Page, request: APIRequestContext) {
  const account = await createAccountWithToken(request)
  await page.goto('/delete-account')
  await fillDeleteForm(page, account.email, account.password)
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' })
  await dialog.waitFor()
  return { account, dialog }
}

/**
 * Takes a fresh account through both flows' API calls: its reset link opened to the form, then a
 * sign-in refused on the Delete Account page.
 */
export async function callBothAccountApis(page: Page, request: APIRequestContext) {
  const account = await createAccountWithToken(request)
  await page.goto(
    `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await page.goto('/delete-account')
  await fillDeleteForm(page, account.email, 'not-the-password')
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible()
  return account
}
