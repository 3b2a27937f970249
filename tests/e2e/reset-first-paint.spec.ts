import { expect, test } from '@playwright/test'
import { holdScripts } from './fault-kit'
import { createAccountWithToken } from './account-kit'

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

test('the form takes the validating view’s place without a layout shift', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(
      `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
    )
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `${width} px`,
    ).toBe(0)
  }
})
