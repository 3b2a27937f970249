import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCheckPage } from './check-page-kit'
import { renderApp } from './render-app'

beforeAll(loadCheckPage)

const scam =
  'GCash: Your account will be deactivated in 24 hours. Verify now at gcash-verify.top and enter your OTP.'
const filScam =
  'Nanalo ka ng P50,000 sa raffle ng GCash! I-claim sa bit.ly/gc50k, magbayad lang ng 500 pesos na processing fee ngayon.'
const ordinary = 'Ma, nakauwi na ako. Kain tayo mamaya?'
const pages = {
  en: { path: '/check', label: 'Message or link', button: 'Check', another: 'Check another' },
  fil: {
    path: '/fil/check',
    label: 'Mensahe o link',
    button: 'Suriin',
    another: 'Suriin ang iba pa',
  },
}

async function checkOn(lang: keyof typeof pages, text: string) {
  const page = pages[lang]
  const user = userEvent.setup()
  renderApp(page.path)
  const field = await screen.findByLabelText(page.label)
  await user.click(field)
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: page.button }))
  return { user, field, result: document.querySelector<HTMLElement>('.check-result') }
}

const marksIn = (result: HTMLElement | null) =>
  [...(result?.querySelectorAll('.check-message mark') ?? [])].map((mark) => mark.textContent)

describe('the message shown again with what was found marked', () => {
  it.each([
    [
      'en',
      scam,
      'High risk: this looks like a scam',
      ['deactivated', 'in 24 hours', 'gcash-verify.top'],
    ],
    [
      'fil',
      filScam,
      'Mataas ang panganib: mukhang scam ito',
      ['Nanalo ka', 'bit.ly/gc50k', 'processing fee'],
    ],
  ] as const)('marks the words and links of a scam (%s)', async (lang, text, heading, marked) => {
    const { result } = await checkOn(lang, text)
    expect(result).toBe(screen.getByRole('region', { name: heading }))
    expect(result?.querySelector('.check-message')?.textContent).toBe(text)
    expect(marksIn(result)).toEqual(expect.arrayContaining([...marked]))
  })

  it.each(['en', 'fil'] as const)('marks nothing in an ordinary text (%s)', async (lang) => {
    const { result } = await checkOn(lang, ordinary)
    expect(result?.querySelector('.check-message')?.textContent).toBe(ordinary)
    expect(marksIn(result)).toEqual([])
  })

  it('shows markup as text, never as HTML', async () => {
    const { result } = await checkOn(
      'en',
      `<img src=x onerror="alert(1)"> <b>send your OTP</b> ${scam}`,
    )
    expect(result?.querySelector('img, b')).toBeNull()
    expect(result?.querySelector('.check-message')?.textContent).toContain('<img src=x')
  })
})

describe('a verdict that does not contradict itself', () => {
  it('lists no red flag under "No red flags found": weak signs go under their own heading', async () => {
    const { result } = await checkOn('en', 'Menu for tonight is at kusinanilola.net see you')
    expect(result).toBe(screen.getByRole('region', { name: 'No red flags found' }))
    const view = within(result!)
    expect(view.queryByRole('heading', { name: 'What we found' })).toBeNull()
    expect(
      view.getByRole('heading', { name: 'Small signs, not enough for a warning' }),
    ).toBeVisible()
    expect(view.queryByRole('button', { name: 'Share this warning' })).toBeNull()
    expect(marksIn(result)).toEqual([])
  })

  it('names each link once, however many findings it has', async () => {
    const text = `BDO: your acct will be blocked. Log in at http://bdo-secure.top/login now: http://bdo-secure.top/login`
    const { result } = await checkOn('en', text)
    const links = [...result!.querySelectorAll('.check-result__links li')]
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveTextContent('bdo-secure.top')
    expect(
      result!.querySelectorAll('.check-result__findings li, .check-result__links li'),
    ).toHaveLength(result!.querySelectorAll('.check-result__findings li').length + 1)
    expect(marksIn(result).filter((mark) => mark?.includes('bdo-secure.top/login'))).toHaveLength(2)
  })
})

describe('the form around the verdict', () => {
  it('clears the old verdict as soon as the message is edited', async () => {
    const { user, field } = await checkOn('en', scam)
    expect(screen.getByRole('region', { name: 'High risk: this looks like a scam' })).toBeVisible()
    await user.type(field, '!')
    expect(screen.queryByRole('region', { name: 'High risk: this looks like a scam' })).toBeNull()
    expect(document.querySelector('.check-result')).toBeNull()
  })

  it.each(['en', 'fil'] as const)(
    'empties and focuses the field on "Check another" (%s)',
    async (lang) => {
      const { user, field } = await checkOn(lang, scam)
      await user.click(screen.getByRole('button', { name: pages[lang].another }))
      expect(field).toHaveValue('')
      expect(field).toHaveFocus()
      expect(document.querySelector('.check-result')).toBeNull()
    },
  )

  it.each([
    ['en', 'Paste a message or link first.'],
    ['fil', 'Mag-paste muna ng mensahe o link.'],
  ] as const)(
    'ties the empty-message error to the field and focuses it (%s)',
    async (lang, error) => {
      const user = userEvent.setup()
      renderApp(pages[lang].path)
      const field = await screen.findByLabelText(pages[lang].label)
      expect(field).not.toHaveAttribute('aria-invalid')
      await user.click(screen.getByRole('button', { name: pages[lang].button }))
      expect(screen.getByText(error)).toHaveAttribute('role', 'alert')
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(error)
      expect(field).toHaveFocus()
      await user.type(field, 'a')
      expect(field).not.toHaveAttribute('aria-invalid')
    },
  )
})
