import { useEffect, useState } from 'react'
import { registerServiceWorker } from '@/lib/service-worker'

type Notice = { kind: 'offline-ready' } | { kind: 'update'; apply: () => void } | null

/** Tells when the site works offline, and when a new version waits for a reload. */
export function UpdateNotice() {
  const [notice, setNotice] = useState<Notice>(null)

  useEffect(
    () =>
      registerServiceWorker({
        onOfflineReady: () => setNotice({ kind: 'offline-ready' }),
        onUpdateAvailable: (apply) => setNotice({ kind: 'update', apply }),
      }),
    [],
  )

  return (
    <div role="status" className={notice ? 'update-notice' : undefined}>
      {notice?.kind === 'offline-ready' ? (
        <>
          <p>Ready to work offline</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setNotice(null)}
          >
            OK
          </button>
        </>
      ) : null}
      {notice?.kind === 'update' ? (
        <>
          <p>A new version is available</p>
          <button type="button" className="button button--primary" onClick={notice.apply}>
            Reload
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setNotice(null)}
          >
            Later
          </button>
        </>
      ) : null}
    </div>
  )
}
