import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contacts } from '@/config/scam-help-contacts'
import { lawPoints, laws } from '@/config/scam-help-laws'
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
    hotline: 'National anti-scam hotline',
    reported:
      /^Reported by Philippine News Agency \(20 March 2025, via HT Syndication\) and Manila Bulletin \(3 July 2024\); no official page states it$/,
    checkedOnce: 'Each source in this section was checked on 26 November 2026.',
    hold: 'can hold the disputed money for up to 30 days',
    law: 'Republic Act No. 10175 (2012): Cybercrime Prevention Act',
  },
  {
    url: '/fil/help',
    heading: 'Na-scam? Gawin ito ngayon',
    steps: [
      'Tumigil sa pagbabayad at pagbibigay ng code',
      'Tawagan agad ang bangko o e-wallet mo',
      'Palitan ang mga password at MPIN mo',
      'I-save ang ebidensya',
      'I-report ito',
      'Mag-ingat sa alok na “recovery”',
    ],
    more: { '/fil/scams': 'Mga karaniwang scam sa Pilipinas', '/fil/check': 'Suriin ang mensahe' },
    hotline: 'Pambansang anti-scam hotline',
    reported:
      /^Iniulat ng Philippine News Agency \(Marso 20, 2025, sa HT Syndication\) at ng Manila Bulletin \(Hulyo 3, 2024\); walang opisyal na pahinang nagsasabi nito$/,
    checkedOnce: 'Sinuri ang bawat pinagkunan sa bahaging ito noong Nobyembre 26, 2026.',
    hold: 'nang hanggang 30 araw',
    law: 'Republic Act No. 10175 (2012): Cybercrime Prevention Act',
  },
]

const sorted = (pairs: (string | null)[][]) => pairs.map((pair) => pair.join(' ')).sort()

/** Every address a fact of the page comes from, and the page it links to act on. */
const sourceUrls = [...contacts, ...laws, ...lawPoints].flatMap((fact) => {
  const sources = 'sources' in fact ? fact.sources : [fact.source]
  const web = 'web' in fact && fact.web ? [fact.web] : []
  return [
    ...web,
    ...sources.flatMap((source) =>
      source.kind === 'official' ? [source.url] : source.reports.flatMap((r) => r.url ?? []),
    ),
  ]
})

describe.each(editions)('$url', (edition) => {
  const open = async () => {
    renderApp(edition.url)
    await screen.findByRole('heading', { level: 1, name: edition.heading })
    return screen.getByRole('main')
  }

  it('calls every number of the facts by a tel: link that shows the number itself', async () => {
    await open()
    const links = [...document.querySelectorAll('main a[href^="tel:"]')]
    const facts = contacts.flatMap((contact) =>
      contact.phones.map((phone) => [`tel:${phone.tel}`, phone.display]),
    )
    expect(facts).toContainEqual(['tel:1326', '1326'])
    expect(sorted(links.map((link) => [link.getAttribute('href'), link.textContent]))).toEqual(
      sorted(facts),
    )
  })

  it('shows 1326 in its own box, with the reports behind it', async () => {
    const main = await open()
    const box = within(main).getByRole('region', { name: edition.hotline })
    expect(within(box).getByRole('link', { name: '1326' })).toHaveAttribute('href', 'tel:1326')
    const line = box.querySelector('.fact-source--reported') as HTMLElement
    expect(line.textContent).toMatch(edition.reported)
    expect(within(line).getByRole('link', { name: 'Manila Bulletin' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/mb\.com\.ph\//),
    )
  })

  it('lists the e-wallet and bank lines right under step 2, the e-wallet first', async () => {
    const main = await open()
    const lines = main.querySelector('.help-lines') as HTMLElement
    const before = lines.previousElementSibling as HTMLElement
    expect(before.querySelector('li:last-child h2')?.textContent).toBe(edition.steps[1])
    const names = within(lines)
      .getAllByRole('heading', { level: 3 })
      .map((name) => name.textContent)
    expect(names[0]).toBe('GCash')
    expect(names).toContain('Land Bank of the Philippines (Landbank)')
  })

  it('links every source and place by name, never by a raw address', async () => {
    const main = await open()
    const links = within(main).getAllByRole('link')
    const web = links.filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''))
    expect(web.length).toBeGreaterThan(15)
    for (const link of web)
      expect(link.textContent, link.textContent!).not.toMatch(/^https?:|\.ph\b|\.com\b/)
    const hrefs = links.map((link) => link.getAttribute('href'))
    for (const url of sourceUrls) expect(hrefs, url).toContain(url)
    expect(hrefs.some((href) => href?.includes('notes/'))).toBe(false)
  })

  it('says the check date once per section, not on every card', async () => {
    const main = await open()
    const lines = [...main.querySelectorAll('.fact-checked')].map((line) => line.textContent)
    expect(lines).toEqual([
      edition.checkedOnce,
      edition.checkedOnce,
      edition.checkedOnce,
      edition.checkedOnce,
    ])
    for (const source of main.querySelectorAll('.fact-source'))
      expect(source.textContent).not.toMatch(/2026/)
  })

  it('names each law once with its year, and says what the AFASA allows and no more', async () => {
    const main = await open()
    expect(within(main).getByRole('heading', { level: 3, name: edition.law })).toBeVisible()
    const afasa = within(main).getByRole('heading', { name: /^Republic Act No\. 12010 / })
      .parentElement as HTMLElement
    expect(afasa.textContent).toContain(edition.hold)
    expect(afasa.textContent).not.toMatch(/will (be )?refund|must freeze|guarantee/i)
  })

  it('lists the steps in order, most urgent first', async () => {
    const main = await open()
    const titles = [...main.querySelectorAll('ol.help-steps > li > h2')].map((t) => t.textContent)
    expect(titles).toEqual(edition.steps)
    const lists = [...main.querySelectorAll('ol.help-steps')]
    expect(lists.map((list) => list.getAttribute('start'))).toEqual(['1', '3'])
  })

  it('leads on to the guide and the message check in its language', async () => {
    const main = await open()
    for (const [href, name] of Object.entries(edition.more)) {
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

describe('the pages that point to 1326', () => {
  it.each([
    ['/no/such/page', 'Need Help?', 'reported by Philippine News Agency and Manila Bulletin'],
    [
      '/fil/wala-rito',
      'Kailangan ng Tulong?',
      'iniulat ng Philippine News Agency at ng Manila Bulletin',
    ],
  ])('%s: the help box calls 1326 and says who reported it', async (url, name, reported) => {
    renderApp(url)
    const box = await screen.findByRole('complementary', { name })
    const call = within(box).getByRole('link', { name: '1326' })
    expect(call).toHaveAttribute('href', 'tel:1326')
    expect(call.parentElement?.textContent).toContain(reported)
  })

  it.each([
    ['/terms', /Contact$/, 'reported by Philippine News Agency and Manila Bulletin'],
    ['/fil/terms', /Makipag-ugnayan$/, 'iniulat ng Philippine News Agency at ng Manila Bulletin'],
  ])('%s: the contact section calls 1326 and says who reported it', async (url, name, reported) => {
    renderApp(url)
    const heading = await screen.findByRole('heading', { level: 2, name })
    const section = heading.closest('section') as HTMLElement
    const call = within(section).getByRole('link', { name: '1326' })
    expect(call).toHaveAttribute('href', 'tel:1326')
    expect(call.parentElement?.textContent).toContain(reported)
  })
})
