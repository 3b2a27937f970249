import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useCommonMessages } from '@/components/locale-context'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A one-time message for the page a flow ends on. */
    flash?: string
  }
}

type Shown = { text: string; pathname: string }

/**
 * Shows a flow's closing message on the page it lands on, once: the message leaves the history
 * entry as soon as it shows, so a reload or back/forward does not bring it back.
 */
export function FlashMessage() {
  const incoming = useRouterState({ select: (state) => state.location.state.flash })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const navigate = useNavigate()
  const words = useCommonMessages()
  const [shown, setShown] = useState<Shown | null>(null)

  if (incoming && (shown?.text !== incoming || shown.pathname !== pathname)) {
    setShown({ text: incoming, pathname })
  } else if (!incoming && shown && shown.pathname !== pathname) {
    setShown(null)
  }

  useEffect(() => {
    if (!incoming) return
    void navigate({
      to: '.',
      search: true,
      hash: true,
      replace: true,
      resetScroll: false,
      state: (previous) => ({ ...previous, flash: undefined }),
    })
  }, [incoming, navigate])

  const text = shown?.pathname === pathname ? shown.text : null

  return (
    <div role="alert" className={text ? 'flash container' : undefined}>
      {text ? (
        <div className="flash__inner">
          <p>{text}</p>
          <button type="button" className="button button--secondary" onClick={() => setShown(null)}>
            {words.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  )
}
