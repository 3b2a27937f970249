import { expect, test } from '@playwright/test'
import { tokenFingerprint } from '../../local-api/request-log'
import {
  createAccountWithToken,
  fillDeleteForm,
  loggedRequests,
  openDeleteDialog,
} from './account-kit'

test('a user deletes their account from start to finish', async ({ page, request }) => {
  const account = await createAccountWithToken(request)
  await page.goto('/delete-account')
  await expect(page.getByText(/this action is permanent/i).first()).toBeVisible()
  await fillDeleteForm(page, account.email, account.password)
  await page.getByRole('button', { name: 'Delete My Account' }).click()

  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(account.email)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account has been successfully deleted.' }),
  ).toBeVisible()
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain('local-')

  const logins = await loggedRequests(
    request,
    (r) => r.pathname.endsWith('/auth/login') && r.body.includes(account.email),
  )
  expect(logins).toHaveLength(1)
  const token = (await loggedRequests(request, (r) => r.method === 'DELETE')).find((r) =>
    r.authorization?.startsWith('Bearer '),
  )
  expect(token).toBeTruthy()

  const again = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
    failOnStatusCode: false,
  })
  expect(again.status()).toBe(401)
})

test('the deletion notice shows once: not after a reload, nor on back and forward', async ({
  page,
  request,
}) => {
  const { dialog } = await openDeleteDialog(page, request)
  await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click()
  const notice = page.getByText('Your account has been successfully deleted.')
  await expect(notice).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => history.state?.flash ?? null)).toBeNull()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
  await expect(notice).toHaveCount(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('cancelling the confirmation sends no deletion and forgets the token', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await page.goto('/delete-account')
  await fillDeleteForm(page, account.email, account.password)
  const submit = page.getByRole('button', { name: 'Delete My Account' })
  await submit.click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(submit).toBeFocused()
  const stored = await page.evaluate(() => sessionStorage.getItem('auth-storage'))
  expect(stored ? JSON.parse(stored).state.access_token : null).toBeNull()
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(200)
})

test('a user resets their password and is taken home after about 3 seconds', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await page.goto(
    `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByText(account.email)).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill('BrandNew123!')
  await page.getByLabel('Confirm New Password').fill('BrandNew123!')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible()
  const shownAt = Date.now()
  await expect(page.getByRole('button', { name: 'Continue to Home' })).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 })
  const waited = Date.now() - shownAt
  expect(waited).toBeGreaterThan(2500)
  expect(waited).toBeLessThan(6000)

  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: 'BrandNew123!' },
  })
  expect(login.status()).toBe(200)
})

test('a 30-digit token and an email with + reach the API byte-exact', async ({ page, request }) => {
  const digits = `${Date.now()}`.padEnd(30, '7').slice(0, 30)
  const account = await createAccountWithToken(request, {
    token: digits,
    email: `juan+scam-${digits.slice(-6)}@mail.ph`,
  })
  await page.goto(`/reset-password?token=${digits}&email=${encodeURIComponent(account.email)}`)
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill('Another123!')
  await page.getByLabel('Confirm New Password').fill('Another123!')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible()

  // The log keeps a fingerprint of each token, never the token itself.
  const fingerprint = tokenFingerprint(digits)
  const seen = await loggedRequests(
    request,
    (r) => r.search.includes(fingerprint) || r.body.includes(fingerprint),
  )
  const validation = seen.find((r) => r.pathname.endsWith('/user/validate-reset-token'))
  expect(validation?.query).toEqual({ token: fingerprint, email: account.email })
  const reset = seen.find((r) => r.pathname.endsWith('/user/reset-password'))
  expect(JSON.parse(reset?.body ?? '{}')).toMatchObject({
    token: fingerprint,
    email: account.email,
  })
})

test('a raw + in the emailed link is kept as +', async ({ page, request }) => {
  const account = await createAccountWithToken(request, { email: `maria+${Date.now()}@mail.ph` })
  await page.goto(`/reset-password?token=${account.token}&email=${account.email}`)
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()
})

test('an expired link shows the Invalid Reset Link view', async ({ page, request }) => {
  const account = await createAccountWithToken(request)
  await request.post('/api/__local/reset-tokens', {
    data: { email: account.email, token: `${account.token}-old`, expired: true },
  })
  await page.goto(
    `/reset-password?token=${account.token}-old&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible()
  await expect(
    page.getByText(
      'This password reset link is invalid or has expired. Please request a new password reset.',
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
