import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { nginxAccessLog } from './ports'

// Runs on the nginx host only: it alone writes an access log, in the deploy file's format.
const token = 'Tok.en-12e4_AbC~0123456789+/=xyz'
const email = 'juan+scam@mail.ph'

test('no reset link reaches the access log, in any form or language', async ({ request }) => {
  const marker = `logged-${Date.now()}`
  const query = `?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
  for (const language of ['', '/fil'])
    for (const form of ['', '/', '.html', `/${marker}`])
      await request.get(`${language}/reset-password${form}${query}`, { maxRedirects: 0 })
  await request.get(`/${query}`)
  const log = () => readFileSync(nginxAccessLog, 'utf8')
  // The page's own addresses are not logged at all; a mistyped one is, by its path only.
  await expect.poll(() => log().split(marker).length - 1).toBe(2)
  expect(log()).toContain(`GET /fil/reset-password/${marker} `)
  expect(log()).not.toContain('GET /fil/reset-password.html ')
  for (const secret of [token, encodeURIComponent(token), 'Tok.en', 'juan', 'mail.ph', '?'])
    expect(log()).not.toContain(secret)
})
