import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('a move to another language’s page within the app', () => {
  it.each([
    ['/fil/check', 'Suriin ang mensahe', 'fil'],
    ['/ceb/check', 'Susiha ang mensahe', 'ceb'],
  ])('renders %s in its words, with its shared words loaded first', async (to, heading, lang) => {
    const { router } = renderApp('/check')
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a message' })).toBeVisible()
    await router.navigate({ to, replace: true })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(screen.queryByText('Something went wrong!')).toBeNull()
    expect(document.documentElement.lang).toBe(lang)
  })
})
