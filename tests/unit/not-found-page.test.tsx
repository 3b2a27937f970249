import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('404 page', () => {
  it('answers any unknown path with Page Not Found and the way back', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy')
    expect(within(main).getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms')
  })

  it('has a Need Help? box with the mailbox and the way to help', async () => {
    renderApp('/missing')
    const help = await screen.findByRole('complementary', { name: 'Need Help?' })
    expect(within(help).getByRole('link', { name: 'info@scamcheck.ph' })).toHaveAttribute(
      'href',
      'mailto:info@scamcheck.ph',
    )
    expect(within(help).getByRole('link', { name: 'See what to do now' })).toHaveAttribute(
      'href',
      '/help',
    )
  })

  it('answers in Filipino under /fil, with its help box pointing to the Filipino help page', async () => {
    renderApp('/fil/wala-rito')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hindi Nahanap ang Pahina' }),
    ).toBeVisible()
    const help = screen.getByRole('complementary', { name: 'Kailangan ng Tulong?' })
    expect(within(help).getByRole('link', { name: 'Alamin ang gagawin ngayon' })).toHaveAttribute(
      'href',
      '/fil/help',
    )
  })

  it('sets its own document title', async () => {
    renderApp('/missing')
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found/))
  })
})

describe('document titles', () => {
  it.each([
    ['/', /Is this a scam\?/],
    ['/privacy', /^Privacy Policy/],
    ['/terms', /^Terms of Service/],
    ['/delete-account', /^Delete Account/],
    ['/reset-password', /^Reset Password/],
  ])('%s has its own title', async (url, title) => {
    renderApp(url)
    await waitFor(() => expect(document.title).toMatch(title))
  })
})
