export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

type ServiceWorkerEvents = {
  onOfflineReady: () => void
  onUpdateAvailable: (applyUpdate: () => void) => void
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 })
  else setTimeout(task, 1000)
}

/** Registers the service worker once the page is loaded and idle; returns a cleanup. */
export function registerServiceWorker(events: ServiceWorkerEvents): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {}
  let stopped = false
  let timer: number | undefined

  async function start() {
    const { Workbox } = await import('workbox-window')
    if (stopped) return
    const workbox = new Workbox('/sw.js')
    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate) events.onOfflineReady()
    })
    workbox.addEventListener('waiting', () => {
      events.onUpdateAvailable(() => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      })
    })
    await workbox.register()
    timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void workbox.update()
    }, UPDATE_CHECK_INTERVAL_MS)
  }

  const begin = () => whenIdle(() => void start().catch(() => undefined))
  if (document.readyState === 'complete') begin()
  else window.addEventListener('load', begin, { once: true })

  return () => {
    stopped = true
    window.clearInterval(timer)
  }
}
