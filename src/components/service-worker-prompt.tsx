import { useEffect, useRef, useState } from 'react'
import { useFloatingNoticeRoom } from '@/components/floating-notice-room'
import { useCommonMessages } from '@/components/locale-context'

/** How often an open page asks for a new version, besides each time it becomes visible again. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

type Prompt = { kind: 'offline-ready' } | { kind: 'update'; apply: () => void } | null

/** Once per page, however many ways the new worker announces itself. */
let reloading = false
function reloadOnce() {
  if (reloading) return
  reloading = true
  window.location.reload()
}

function checkForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      void registration.update().catch(() => undefined)
    }
  }
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  // An installed app is mostly resumed, not reopened: it checks whenever it is shown again.
  document.addEventListener('visibilitychange', check)
}

/**
 * Registers the service worker (vite-plugin-pwa's registerSW, in prompt mode) and says when the
 * site works offline and when a new version waits. Accepting it in one tab reloads every tab.
 */
export function ServiceWorkerPrompt() {
  const [prompt, setPrompt] = useState<Prompt>(null)
  const words = useCommonMessages()
  const notice = useRef<HTMLDivElement>(null)
  useFloatingNoticeRoom(notice, prompt !== null)

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    // A page that already had a worker reloads once when a new one takes over, whichever tab
    // accepted it; a first install takes control without a reload.
    const hadController = navigator.serviceWorker.controller !== null
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadController) reloadOnce()
    })
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const applyUpdate = registerSW({
        onOfflineReady: () => setPrompt({ kind: 'offline-ready' }),
        onNeedRefresh: () => setPrompt({ kind: 'update', apply: () => void applyUpdate() }),
        onNeedReload: reloadOnce,
        onRegisteredSW: (_url, registration) => {
          if (registration) checkForUpdates(registration)
        },
      })
    })
  }, [])

  return (
    <div ref={notice} role="status" className={prompt ? 'update-notice' : undefined}>
      {prompt?.kind === 'offline-ready' ? (
        <>
          <p>{words.offlineReady}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPrompt(null)}
          >
            {words.ok}
          </button>
        </>
      ) : null}
      {prompt?.kind === 'update' ? (
        <>
          <p>{words.updateAvailable}</p>
          <button type="button" className="button button--primary" onClick={prompt.apply}>
            {words.reload}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPrompt(null)}
          >
            {words.later}
          </button>
        </>
      ) : null}
    </div>
  )
}
