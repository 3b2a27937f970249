import { expect, test } from '@playwright/test'
import { holdScripts } from './fault-kit'
import { createAccountWithToken } from './account-kit'
import { layoutShiftTotal, recordLayoutShifts } from './layout-shifts'

test('a reset link paints its heading, title and validating view before any script runs', async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123&email=a%40mail.ph', {
    waitUntil: 'commit',
  })
  await expect(page).toHaveTitle(/^Reset Password/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Validating reset link...' }),
  ).toBeVisible()
  scripts.release()
})

test('a reset link is checked before any script file arrives, and once', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  const checks: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/validate-reset-token')) checks.push(sent.url())
  })
  const scripts = await holdScripts(page)
  const asked = page.waitForRequest(/\/validate-reset-token\?/)
  await page.goto(
    `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
    { waitUntil: 'commit' },
  )
  expect(new URL((await asked).url()).searchParams.get('token')).toBe(account.token)
  expect(await scripts.isHydrated('main')).toBe(false)
  scripts.release()
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()
  expect(checks).toHaveLength(1)
})

test('the form takes the validating view’s place without a layout shift', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await recordLayoutShifts(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(
      `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
    )
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
    expect(await layoutShiftTotal(page), `${width} px`).toBe(0)
  }
})
