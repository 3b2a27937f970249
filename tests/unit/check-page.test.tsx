import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

const scam =
  'GCash: Your account will be deactivated in 24 hours. Verify now at gcash-verify.top and enter your OTP.'

async function checkAt(path: string, label: string, button: string, text: string) {
  const user = userEvent.setup()
  renderApp(path)
  await user.type(await screen.findByLabelText(label), text)
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
    const kinds = within(result).getAllByRole('link', { name: 'How this scam works' })
    expect(kinds.length).toBeGreaterThan(0)
    for (const link of kinds) expect(link.getAttribute('href')).toMatch(/^\/scams#[a-z-]+$/)
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

  it('does not send a visitor with no red flags to help', async () => {
    await checkAt('/check', 'Message or link', 'Check', 'See you at lunch tomorrow, Ma.')
    const result = screen.getByRole('region', { name: 'No red flags found' })
    expect(within(result).queryByRole('link', { name: 'See what to do now' })).toBeNull()
  })
})

describe('the check page in Filipino', () => {
  it.each([
    [
      'Hi! Earn ₱500 a day, work from home, no experience needed.',
      'Mag-ingat: may nakitang red flag',
    ],
    ['Ma, nakauwi na ako. Kain tayo mamaya?', 'Walang nakitang red flag'],
  ])('names its verdict in the exact words: %s', async (text, heading) => {
    await checkAt('/fil/check', 'Mensahe o link', 'Suriin', text)
    const result = screen.getByRole('region', { name: heading })
    expect(within(result).getByRole('button', { name: 'I-share ang babala' })).toBeVisible()
  })
})
