import { screen } from '@testing-library/react'
import { renderApp } from './render-app'

/** Loads the check page's code once, before the tests, so the first test does not pay for it. */
export async function loadCheckPage() {
  const { unmount } = renderApp('/check')
  await screen.findByLabelText('Message or link')
  unmount()
}
