/** Says, before anyone types a password, that an account action cannot work offline. */
export function OfflineNotice({ online, action }: { online: boolean; action: string }) {
  return (
    <div role="status" className={online ? undefined : 'offline-notice'}>
      {online ? null : (
        <>
          <strong>You are offline.</strong> {action} needs an internet connection. This page will
          let you continue as soon as you are back online.
        </>
      )}
    </div>
  )
}
