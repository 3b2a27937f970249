import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('landing page', () => {
  it('shows the hero with a store button to the Android listing', async () => {
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
    const store = screen.getAllByRole('link', { name: /google play/i })[0]
    expect(store).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\/store\/apps/),
    )
  })

  it('offers desktop visitors a QR code of the listing, named for what it opens', async () => {
    renderApp('/')
    const qr = await screen.findByRole('img', {
      name: 'QR code that opens ScamCheck on Google Play',
    })
    expect(qr).toHaveAttribute('src', expect.stringMatching(/store-qr.*\.svg$/))
    expect(qr.closest('figure')).toHaveTextContent('Scan with your phone to get the app')
  })

  it('states the four threat statistics', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByText('13.4%')).toBeInTheDocument()
    expect(
      screen.getByText(/13\.4% of digital transactions .*suspected to be fraudulent/),
    ).toBeInTheDocument()
    expect(screen.getByText(/34% of people have .*lost money to scams/)).toBeInTheDocument()
    expect(screen.getByText(/74% of users have received scam messages/)).toBeInTheDocument()
    expect(
      screen.getByText(/SMS scams dropped by 2025 while fraud on social media grew/),
    ).toBeInTheDocument()
  })

  it.each([
    [
      '/',
      'Check a message, no app needed',
      '/check',
      'Already paid or shared a code? Get help now',
      '/help',
    ],
    [
      '/fil',
      'Suriin ang mensahe, kahit walang app',
      '/fil/check',
      'Nakapagbayad o nakapagbigay ka na ng code? Humingi ng tulong ngayon',
      '/fil/help',
    ],
  ])(
    'at %s, leads from the download button to the check and to help',
    async (path, check, checkHref, help, helpHref) => {
      renderApp(path)
      const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!
      expect(within(hero).getByRole('link', { name: check })).toHaveAttribute('href', checkHref)
      expect(within(hero).getByRole('link', { name: help })).toHaveAttribute('href', helpHref)
    },
  )

  it('lists the five features by name, each explained', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    for (const name of [
      'Instant Scam Detection',
      'AI-Powered Analysis',
      'Sender Verification',
      'Built-in Safety Tips',
      'One-Tap Protection',
    ]) {
      const heading = screen.getByRole('heading', { level: 3, name })
      const item = heading.closest('li')
      expect(item?.querySelector('p')?.textContent?.length).toBeGreaterThan(30)
    }
  })

  it('has a footer with the powered-by line and the 2025 copyright', async () => {
    renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText(/powered by ScamCheck Labs/i)).toBeInTheDocument()
    expect(within(footer).getByText(/© 2025 ScamCheck Labs/)).toBeInTheDocument()
  })

  it("shows 'Image unavailable' where an image fails to load", async () => {
    renderApp('/')
    const shield = await screen.findByRole('img', { name: /shield with a check mark/i })
    fireEvent.error(shield)
    expect(await screen.findByText('Image unavailable')).toBeVisible()
    expect(screen.queryByRole('img', { name: /shield with a check mark/i })).toBeNull()
  })
})

describe('header', () => {
  it('links to the privacy and terms pages', async () => {
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
    expect(within(nav).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
  })

  it('toggles the mobile menu and closes it on Escape, returning focus', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/')
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    await user.click(toggle)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Terms' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/terms')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
