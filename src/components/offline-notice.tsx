import { useCommonMessages } from '@/components/locale-context'

/** Says, before anyone types a password, that an account action cannot work offline. */
export function OfflineNotice({ online, action }: { online: boolean; action: string }) {
  const words = useCommonMessages()
  return (
    <div role="status" className={online ? undefined : 'offline-notice'}>
      {online ? null : (
        <>
          <strong>{words.offlineTitle}</strong> {words.offlineText(action)}
        </>
      )}
    </div>
  )
}
