import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCheckPage } from './check-page-kit'
import { renderApp } from './render-app'

beforeAll(loadCheckPage)

const scam =
  'GCash: Your account will be deactivated in 24 hours. Verify now at gcash-verify.top and enter your OTP.'

async function checkAt(path: string, label: string, button: string, text: string) {
  const user = userEvent.setup()
  renderApp(path)
  await user.click(await screen.findByLabelText(label))
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: button }))
}

describe('the check page after a high-risk verdict', () => {
  it('leads to help for someone who already paid, and each reason to its kind of scam', async () => {
    await checkAt('/check', 'Message or link', 'Check', scam)
    const result = screen.getByRole('region', { name: 'High risk: this looks like a scam' })
    expect(within(result).getByText('Already paid or shared a code?')).toBeVisible()
    expect(within(result).getByRole('link', { name: 'See what to do now' })).toHaveAttribute(
      'href',
      '/help',
    )
    const kinds = within(result)
      .getAllByRole('link', { name: 'How this scam works' })
      .map((link) => link.getAttribute('href'))
    expect(kinds.length).toBeGreaterThan(0)
    for (const href of kinds) expect(href).toMatch(/^\/scams#[a-z-]+$/)
    // Each kind of scam is explained once.
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it('does the same in Filipino, to the Filipino pages', async () => {
    await checkAt('/fil/check', 'Mensahe o link', 'Suriin', scam)
    const result = screen.getByRole('region', { name: 'Mataas ang panganib: mukhang scam ito' })
    expect(within(result).getByRole('link', { name: 'Alamin ang gagawin ngayon' })).toHaveAttribute(
      'href',
      '/fil/help',
    )
    for (const link of within(result).getAllByRole('link', {
      name: 'Paano gumagana ang scam na ito',
    }))
      expect(link.getAttribute('href')).toMatch(/^\/fil\/scams#[a-z-]+$/)
  })

  it('does not send a visitor with no red flags to help, nor offer to share a warning', async () => {
    await checkAt('/check', 'Message or link', 'Check', 'See you at lunch tomorrow, Ma.')
    const result = screen.getByRole('region', { name: 'No red flags found' })
    expect(within(result).queryByRole('link', { name: 'See what to do now' })).toBeNull()
    expect(within(result).queryByRole('button', { name: 'Share this warning' })).toBeNull()
    expect(result).not.toHaveTextContent('hotline printed on your card')
  })
})

describe('the check page in Filipino', () => {
  it.each([
    [
      'Hi! Earn ₱500 a day, work from home, no experience needed.',
      'Mag-ingat: may nakitang red flag',
      1,
    ],
    ['Ma, nakauwi na ako. Kain tayo mamaya?', 'Walang nakitang red flag', 0],
  ])('names its verdict in the exact words: %s', async (text, heading, shares) => {
    await checkAt('/fil/check', 'Mensahe o link', 'Suriin', text)
    const result = screen.getByRole('region', { name: heading })
    expect(within(result).queryAllByRole('button', { name: 'I-share ang babala' })).toHaveLength(
      shares,
    )
  })
})
