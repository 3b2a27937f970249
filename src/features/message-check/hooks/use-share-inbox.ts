import { useHydrated, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { chosenLocale } from '@/lib/locale-choice'

type SharedItem = { text: string; picture: File | null }

/** Asks the service worker, once, for what the share sheet posted (src/service-worker/sw.ts). */
function takeShare(worker: ServiceWorker): Promise<SharedItem | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<SharedItem | null>) => resolve(event.data)
    worker.postMessage({ type: 'SHARE_INBOX' }, [channel.port2])
  })
}

/** A share taken on one language's page for the visitor's chosen one, handed over in memory. */
let handedOver: SharedItem | null = null

/**
 * What the phone's share sheet sent to this page, by the service worker: never by the address.
 * The share lands on the page it was posted to; a visitor who chose another language is moved to
 * that language's check page, which gets it.
 */
export function useShareInbox(onShare: (item: SharedItem) => void) {
  const hydrated = useHydrated()
  const locale = useLocale()
  const navigate = useNavigate()

  useEffect(() => {
    if (!hydrated) return
    const worker = navigator.serviceWorker?.controller
    const taken = handedOver ? Promise.resolve(handedOver) : worker ? takeShare(worker) : null
    handedOver = null
    void taken?.then((item) => {
      if (!item) return
      const chosen = chosenLocale()
      if (!chosen || chosen === locale) return onShare(item)
      handedOver = item
      void navigate({ to: localePath(chosen, '/check'), replace: true })
    })
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated])
}
