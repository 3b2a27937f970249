import { useNavigate, useRouterState } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A one-time message for the page a flow ends on. */
    flash?: string
  }
}

export function FlashMessage() {
  const flash = useRouterState({ select: (state) => state.location.state.flash })
  const navigate = useNavigate()

  return (
    <div role="alert" className={flash ? 'flash container' : undefined}>
      {flash ? (
        <div className="flash__inner">
          <p>{flash}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate({ to: '.', replace: true, state: {} })}
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  )
}
