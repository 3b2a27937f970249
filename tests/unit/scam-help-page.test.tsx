import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

const editions = [
  {
    url: '/help',
    heading: 'Scammed? Do this now',
    steps: [
      'Stop paying and stop sharing codes',
      'Call your bank or e-wallet now',
      'Change your passwords and MPIN',
      'Save the evidence',
      'Report it',
      'Beware of “recovery” offers',
    ],
    more: { '/scams': 'Common scams in the Philippines', '/check': 'Check a message' },
  },
  {
    url: '/fil/help',
    heading: 'Na-scam? Gawin ito ngayon',
    steps: [
      'Tumigil sa pagbabayad at pagbibigay ng code',
      'Tawagan agad ang bangko o e-wallet mo',
      'Palitan ang mga password at MPIN mo',
      'Itago ang ebidensya',
      'I-report ito',
      'Mag-ingat sa alok na “recovery”',
    ],
    more: { '/fil/scams': 'Mga karaniwang scam sa Pilipinas', '/fil/check': 'Suriin ang mensahe' },
  },
]

describe.each(editions)('$url', ({ url, heading, steps, more }) => {
  it('lists the steps in order, most urgent first', async () => {
    renderApp(url)
    await screen.findByRole('heading', { level: 1, name: heading })
    const list = document.querySelector('ol.help-steps') as HTMLElement
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((title) => title.textContent)
    expect(titles).toEqual(steps)
  })

  it('leads on to the guide and the message check in its language', async () => {
    renderApp(url)
    await screen.findByRole('heading', { level: 1, name: heading })
    for (const [href, name] of Object.entries(more)) {
      const main = screen.getByRole('main')
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })
})

it.each([
  ['/privacy', 'Scammed? Do this now', '/help', 'Common scams', '/scams'],
  ['/fil/privacy', 'Na-scam? Gawin ito ngayon', '/fil/help', 'Mga karaniwang scam', '/fil/scams'],
])(
  '%s links to the help page and the guide from its footer',
  async (url, help, helpHref, guide, guideHref) => {
    renderApp(url)
    const footer = await screen.findByRole('navigation', { name: 'Footer' })
    expect(within(footer).getByRole('link', { name: help })).toHaveAttribute('href', helpHref)
    expect(within(footer).getByRole('link', { name: guide })).toHaveAttribute('href', guideHref)
  },
)
