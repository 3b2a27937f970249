import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scamKinds } from '@/config/scam-kinds'
import { findLinks } from '@/features/message-check/find-links'
import { renderApp } from './render-app'

// The anchors the message check's reasons point to, one a kind of scam.
const anchors = [
  'online-seller',
  'phishing',
  'delivery-fee',
  'task-job',
  'investment',
  'wrong-send',
  'fake-ayuda',
  'impersonation-call',
  'prize',
  'loan-fee',
  'love',
  'money-mule',
  'recovery',
]

const editions = [
  { url: '/scams', heading: 'Common scams in the Philippines', prefix: '' },
  { url: '/fil/scams', heading: 'Mga karaniwang scam sa Pilipinas', prefix: '/fil' },
]

async function renderGuide(url: string, heading: string) {
  renderApp(url)
  await screen.findByRole('heading', { level: 1, name: heading })
  return [...document.querySelectorAll('section.scam-kind')]
}

describe('the guide to common scams', () => {
  it('has a section for every kind of scam the message check names', () => {
    expect([...scamKinds]).toEqual(anchors)
  })

  describe.each(editions)('$url', ({ url, heading, prefix }) => {
    it('has one folded section a kind, anchored by its id inside the fold, each listed in the contents', async () => {
      const sections = await renderGuide(url, heading)
      const anchorIn = (section: Element) =>
        document.getElementById(section.querySelector('details [id]:not(h2)')!.id)
      expect(sections.map((section) => anchorIn(section)!.id)).toEqual(anchors)
      for (const section of sections) {
        expect(anchorIn(section)!.closest('details')?.parentElement).toBe(section)
        expect(section.querySelector('details')).not.toHaveAttribute('open')
      }
      const contents = screen.getByRole('navigation', { name: /scam/i })
      const hrefs = within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(anchors.map((id) => `#${id}`))
    })

    it('shows each example as text: its links defanged, nothing clickable', async () => {
      const sections = await renderGuide(url, heading)
      let defanged = 0
      for (const section of sections) {
        const example = section.querySelector('blockquote')!
        const text = example.textContent ?? ''
        expect(text.length, section.id).toBeGreaterThan(40)
        expect(example.querySelectorAll('a, [href], [onclick]'), section.id).toHaveLength(0)
        expect(findLinks(text), section.id).toEqual([])
        expect(text, section.id).not.toMatch(/https?:|www\./i)
        if (/hxxps:\/\/\S+\[\.\]\S+/.test(text)) defanged += 1
      }
      expect(defanged).toBeGreaterThanOrEqual(5)
    })

    it('gives every kind its red flags, what to do, and the way back to the contents', async () => {
      const sections = await renderGuide(url, heading)
      for (const section of sections) {
        expect(section.querySelectorAll('ul > li').length).toBeGreaterThan(4)
        const links = [...section.querySelectorAll('a')].map((link) => link.getAttribute('href'))
        expect(links, section.id).toEqual(['#scams-contents'])
      }
      expect(document.getElementById('scams-contents')).toHaveTextContent(/scam/i)
    })

    it('leads to /check and /help once, before the contents', async () => {
      await renderGuide(url, heading)
      const main = screen.getByRole('main')
      const hrefs = within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(hrefs.filter((href) => href === `${prefix}/check`)).toHaveLength(1)
      expect(hrefs.filter((href) => href === `${prefix}/help`)).toHaveLength(1)
      expect(hrefs.indexOf(`${prefix}/check`)).toBeLessThan(hrefs.indexOf(`#${anchors[0]}`))
    })
  })
})
