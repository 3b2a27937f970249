import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contacts } from '@/config/scam-help-contacts'
import { laws } from '@/config/scam-help-laws'
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
    checked:
      /Source: \S+, checked \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/,
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
    checked:
      /Pinagkunan: \S+, sinuri noong \d{1,2} (Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) 20\d\d$/,
  },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const sorted = (pairs: (string | null)[][]) => pairs.map((pair) => pair.join(' ')).sort()

describe.each(editions)('$url', ({ url, heading, steps, more, checked }) => {
  it('calls every number of the facts by a tel: link that shows the number itself', async () => {
    renderApp(url)
    await screen.findByRole('heading', { level: 1, name: heading })
    const links = [...document.querySelectorAll('main a[href^="tel:"]')]
    const facts = contacts.flatMap((contact) =>
      contact.phones.map((phone) => [`tel:${phone.tel}`, phone.display]),
    )
    expect(facts.length).toBeGreaterThan(0)
    expect(sorted(links.map((link) => [link.getAttribute('href'), link.textContent]))).toEqual(
      sorted(facts),
    )
  })

  it('shows every contact and law with its official source and the day it was checked', async () => {
    renderApp(url)
    await screen.findByRole('heading', { level: 1, name: heading })
    const facts = [
      ...contacts.map((contact) => ({ title: contact.name, source: contact.source })),
      ...laws.map((law) => ({ title: `${law.title} (`, source: law.source })),
    ]
    for (const { title, source } of facts) {
      const factHeading = screen.getByRole('heading', { name: new RegExp(`^${escape(title)}`) })
      const line = factHeading.parentElement!.querySelector('.fact-source') as HTMLElement
      expect(line.textContent, title).toMatch(checked)
      expect(within(line).getByRole('link')).toHaveAttribute('href', source.url)
    }
  })

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
  ['/privacy', 'Scammed? Get help', '/help'],
  ['/fil/privacy', 'Na-scam? Humingi ng tulong', '/fil/help'],
])('%s links to the help page from its header and its footer', async (url, name, href) => {
  renderApp(url)
  const footer = await screen.findByRole('navigation', { name: 'Footer' })
  expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href)
  const header = screen.getByRole('banner')
  expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href)
})
