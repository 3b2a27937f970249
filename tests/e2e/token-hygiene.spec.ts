import { expect, test } from '@playwright/test'
import { createAccountWithToken } from './account-kit'

test('the reset token leaves the address bar and history, survives a reload, and is forgotten after success', async ({
  page,
  request,
}) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const account = await createAccountWithToken(request)
  await page.goto('/')
  const entries = await page.evaluate(() => history.length)
  await page.goto(
    `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password$/)
  expect(await page.evaluate(() => history.length)).toBe(entries + 1)

  await page.reload()
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(account.token)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/reset-password$/)

  await page.getByLabel('New Password', { exact: true }).fill('Fresh-pass-123')
  await page.getByLabel('Confirm New Password').fill('Fresh-pass-123')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible()
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  expect(session).not.toContain(account.token)
  expect(logged.join('\n')).not.toContain(account.token)
})
