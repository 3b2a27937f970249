import { expect, test, type Page } from '@playwright/test'
import { waitForServiceWorker } from './pwa-support'
import { scamSms, screenshotFile } from './screenshot-kit'

/** The headings of the three verdicts. */
const verdicts =
  /^(High risk: this looks like a scam|Be careful: warning signs found|No red flags found)$/

const high = 'High risk: this looks like a scam'

/** Posts a share to a check page as the phone's share sheet does: a multipart form, navigating. */
async function share(
  page: Page,
  fields: Record<string, string>,
  picture?: Buffer,
  action = '/check',
) {
  await page.evaluate(
    ([entries, base64, target]) => {
      const form = document.createElement('form')
      form.method = 'POST'
      form.enctype = 'multipart/form-data'
      form.action = target
      for (const [name, value] of Object.entries(entries!)) {
        const input = document.createElement('textarea')
        input.name = name
        input.value = value
        form.append(input)
      }
      if (base64) {
        const input = document.createElement('input')
        input.type = 'file'
        input.name = 'files'
        const transfer = new DataTransfer()
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        transfer.items.add(new File([bytes], 'shot.png', { type: 'image/png' }))
        input.files = transfer.files
        form.append(input)
      }
      document.body.append(form)
      form.submit()
    },
    [fields, picture?.toString('base64') ?? '', action] as const,
  )
}

/** Whether any request of the page reached the host with this method. */
function hostRequests(page: Page, method: string) {
  const reached: string[] = []
  page.on('response', (response) => {
    if (response.request().method() === method && !response.fromServiceWorker())
      reached.push(response.url())
  })
  return reached
}

test('a shared text posted to /check is answered by the service worker and checked', async ({
  page,
}) => {
  await page.goto('/check')
  await waitForServiceWorker(page)
  const reached = hostRequests(page, 'POST')
  await share(page, { title: 'SMS', text: scamSms, url: '' })
  await expect(page.getByRole('heading', { name: high })).toBeVisible()
  await expect(page.getByLabel('Message or link')).toHaveValue(`SMS\n${scamSms}`)
  expect(new URL(page.url()).pathname).toBe('/check')
  expect(new URL(page.url()).search).toBe('')
  expect(reached).toEqual([])
})

// The share sheet posts to the check page of the install (English's, or the language's own); the
// page the visitor chose reads the picture.
const chosenPages = [
  {
    locale: 'fil',
    postedTo: '/check',
    high: 'Mataas ang panganib: mukhang scam ito',
    label: 'Mensahe o link',
  },
  {
    locale: 'ceb',
    postedTo: '/check',
    high: 'Taas ang peligro: murag scam kini',
    label: 'Mensahe o link',
  },
  {
    locale: 'ceb',
    postedTo: '/ceb/check',
    high: 'Taas ang peligro: murag scam kini',
    label: 'Mensahe o link',
  },
]

for (const { locale, postedTo, high: verdict, label } of chosenPages) {
  test(`a shared screenshot posted to ${postedTo} is read on the ${locale} page the visitor chose`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.goto(`/${locale}/check`)
    await page.evaluate((chosen) => localStorage.setItem('site-locale', chosen), locale)
    await waitForServiceWorker(page)
    const reached = hostRequests(page, 'POST')
    const picture = await screenshotFile(browser, scamSms, { app: 'sms', theme: 'dark' })
    await share(page, { title: '', text: '', url: '' }, picture.buffer, postedTo)
    await expect(page).toHaveURL(new RegExp(`/${locale}/check$`))
    await expect(page.getByRole('heading', { name: verdict })).toBeVisible({ timeout: 90_000 })
    await expect(page.getByLabel(label)).toHaveValue(/gcash-verify\.top/)
    expect(reached).toEqual([])
  })
}

test('text in a crafted address fills the field, spaces intact, and waits for a tap', async ({
  page,
}) => {
  const crafted = 'Congratulations!  You won   ₱50,000. Claim at https://promo-ph.top/claim'
  await page.goto(`/check?text=${encodeURIComponent(crafted)}`)
  await expect(page.getByLabel('Message or link')).toHaveValue(crafted)
  await expect(
    page.getByText('This text came with the address of this page, not from you.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(0)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(1)
})

test('Back after a full load elsewhere shows an empty field and no verdict', async ({ page }) => {
  await page.goto('/check')
  await page.getByLabel('Message or link').fill(scamSms)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.getByRole('heading', { name: high })).toBeVisible()
  await page.goto('/privacy')
  await page.goBack()
  await expect(page).toHaveURL(/\/check$/)
  await expect(page.getByLabel('Message or link')).toHaveValue('')
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(0)
})
