import { useEffect } from 'react'
import { flushSync } from 'react-dom'

/**
 * Leaving the page empties what it holds before the browser keeps the page for Back (the
 * back-forward cache): a message is never shown again to whoever uses the phone next.
 */
export function useClearOnLeave(clear: () => void) {
  useEffect(() => {
    const onPageHide = () => flushSync(clear)
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [clear])
}
