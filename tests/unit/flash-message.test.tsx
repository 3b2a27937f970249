import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

const NOTICE = 'Your account has been successfully deleted.'

async function landWithNotice() {
  const app = renderApp('/delete-account')
  await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
  await act(() => app.router.navigate({ to: '/' as string, state: { flash: NOTICE } }))
  await screen.findByRole('heading', { level: 1, name: 'Is this a scam?' })
  return app
}

describe('one-time notice', () => {
  it('shows on the page the flow lands on, then leaves the history entry', async () => {
    const { history } = await landWithNotice()
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE)
    // A reload reads the entry's state: with the message gone from it, nothing shows again.
    await waitFor(() => expect(history.location.state.flash).toBeUndefined())
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE)
  })

  it('does not come back on back and forward', async () => {
    const { history } = await landWithNotice()
    await waitFor(() => expect(history.location.state.flash).toBeUndefined())
    act(() => history.back())
    await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
    expect(screen.queryByText(NOTICE)).toBeNull()
    act(() => history.forward())
    await screen.findByRole('heading', { level: 1, name: 'Is this a scam?' })
    expect(screen.queryByText(NOTICE)).toBeNull()
  })

  it('goes away on Dismiss', async () => {
    await landWithNotice()
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(NOTICE)).toBeNull()
  })
})
