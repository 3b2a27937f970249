import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

async function openPage() {
  renderApp('/delete-account')
  await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
  return screen.getByRole('main')
}

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('Delete Account page, as the store listing asks', () => {
  it('names the app and its developer in the page body, not only the footer', async () => {
    const main = await openPage()
    const intro = within(main).getByText(/published on Google Play by/)
    expect(intro).toHaveTextContent(
      'Request the deletion of your ScamCheck account and its data, with or without the app. ScamCheck is published on Google Play by ScamCheck Labs.',
    )
  })

  it('numbers the steps on this page and in the app', async () => {
    const main = await openPage()
    const steps = within(main).getByRole('region', { name: 'How to delete your ScamCheck account' })
    const onThisPage = within(steps).getByRole('list', { name: 'On this page' })
    const inTheApp = within(steps).getByRole('list', { name: 'In the app' })
    expect(onThisPage.tagName).toBe('OL')
    expect(inTheApp.tagName).toBe('OL')
    expect(itemsOf(onThisPage)).toHaveLength(3)
    expect(itemsOf(onThisPage)[2]).toMatch(/Delete My Account.*Yes, Delete My Account/)
    expect(itemsOf(inTheApp)).toEqual([
      'Open ScamCheck on your phone and sign in.',
      'Go to ScamCheck > Settings > Account > Delete account.',
      'Enter your password and confirm.',
    ])
  })

  it('puts the steps before the form', async () => {
    const main = await openPage()
    const steps = within(main).getByRole('heading', {
      name: 'How to delete your ScamCheck account',
    })
    const form = within(main).getByRole('form', { name: 'Confirm it is you' })
    expect(steps.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says what is deleted and what is kept, and for how long', async () => {
    const main = await openPage()
    const info = within(main).getByRole('region', {
      name: 'What happens when you delete your account',
    })
    expect(info).toHaveTextContent(/deleted within 30 days/)
    expect(info).toHaveTextContent(/kept for up to 12 months/)
    expect(info).toHaveTextContent(/overwritten within 90 days/)
  })

  it('gives people who cannot sign in numbered steps through the mailbox', async () => {
    const main = await openPage()
    const byEmail = within(main).getByRole('list', { name: 'Cannot sign in?' })
    expect(itemsOf(byEmail)).toHaveLength(3)
    expect(within(byEmail).getByRole('link', { name: 'info@scamcheck.ph' })).toHaveAttribute(
      'href',
      'mailto:info@scamcheck.ph?subject=Account%20deletion%20request',
    )
  })
})
