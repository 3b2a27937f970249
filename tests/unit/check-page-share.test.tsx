import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sharedFromQuery } from '@/features/message-check/shared-search'
import { parseSearch } from '@/lib/search-params'
import { loadCheckPage } from './check-page-kit'
import { renderApp } from './render-app'

beforeAll(loadCheckPage)

const scam =
  'Congratulations! You won 50,000 pesos in the GCash raffle. Claim at gcash-promo.top and pay the ₱500 release fee today.'

/** The address a share sheet opens: a form sent by GET, as the browser encodes it. */
const shareUrl = (path: string, fields: Record<string, string>) =>
  `${path}?${new URLSearchParams(fields).toString()}`

afterEach(() => localStorage.clear())

describe('a shared text', () => {
  it('is built by the browser with a + for every space', () => {
    expect(shareUrl('/check', { text: 'a b+c' })).toBe('/check?text=a+b%2Bc')
  })

  it('reads as it was sent: + is a space, %2B a plus', () => {
    expect(
      sharedFromQuery('?text=1%2B1+promo&title=SMS+from+Ma&url=https%3A%2F%2Fa.ph%2F%3Fq%3Da%2Bb'),
    ).toEqual({
      title: 'SMS from Ma',
      text: '1+1 promo',
      url: 'https://a.ph/?q=a+b',
    })
  })

  it('leaves a reset link alone: a + in its email stays a +', () => {
    expect(parseSearch('?token=t&email=a+b@mail.ph')).toEqual({ token: 't', email: 'a+b@mail.ph' })
  })

  // Two whole checks of the page in one test.
  it(
    'fills the field as sent and gets the verdict the typed text gets',
    { timeout: 15_000 },
    async () => {
      renderApp(shareUrl('/check', { title: 'SMS', text: scam }))
      const field = await screen.findByLabelText('Message or link')
      expect(field).toHaveValue(`SMS\n${scam}`)
      // Text that came with an address waits for the visitor's tap.
      expect(screen.queryByRole('region', { name: 'High risk: this looks like a scam' })).toBeNull()
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: 'Check' }))
      const shared = await screen.findByRole('region', {
        name: 'High risk: this looks like a scam',
      })
      const sharedFindings = shared.querySelector('.check-result__findings')?.textContent

      await user.clear(field)
      await user.click(field)
      await user.paste(`SMS\n${scam}`)
      await user.click(screen.getByRole('button', { name: 'Check' }))
      const typed = await screen.findByRole('region', { name: 'High risk: this looks like a scam' })
      expect(typed.querySelector('.check-result__findings')?.textContent).toBe(sharedFindings)
    },
  )

  it('reads as sent on the Filipino page a visitor chose', async () => {
    localStorage.setItem('site-locale', 'fil')
    renderApp(shareUrl('/check', { text: scam }))
    expect(await screen.findByLabelText('Mensahe o link')).toHaveValue(scam)
  })
})
