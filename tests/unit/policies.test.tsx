import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

/** Opens a policy page of the app and returns its article. */
async function renderPolicy(path: string, title: string) {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: title })
  return screen.getByRole('article')
}

const section = (name: RegExp) => screen.getByRole('region', { name })

function expectFrame() {
  expect(screen.getByText('Effective September 2025')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/')
}

describe('Privacy Policy', () => {
  it('has the title, effective date, way home and the required sections', async () => {
    await renderPolicy('/privacy', 'Privacy Policy')
    expectFrame()
    for (const name of [
      /Information We Collect/,
      /How We Use Your Data/,
      /What We Do Not Do/,
      /Data Retention/,
      /Your Rights/,
      /Disclaimer/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
  })

  it('promises scanned content is not stored or sold', async () => {
    await renderPolicy('/privacy', 'Privacy Policy')
    const doNot = section(/What We Do Not Do/)
    expect(doNot).toHaveTextContent(/processed in real time/i)
    expect(doNot).toHaveTextContent(/not stored/i)
    expect(doNot).toHaveTextContent(/never (sell|sold)/i)
    const retention = section(/Data Retention/)
    expect(retention).toHaveTextContent(/discarded right after analysis/i)
    expect(retention).toHaveTextContent(/within 30 days/i)
    expect(retention).toHaveTextContent(/up to 12 months/i)
    expect(retention).toHaveTextContent(/within 90 days/i)
  })

  it('lists rights under the Data Privacy Act and the way to use them', async () => {
    await renderPolicy('/privacy', 'Privacy Policy')
    const rights = section(/Your Rights/)
    expect(rights).toHaveTextContent('Data Privacy Act of 2012')
    expect(rights).toHaveTextContent('National Privacy Commission')
    expect(within(rights).getByRole('link', { name: /privacy\.gov\.ph/ })).toHaveAttribute(
      'href',
      'https://www.privacy.gov.ph',
    )
    expect(within(rights).getByRole('link', { name: /Delete Account/ })).toHaveAttribute(
      'href',
      '/delete-account',
    )
    expect(within(rights).getAllByRole('link', { name: 'info@scamcheck.ph' })[0]).toHaveAttribute(
      'href',
      'mailto:info@scamcheck.ph',
    )
    expect(rights).toHaveTextContent(/15 working days/)
  })

  it('warns that accuracy is not guaranteed and mentions children', async () => {
    const article = await renderPolicy('/privacy', 'Privacy Policy')
    expect(section(/Disclaimer/)).toHaveTextContent(/accuracy is not guaranteed/i)
    expect(article).toHaveTextContent(/children under 13/i)
  })
})

describe('Terms of Service', () => {
  it('has the title, effective date, way home and the required sections', async () => {
    await renderPolicy('/terms', 'Terms of Service')
    expectFrame()
    for (const name of [
      /Acceptance of These Terms/,
      /Acceptable Use/,
      /User Responsibilities/,
      /Limitation of Liability/,
      /Account Termination/,
      /Updates to These Terms/,
      /Governing Law/,
      /Contact/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
  })

  it('names Philippine law, the delete page and the contact mailbox', async () => {
    await renderPolicy('/terms', 'Terms of Service')
    expect(section(/Governing Law/)).toHaveTextContent(/Philippines/)
    expect(
      within(section(/Account Termination/)).getByRole('link', { name: /Delete Account/ }),
    ).toHaveAttribute('href', '/delete-account')
    expect(
      within(section(/\d+\. Contact$/)).getByRole('link', { name: 'info@scamcheck.ph' }),
    ).toHaveAttribute('href', 'mailto:info@scamcheck.ph')
  })
})

describe('the Filipino policies', () => {
  it('spell the effective date of the site configuration in Filipino, at the top and in the text', async () => {
    for (const [path, title, changes] of [
      ['/fil/privacy', 'Patakaran sa Privacy', /Mga Pagbabago sa Patakarang Ito/],
      ['/fil/terms', 'Mga Tuntunin ng Serbisyo', /Mga Update sa Mga Tuntuning Ito/],
    ] as const) {
      const view = await renderPolicy(path, title)
      expect(screen.getByText('Epektibo simula Setyembre 2025')).toBeInTheDocument()
      expect(section(changes)).toHaveTextContent(/simula Setyembre 2025\./)
      view.ownerDocument.body.innerHTML = ''
    }
  })
})
