import { expect, test, type Page } from '@playwright/test'
import { afterTwoFrames, API, holdScripts, passThrough, watchPage } from './fault-kit'
import { createAccountWithToken } from './account-kit'

/**
 * The delete page is prerendered: its form is on screen, and usable, before the script arrives
 * (a slow connection, a large bundle). A late script is the fault injected here.
 */
test.use({ serviceWorkers: 'block' })

const CHECKBOX = 'I understand that this action is permanent and cannot be undone'

async function fillBeforeScripts(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel(CHECKBOX).check()
}

test('what was typed before the script ran is what a later submit sends', async ({
  page,
  request,
}) => {
  const watch = watchPage(page)
  const account = await createAccountWithToken(request)
  const scripts = await holdScripts(page)
  const login = await passThrough(page, API.login)
  await page.goto('/delete-account', { waitUntil: 'commit' })
  await fillBeforeScripts(page, account)
  scripts.release()
  await expect.poll(() => scripts.isHydrated('#delete-email')).toBe(true)

  // The fields still show what was typed ...
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password)
  await expect(page.getByLabel(CHECKBOX)).toBeChecked()
  await page.getByRole('button', { name: 'Delete My Account', exact: true }).click()

  // ... so the form must not say they are empty: it logs in and asks for confirmation.
  await expect(page.getByRole('dialog', { name: 'Confirm Account Deletion' })).toBeVisible()
  expect(login.count).toBe(1)
  expect(watch.problems()).toEqual([])
})

test('a submit before the script ran never puts the password in a URL', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  const scripts = await holdScripts(page)
  const requested: string[] = []
  page.on('request', (sent) => requested.push(sent.url()))
  await page.goto('/delete-account', { waitUntil: 'commit' })
  await fillBeforeScripts(page, account)
  const submit = page.getByRole('button', { name: 'Delete My Account', exact: true })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Password', { exact: true }).press('Enter')
  // A native submission would have started its navigation by the next frames.
  await afterTwoFrames(page)
  scripts.release()
  await page.waitForLoadState('load')
  await expect(submit).toBeEnabled()

  const password = encodeURIComponent(account.password)
  expect(requested.filter((url) => url.includes(password) || url.includes('password='))).toEqual([])
  expect(page.url()).not.toContain('password')
})
