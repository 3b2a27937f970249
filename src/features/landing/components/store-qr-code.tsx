import storeQrUrl from 'virtual:store-qr.svg'
import { site } from '@/config/site'

/** For desktop visitors, who install the app on a phone: the store listing as a QR code. */
export function StoreQrCode() {
  return (
    <figure className="store-qr">
      <img
        src={storeQrUrl}
        alt={`QR code that opens ${site.appName} on Google Play`}
        width="123"
        height="123"
        loading="lazy"
        decoding="async"
      />
      <figcaption>Scan with your phone to get the app</figcaption>
    </figure>
  )
}
