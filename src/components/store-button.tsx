import { useCommonMessages } from '@/components/locale-context'
import { site } from '@/config/site'

/** The link to the Android store listing, styled as the site's main call to action. */
export function StoreButton({ variant = 'primary' }: { variant?: 'primary' | 'light' }) {
  const words = useCommonMessages()
  return (
    <a className={`store-button store-button--${variant}`} href={site.androidStoreUrl}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 2.8v18.4c0 .5.5.8.9.6l16-9.2c.4-.2.4-.9 0-1.1l-16-9.3c-.4-.2-.9.1-.9.6Z"
          fill="currentColor"
        />
      </svg>
      <span>
        <span className="store-button__small">{words.storeSmall}</span>
        <span className="store-button__big">Google Play</span>
      </span>
    </a>
  )
}
