import { expect, test } from '@playwright/test'
import { holdScripts } from './fault-kit'

/**
 * The check page is prerendered: on a slow phone the field takes typing before the script has
 * arrived. What was typed, or pasted, then must still be there, and be what is checked.
 */
test.use({ serviceWorkers: 'block' })

const scam =
  'BDO: Your account is on hold. Verify today at bdo-secure-login.top/verify to avoid suspension.'

for (const how of ['typed', 'pasted'] as const) {
  test(`a message ${how} before the script ran stays in the field and is checked`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/check', { waitUntil: 'commit' })
    const field = page.getByLabel('Message or link')
    if (how === 'typed') await field.pressSequentially(scam)
    else await field.fill(scam)
    scripts.release()
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeEnabled()

    await expect(field).toHaveValue(scam)
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'High risk: this looks like a scam' }),
    ).toBeVisible()
  })
}
