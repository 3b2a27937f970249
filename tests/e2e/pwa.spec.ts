import { expect, test } from '@playwright/test'
import { callBothAccountApis, createAccountWithToken, fillDeleteForm } from './account-kit'
import { watchPage } from './fault-kit'
import { cachedUrls, openPersistentBrowser, pngSize, waitForServiceWorker } from './pwa-support'

test('Chromium finds the site installable, and it opens offline on /privacy after one visit to /', async ({}, testInfo) => {
  const { context, page, close } = await openPersistentBrowser(testInfo)
  try {
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    await context.setOffline(true)
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  } finally {
    await close()
  }
})

test('the manifest has every field, and icons of the sizes they claim', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveAttribute(
    'content',
    '#0b3d91',
  )
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1)
  await expect(page.locator('link[rel="icon"]')).not.toHaveCount(0)
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /width=device-width/,
  )

  const response = await request.get('/manifest.webmanifest')
  expect(response.headers()['content-type']).toMatch(/manifest\+json|json/)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-PH',
    theme_color: '#0b3d91',
    background_color: '#ffffff',
  })
  for (const field of ['name', 'short_name', 'description']) expect(manifest[field]).toBeTruthy()
  expect(manifest.categories.length).toBeGreaterThan(0)

  const images = [...manifest.icons, ...manifest.screenshots] as { src: string; sizes: string }[]
  for (const image of images) {
    const bytes = await (await request.get(image.src)).body()
    const { width, height } = pngSize(bytes)
    expect(`${width}x${height}`, image.src).toBe(image.sizes)
  }
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(
    true,
  )
  const factors = manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor)
  expect(factors).toEqual(expect.arrayContaining(['narrow', 'wide']))
})

test('after one visit every page opens offline, deep links and reloads included', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const pages = [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/', 'Is this a scam?'],
    ['/delete-account', 'Delete Account'],
    ['/help', 'Scammed? Do this now'],
    ['/scams', 'Common scams in the Philippines'],
    ['/check', 'Check a message'],
    ['/reset-password?token=abcdefghijklmnopqrstuvwxyz&email=a%40b.ph', 'Reset Password'],
    ['/a/deep/link/that/does-not-exist', 'Page Not Found'],
  ] as const
  for (const [path, heading] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
  }
})

test('after one Filipino page read online, its help, scams, check and 404 pages open offline', async ({
  page,
  context,
}) => {
  const watch = watchPage(page)
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto('/fil/terms')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mga Tuntunin ng Serbisyo' }),
  ).toBeVisible()
  // The worker keeps the language's offline pages once it has served one of its pages.
  await expect
    .poll(
      async () =>
        (await cachedUrls(page)).filter((url) => /\/fil\/(help|scams|check|404)$/.test(url)).length,
      { timeout: 20_000 },
    )
    .toBe(4)
  await context.setOffline(true)
  const pages = [
    ['/fil/help', 'Na-scam? Gawin ito ngayon'],
    ['/fil/scams', 'Mga karaniwang scam sa Pilipinas'],
    ['/fil/terms', 'Mga Tuntunin ng Serbisyo'],
    ['/fil/wala-rito-offline', 'Hindi Nahanap ang Pahina'],
  ] as const
  for (const [path, heading] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
  }
  await page.goto('/fil/check')
  await expect(page.getByRole('heading', { level: 1, name: 'Suriin ang mensahe' })).toBeVisible()
  await page.getByLabel('Mensahe o link').fill('Hello')
  await expect(page.getByLabel('Mensahe o link')).toHaveValue('Hello')
  expect(watch.problems()).toEqual([])
})

test('a first visit precaches no other language; offline, each language falls back to its own 404 page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
  await waitForServiceWorker(page)
  const first = await cachedUrls(page)
  expect(first.filter((url) => /\/(fil|ceb)(\/|$)|\.(fil|ceb)-/.test(url))).toEqual([])
  await page.goto('/fil/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Patakaran sa Privacy' })).toBeVisible()
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.endsWith('/fil/404')), {
      timeout: 20_000,
    })
    .toBe(true)
  await context.setOffline(true)

  const read = await page.goto('/fil/privacy')
  expect(await read?.text()).toContain('Patakaran sa Privacy</h1>')
  await expect(page.getByRole('heading', { level: 1, name: 'Patakaran sa Privacy' })).toBeVisible()

  // The first HTML, before any script: the 404 page of the path's language.
  const fallbacks = [
    { path: '/fil/wala-rito-offline', lang: 'fil', notFound: 'Hindi Nahanap ang Pahina' },
    { path: '/no-such-page-offline', lang: 'en-PH', notFound: 'Page Not Found' },
  ]
  for (const { path, lang, notFound } of fallbacks) {
    const html = (await (await page.goto(path))?.text()) ?? ''
    expect(html, path).toContain(`<html lang="${lang}"`)
    expect(html, path).toContain(`${notFound}</h1>`)
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
  }
  await page.goto('/fil/wala-rito-offline')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hindi Nahanap ang Pahina' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kailangan ng Tulong?' })).toBeVisible()
})

test('offline, a link with a query or another form of a Filipino or Bisaya page stays in its language', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
  await waitForServiceWorker(page)
  await page.goto('/fil/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Patakaran sa Privacy' })).toBeVisible()
  await expect
    .poll(
      async () =>
        (await cachedUrls(page)).filter((url) => /\/fil\/(reset-password|404)$/.test(url)).length,
      { timeout: 20_000 },
    )
    .toBe(2)
  await context.setOffline(true)

  const token = 'offline-token-0123456789abcdefghij'
  // The first HTML, before any script: the 404 page of the address's language when kept, else the
  // default language's; never a page with a query. Then its scripts draw the page when it is kept.
  const fil404 = 'Hindi Nahanap ang Pahina'
  const answers = [
    {
      path: `/fil/reset-password?token=${token}&email=a%40b.ph`,
      lang: 'fil',
      sent: fil404,
      shown: 'I-reset ang Password',
    },
    { path: '/fil/terms?ref=share', lang: 'fil', sent: fil404, shown: fil404 },
    { path: '/fil/terms/', lang: 'fil', sent: fil404, shown: fil404 },
    {
      path: `/ceb/reset-password?token=${token}`,
      lang: 'en-PH',
      sent: 'Page Not Found',
      shown: 'Page Not Found',
    },
    { path: '/ceb/wala-diri', lang: 'en-PH', sent: 'Page Not Found', shown: 'Page Not Found' },
  ]
  for (const { path, lang, sent, shown } of answers) {
    const html = (await (await page.goto(path))?.text()) ?? ''
    expect(html, path).toContain(`<html lang="${lang}"`)
    expect(html, path).toContain(`${sent}</h1>`)
    await expect(page.getByRole('heading', { level: 1, name: shown }), path).toBeVisible()
    if (shown !== sent) await expect(page.getByText('Offline ka.'), path).toBeVisible()
  }
  await expect(page).toHaveURL(/\/ceb\/wala-diri$/)
  const urls = await cachedUrls(page)
  expect(urls.filter((url) => url.includes('token') || url.includes('?ref'))).toEqual([])
})

test('no API answer and no reset token is ever cached', async ({ page, request }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const account = await callBothAccountApis(page, request)

  const urls = await cachedUrls(page)
  expect(urls.length).toBeGreaterThan(5)
  expect(urls.filter((url) => url.includes('/api/'))).toEqual([])
  expect(urls.filter((url) => url.includes('token=') || url.includes(account.token))).toEqual([])
})

test('no form of a reset link, in any language, leaves its token in Cache Storage', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const token = 'variant-token-0123456789abcdefghij'
  const query = `?token=${token}&email=someone%40example.ph`
  for (const path of ['/reset-password', '/fil/reset-password'])
    for (const form of ['', '/', '.html']) {
      await page.goto(`${path}${form}${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  const urls = await cachedUrls(page)
  expect(urls.filter((url) => url.includes('token') || url.includes(token))).toEqual([])
})

for (const account of ['delete', 'reset'] as const) {
  test(`the ${account} page says it needs a connection while offline, and recovers`, async ({
    page,
    context,
    request,
  }) => {
    const seeded = await createAccountWithToken(request)
    const path =
      account === 'delete'
        ? '/delete-account'
        : `/reset-password?token=${seeded.token}&email=${encodeURIComponent(seeded.email)}`
    const button = account === 'delete' ? 'Delete My Account' : 'Reset Password'
    await page.goto(path)
    const submit = page.getByRole('button', { name: button })
    await expect(submit).toBeEnabled()
    await context.setOffline(true)
    await expect(page.getByText('You are offline.')).toBeVisible()
    await expect(submit).toBeDisabled()
    await context.setOffline(false)
    await expect(page.getByText('You are offline.')).toBeHidden()
    await expect(submit).toBeEnabled()
  })
}

test('a connection lost during a request shows a network error and frees the button', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await page.goto('/delete-account')
  await fillDeleteForm(page, account.email, account.password)
  await page.route('**/api/v1/auth/login', async (route) => {
    await context.setOffline(true)
    await route.abort('internetdisconnected')
  })
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Network error occurred' })).toBeVisible()
  await expect(page.getByText('You are offline.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeEnabled()
})

test('every language installs as its own app: its pages link its manifest, in its words', async ({
  page,
  request,
}) => {
  const { htmlLang, localePath, locales } = await import('../../src/lib/locale')
  const names = new Set<string>()
  for (const locale of locales) {
    const start = localePath(locale, '/')
    await page.goto(localePath(locale, '/help'))
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await request.get(href!)
    expect(response.headers()['content-type'], href!).toMatch(/manifest\+json/)
    expect(response.headers()['cache-control'], href!).toBe('no-cache')
    const manifest = await response.json()
    expect(manifest, href!).toMatchObject({
      id: start,
      start_url: start,
      scope: '/',
      lang: htmlLang[locale],
      share_target: { action: localePath(locale, '/check') },
      shortcuts: [{ url: localePath(locale, '/check') }],
    })
    for (const shot of manifest.screenshots as { src: string; label: string }[]) {
      const image = await request.get(shot.src)
      expect(image.status(), shot.src).toBe(200)
      expect(image.headers()['content-type'], shot.src).toBe('image/png')
      names.add(shot.label)
    }
    names.add(`${manifest.name} ${manifest.description} ${manifest.shortcuts[0].name}`)
    await page.goto(start)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href!)
    const cdp = await page.context().newCDPSession(page)
    expect((await cdp.send('Page.getAppManifest')).errors, href!).toEqual([])
    await cdp.detach()
  }
  // Each language's own words and screenshots: no two installs read the same.
  expect(names.size).toBe(locales.length * 3)
})

test('the default language keeps the spec install words', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'ScamCheck: Is this a scam?',
    shortcuts: [{ name: 'Check a message', short_name: 'Check', url: '/check' }],
  })
})
