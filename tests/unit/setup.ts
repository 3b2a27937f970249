import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

if (typeof window !== 'undefined') {
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  window.scrollTo = () => {}
}

afterEach(() => {
  cleanup()
  if (typeof window !== 'undefined') window.sessionStorage.clear()
})
