import type { CorpusMessage } from './corpus-message'

/**
 * Senders' notices with words a scam uses too: a code that expires in minutes, a fee the reader
 * no longer has to pay, a share in a raffle's prize pool, a win whose permit is written "DTI-FTEB".
 */
export const ORDINARY_MESSAGES_EXPIRING: CorpusMessage[] = [
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Your OTP is 582913. Ref no: 200004417723. Code will expire in 3 minutes.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Your LANDBANK verification code is 771204. It is valid for 5 minutes only. Ref 8820193344.',
  },
  {
    kind: 'otp-notice',
    lang: 'fil',
    text: 'Ang iyong OTP ay 403318. Mag-e-expire ito sa loob ng 2 minuto. Ref. No. 310045562981',
  },
  {
    kind: 'otp-notice',
    lang: 'ceb',
    text: 'Ang imong OTP ay 925611. Mo-expire kini sulod sa 5 minutos. Ref 4410029983.',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Good news! Starting March 1, you no longer have to pay a P10.00 convenience fee when you pay your Globe Postpaid bill with GCash.',
  },
  {
    kind: 'promo',
    lang: 'fil',
    text: 'Simula ngayong buwan, hindi mo na kailangang magbayad ng P15 service fee sa pag-cash in sa 7-Eleven gamit ang Maya app.',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: "You've earned 2 raffle entries from paying with QR on GCash! Get a share in the P500,000 prize pool when you hit 10 entries this month. DTI Fair Trade Permit No. FTEB-201144 Series of 2024",
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Keep shopping on Lazada this 11.11! Every P1,000 spend is an entry to win a share of the P1,000,000 cash pot. Winners announced Nov 20 on the Lazada app.',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Congratulations! You won P5,000 in the Maya Merry Money raffle. Your prize is now in your Maya wallet. Per DTI-FTEB Permit No. 186574, Series of 2024',
  },
  {
    kind: 'raffle',
    lang: 'fil',
    text: 'Panalo ka ng P1,000 GCash eGift sa aming Pamaskong Raffle! Makikita ito sa iyong GCash app sa loob ng 3 araw. Per DTI FTEB Permit Number 201887 Series of 2024',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'LAZADA: TO UPDATE YOUR PASSWORD, use OTP code 305517. Valid for 10 mins.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Angkas: Your verification code is 8842. Enter it in the app to update your password.',
  },
]
