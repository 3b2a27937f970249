import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { apiPort } from './ports'

const login = `http://127.0.0.1:${apiPort}/api/v1/auth/login`

// A real page on another port of this machine: another origin, as any page the developer opens.
let foreign: Server
test.beforeAll(async () => {
  foreign = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>Elsewhere</title>'),
  )
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
})
test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())))

test.beforeEach(async ({ page }) => {
  await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`)
})

const credentials = JSON.stringify({ email: 'demo@scamcheck.ph', password: 'DemoPass123!' })

test('a foreign page cannot log in to the local API with a CORS-simple text/plain post', async ({
  page,
}) => {
  const answered = page.waitForResponse(login)
  await page.evaluate(
    ([url, body]) =>
      fetch(url!, {
        method: 'POST',
        mode: 'no-cors',
        body,
        headers: { 'content-type': 'text/plain' },
      }),
    [login, credentials],
  )
  const response = await answered
  expect(response.status()).toBe(403)
})

test('a foreign page can neither send the site JSON login nor read an answer', async ({ page }) => {
  const attempts = await page.evaluate(
    async ([url, body]) => {
      const outcomes: string[] = []
      for (const type of ['application/json', 'text/plain']) {
        try {
          const response = await fetch(url!, {
            method: 'POST',
            body,
            headers: { 'content-type': type },
          })
          outcomes.push(`read ${response.status}`)
        } catch (error) {
          outcomes.push((error as Error).name)
        }
      }
      return outcomes
    },
    [login, credentials],
  )
  expect(attempts).toEqual(['TypeError', 'TypeError'])
})
