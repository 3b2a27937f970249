import type { CorpusMessage } from './corpus-message'

/** More scams, as received: shortened words, all caps and throwaway links. */
export const SCAM_MESSAGES_MORE: CorpusMessage[] = [
  {
    kind: 'family-emergency',
    lang: 'fil',
    text: 'nay c tonton po 2, nwala cp q. pde po pa-load muna ng 500 s # n 2 tpos pasa nyo dn 2k s gcash, need q lng tlga ngaun. wag nyo n po twagan ung luma',
  },
  {
    kind: 'qr-payment',
    lang: 'en',
    text: 'INSTAPAY REFUND: A failed transfer of P4,500 is being returned to you. Scan the QR in this message using your bank app and approve the request to receive it.',
  },
  {
    kind: 'remittance',
    lang: 'fil',
    text: 'LBC REMIT: Mam/Sir may pending cash padala kayo P18,000 from Kuwait. Naka-hold dahil kulang ang ID. I-send ang P750 verification fee sa account name ng agent para ma-release agad.',
  },
  {
    kind: 'online-seller',
    lang: 'fil',
    text: 'Sold out na sa mall to sis! Last 2 pcs na lang Stanley tumbler 40oz P650. Mine na ba? Pa-GCash na po para ma-reserve, ship out bukas. NO COD NO RESERVE',
  },
  {
    kind: 'gambling',
    lang: 'fil',
    text: 'MAY P1OO KA SA BAGO MONG ACCOUNT!!! Mag-log in lang at mag-top up ng 50 para ma-withdraw ang bonus. ph-win8.bet/claim Valid ngayong araw lang',
  },
  {
    kind: 'gambling',
    lang: 'en',
    text: 'FREE SP1NS x50 credited to your acct! Use code WlN888 on first dep. Cash out to GCash instantly. Go: lucky-pinoy.lat/r/9x2',
  },
  {
    kind: 'investment',
    lang: 'fil',
    text: 'Gusto mo bang kumita habang tulog? Sa CryptoPH Mining, P5,000 mo magiging P15,000 sa loob ng 10 araw. Sali na sa group namin, link sa bio: cryptoph-mine.io',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Instagram: We noticed a copyright complaint on your account. Submit a counter-notice within 24h or your account will be removed: ig-copyright-help.com/appeal',
  },
  {
    kind: 'sim-swap',
    lang: 'fil',
    text: 'TNT: Ang SIM mo ay isa sa mga napiling ma-upgrade sa 5G nang libre. I-reply ang buong pangalan, address at OTP na ise-send namin para ma-activate ngayon din.',
  },
  {
    kind: 'utility-disconnection',
    lang: 'fil',
    text: 'MERALCO: Huling abiso! Ang inyong kuryente ay puputulin ngayong 4PM. Para maiwasan, magbayad agad sa meralco-online.cfd gamit ang GCash o card.',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'EasyTrip Notice: We noticed your RFID account has an outstanding balance of P188.00. Please settle it by tonight to avoid a 10x surcharge: easytrip-ph.icu',
  },
  {
    kind: 'traffic-fine',
    lang: 'fil',
    text: 'LTO: Ang inyong rehistro ay may nakabinbing multa na P3,500. Kung hindi mababayaran sa loob ng 48 oras, ia-alarm ang plaka. Magbayad dito: lto-gov-ph.info',
  },
  {
    kind: 'load-points',
    lang: 'en',
    text: 'GCash Points: 3,888 points will expire on 11/30. Convert them to cash now at gcash-pts.cash and enter your MPIN to continue.',
  },
  {
    kind: 'pig-butchering',
    lang: 'fil',
    text: 'Hello, kumusta ka na? Matagal na tayong hindi nagkita ah! Naaalala mo pa ba ako? Si Grace to na kasama mo dati sa Makati.',
  },
  {
    kind: 'charity',
    lang: 'fil',
    text: 'Magandang araw po. Kami ay mga volunteer na nagpapakain ng mga batang lansangan. Kahit P100 lang po, malaking tulong. GCash: 0946xxxxxxx. God bless po sa inyong puso.',
  },
  {
    kind: 'tech-support',
    lang: 'fil',
    text: 'ALERTO: Na-hack ang phone mo at kinukuha ang data mo. I-tap ito para ma-scan at ma-protektahan agad ang GCash mo: secure-phone-scan.top',
  },
  {
    kind: 'sextortion',
    lang: 'en',
    text: 'Hi, I have your photos from the chat last night. Send 5,000 pesos via GCash now or I will post them in your barangay group and send to your mom.',
  },
  {
    kind: 'travel-booking',
    lang: 'en',
    text: 'Airbnb: Your host has requested payment outside the app to confirm your stay in Siargao. Pay P6,200 via bank transfer to secure the dates: airbnb-secure-pay.com',
  },
]
