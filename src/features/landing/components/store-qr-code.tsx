import storeQrUrl from 'virtual:store-qr.svg'

/** For desktop visitors, who install the app on a phone: the store listing as a QR code. */
export function StoreQrCode({ alt, caption }: { alt: string; caption: string }) {
  return (
    <figure className="store-qr">
      <img src={storeQrUrl} alt={alt} width="123" height="123" loading="lazy" decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
