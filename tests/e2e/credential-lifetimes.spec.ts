import { expect, test, type Page } from '@playwright/test'
import { tokenFingerprint } from '../../local-api/request-log'
import { API, gotoHydrated, injectFault, passThrough, resetLink } from './fault-kit'
import { createAccountWithToken, fillDeleteForm, loggedRequests } from './account-kit'

// A service worker would fetch the API itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' })

/** Everything the site keeps in this origin's storage, as one string. */
const storageText = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  )

/** The bearer token `auth-storage` holds in this tab's storage, or null. */
const storedBearer = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('auth-storage')
    return raw
      ? (JSON.parse(raw) as { state: { access_token: string | null } }).state.access_token
      : null
  })

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Account Deletion' })

async function openConfirmation(page: Page, account: { email: string; password: string }) {
  await gotoHydrated(page, '/delete-account', '#delete-email')
  await fillDeleteForm(page, account.email, account.password)
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(dialog(page)).toBeVisible()
  const token = await storedBearer(page)
  expect(token).toMatch(/^local-/)
  // Kept for this tab only: nothing in the origin's lasting storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('local-')
  return token as string
}

/** No bearer token (the local API's start with `local-`) in any storage of the site. */
async function expectNoBearer(page: Page) {
  expect(await storedBearer(page)).toBeNull()
  expect(await storageText(page)).not.toContain('local-')
}

test.describe('the deletion session', () => {
  test('a reload brings the confirmation back for the same account; Cancel then forgets it', async ({
    page,
    request,
  }) => {
    const account = await createAccountWithToken(request)
    await openConfirmation(page, account)
    await page.reload()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText(account.email)
    await expect(dialog(page)).toContainText('Test User')
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
    await expectNoBearer(page)
  })

  test('after a reload, the deletion is sent with the token it was given', async ({
    page,
    request,
  }) => {
    const account = await createAccountWithToken(request)
    const token = await openConfirmation(page, account)
    await page.reload()
    await dialog(page).getByRole('button', { name: 'Yes, Delete My Account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectNoBearer(page)
    const deletions = await loggedRequests(
      request,
      (r) => r.method === 'DELETE' && r.authorization === `Bearer ${tokenFingerprint(token)}`,
    )
    expect(deletions).toHaveLength(1)
  })

  test('a failed deletion forgets the token', async ({ page, request }) => {
    const account = await createAccountWithToken(request)
    await injectFault(page, API.profile, '500')
    await openConfirmation(page, account)
    await dialog(page).getByRole('button', { name: 'Yes, Delete My Account' }).click()
    await expect(dialog(page)).toBeHidden()
    await expectNoBearer(page)
  })

  test('going back to another page of the site forgets the token', async ({ page, request }) => {
    const account = await createAccountWithToken(request)
    await gotoHydrated(page, '/', 'footer a[href="/delete-account"]')
    await page.getByRole('link', { name: 'Delete Account' }).click()
    await page.waitForFunction(() => location.pathname === '/delete-account')
    await fillDeleteForm(page, account.email, account.password)
    await page.getByRole('button', { name: 'Delete My Account' }).click()
    await expect(dialog(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expectNoBearer(page)
  })

  test('opening another page by its address forgets the token', async ({ page, request }) => {
    const account = await createAccountWithToken(request)
    await openConfirmation(page, account)
    await page.goto('/privacy')
    await expectNoBearer(page)
    await page.goto('/delete-account')
    await expect(dialog(page)).toBeHidden()
  })

  test('closing the tab with the confirmation open leaves no token for a new tab', async ({
    context,
    request,
  }) => {
    const account = await createAccountWithToken(request)
    const first = await context.newPage()
    await openConfirmation(first, account)
    await first.close()
    for (const path of ['/delete-account', '/', '/fil/delete-account']) {
      const again = await context.newPage()
      await gotoHydrated(again, path, 'footer a')
      await expectNoBearer(again)
      await expect(dialog(again)).toBeHidden()
      await again.close()
    }
  })

  test('a stored session older than 10 minutes is discarded on load, on every page', async ({
    page,
    request,
  }) => {
    const account = await createAccountWithToken(request)
    await openConfirmation(page, account)
    const age = async () =>
      page.evaluate(() => {
        const stored = JSON.parse(sessionStorage.getItem('auth-storage') ?? '{}') as object
        const expiresAt = Date.now() - 1
        sessionStorage.setItem('auth-storage', JSON.stringify({ ...stored, expiresAt }))
      })
    await age()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await expectNoBearer(page)
  })

  test('no other call carries the deletion token', async ({ page, context, request }) => {
    const account = await createAccountWithToken(request)
    await openConfirmation(page, account)
    const other = await context.newPage()
    const validation = await passThrough(other, API.validate)
    const bearers: (string | null)[] = []
    other.on('request', (sent) => {
      if (sent.url().includes('/api/v1/')) bearers.push(sent.headers().authorization ?? null)
    })
    await other.goto(resetLink(account.token, account.email))
    await expect(other.getByLabel('New Password', { exact: true })).toBeVisible()
    expect(validation.count).toBe(1)
    expect(bearers).toEqual([null])
  })
})

test.describe('the reset link', () => {
  const newPassword = (page: Page) => page.getByLabel('New Password', { exact: true })

  async function openForm(page: Page, request: Parameters<typeof createAccountWithToken>[0]) {
    const account = await createAccountWithToken(request)
    await page.goto(resetLink(account.token, account.email))
    await expect(newPassword(page)).toBeVisible()
    expect(await storageText(page)).toContain(account.token)
    return account
  }

  test('Cancel forgets it', async ({ page, request }) => {
    const account = await openForm(page, request)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await storageText(page)).not.toContain(account.token)
  })

  test('an expired link is forgotten as soon as it is refused, and after Return to Home', async ({
    page,
    request,
  }) => {
    const account = await createAccountWithToken(request)
    const token = `${account.token}-old`
    await request.post('/api/__local/reset-tokens', {
      data: { email: account.email, token, expired: true },
    })
    await page.goto(resetLink(token, account.email))
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible()
    expect(await storageText(page)).not.toContain(token)
    await page.getByRole('button', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await storageText(page)).not.toContain(token)
  })

  test('a reset refused as not found forgets it; a server error keeps it for a retry', async ({
    page,
    request,
  }) => {
    const refused = await injectFault(page, API.reset, '404')
    const account = await openForm(page, request)
    await newPassword(page).fill('BrandNew123!')
    await page.getByLabel('Confirm New Password').fill('BrandNew123!')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('Reset token not found or has expired.')).toBeVisible()
    expect(refused.count).toBe(1)
    expect(await storageText(page)).not.toContain(account.token)

    const other = await page.context().newPage()
    await injectFault(other, API.reset, '500')
    const kept = await openForm(other, request)
    await newPassword(other).fill('BrandNew123!')
    await other.getByLabel('Confirm New Password').fill('BrandNew123!')
    await other.getByRole('button', { name: 'Reset Password' }).click()
    await expect(other.getByText('An error occurred. Please try again later.')).toBeVisible()
    expect(await storageText(other)).toContain(kept.token)
  })

  test('a link kept for more than 30 minutes is forgotten', async ({ page, request }) => {
    const account = await openForm(page, request)
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('reset-link') ?? '{}') as object
      sessionStorage.setItem('reset-link', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }))
    })
    await page.reload()
    await expect(page.getByText('Invalid or missing reset link parameters.')).toBeVisible()
    expect(await storageText(page)).not.toContain(account.token)
  })

  test('a reset on its way cannot be cancelled, and leaving meanwhile spends the link', async ({
    page,
    request,
  }) => {
    const reset = await passThrough(page, API.reset, 1500)
    const account = await openForm(page, request)
    await newPassword(page).fill('BrandNew123!')
    await page.getByLabel('Confirm New Password').fill('BrandNew123!')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect.poll(() => storageText(page)).not.toContain(account.token)
    await page.goBack()
    await expect(page.getByText('Invalid or missing reset link parameters.')).toBeVisible()
    await reset.settled()
    expect(reset.count).toBe(1)
    await expect(page).toHaveURL(/\/reset-password$/)
  })
})
