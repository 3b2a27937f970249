import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enHeads } from '@/locales/en/heads'
import { languageManifest, screenshotOf } from '../../build-plugins/web-manifest'

const site = JSON.parse(readFileSync('manifest.webmanifest', 'utf8'))
const words = {
  name: 'ScamCheck: Scam ba ito?',
  description: 'Sinusuri ang mga text',
  checkShortcut: { name: 'Suriin ang mensahe', short_name: 'Suriin' },
  screenshotLabels: { narrow: 'Ang Home page sa phone', wide: 'Ang Home page sa computer' },
}

describe('each language’s install', () => {
  it('labels the site’s screenshots in English as the English heads do', () => {
    const labels = Object.fromEntries(
      site.screenshots.map((shot: { form_factor: string; label: string }) => [
        shot.form_factor,
        shot.label,
      ]),
    )
    expect(labels).toEqual(enHeads.landing.screenshotLabels)
  })

  it('shows its own screenshots, labelled in its words, where the build has them', () => {
    const manifest = languageManifest(site, 'fil', words, (src) => src.endsWith('.fil.png'))
    expect(manifest.screenshots).toEqual([
      expect.objectContaining({
        src: '/screenshots/home-narrow.fil.png',
        label: 'Ang Home page sa phone',
        form_factor: 'narrow',
      }),
      expect.objectContaining({
        src: '/screenshots/home-wide.fil.png',
        label: 'Ang Home page sa computer',
        form_factor: 'wide',
      }),
    ])
  })

  it('keeps the site’s screenshots and their words when it has none of its own', () => {
    const manifest = languageManifest(site, 'ceb', words, () => false)
    expect(manifest.screenshots).toEqual(site.screenshots)
    expect(screenshotOf('/screenshots/home-wide.png', 'en')).toBe('/screenshots/home-wide.png')
  })
})
