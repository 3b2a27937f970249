import type { CorpusMessage } from './corpus-message'

/** Real codes, public alerts and scam warnings, which quote the very words scams use. */
export const ORDINARY_MESSAGES_ALERTS: CorpusMessage[] = [
  // otp-notice
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Your GCash authentication code is 771209. NEVER share this code with anyone. GCash will never ask for your OTP or MPIN.',
  },
  {
    kind: 'otp-notice',
    lang: 'fil',
    text: 'Huwag ibigay ang code na ito kahit kanino: 402118. Ito ang iyong Maya login OTP, valid sa loob ng 5 minuto. Kung hindi ikaw ang nag-request, huwag pansinin.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'UnionBank: 558102 is your OTP to enroll a new device. If you did not request this, call us at (02) 8841-8600. Never share your OTP.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: "<#> Your Facebook code is 84012993. Don't share it. fb.com/code 1aBcD2eF3g",
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Landbank: Your OTP for fund transfer of PHP 1,500.00 to acct ending 0921 is 663281. Valid for 3 mins. DO NOT share this OTP with anyone.',
  },
  {
    kind: 'otp-notice',
    lang: 'fil',
    text: 'Ang iyong Smart verification code ay 2093. Gamitin ito sa GigaLife App. Hindi kailanman hihingin ng Smart ang code na ito sa tawag o text.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'eGov PH: Your one-time PIN is 918273. It will expire in 5 minutes. Do not share this PIN with anyone, including government personnel.',
  },
  // government-alert: NDRRMC, PAGASA, PHIVOLCS and LGU alerts
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'NDRRMC: Signal No. 3 itinaas sa Catanduanes at Camarines Sur dahil sa Bagyong Pepito. Lumikas na kung nasa mababang lugar. Makinig sa abiso ng inyong LGU.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'PAGASA: Red Rainfall Warning over Metro Manila, Rizal and Bulacan. Serious flooding expected in low-lying areas. Take necessary precautions.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'PHIVOLCS: Magnitude 6.2 earthquake in Davao Oriental, 10:42 AM. No tsunami threat to the Philippines. Expect aftershocks. Check on your family.',
  },
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'QC Gov: WALANG PASOK sa lahat ng antas, pampubliko at pribado, bukas Hulyo 24 dahil sa malakas na ulan. Manatiling ligtas. Para sa emergency tumawag sa 122.',
  },
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'Brgy. San Isidro: Magkakaroon ng libreng bakuna laban sa tigdas para sa batang 0-5 taon sa Sabado, 8AM-12NN sa covered court. Dalhin ang baby book.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'NDRRMC Emergency Alert: TSUNAMI WARNING. Coastal areas of Eastern Samar, move to higher ground immediately. Follow instructions of local officials.',
  },
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'MMDA: Number coding suspendido ngayong araw, Nob 1. Asahan ang mabigat na trapiko papunta sa mga sementeryo. Planuhin ang biyahe.',
  },
  // scam-warning: warnings from agencies and banks that quote the scam words
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'SEC ADVISORY: The public is warned against entities offering "guaranteed 30% monthly returns" and asking for deposits via GCash. These are not registered to solicit investments. Report to SEC EIPD.',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'PAALALA mula sa NTC: Huwag i-click ang link sa mga text na nagsasabing "your account is locked" o "claim your prize". Hindi nagpapadala ng link ang mga bangko sa text. I-report sa 1326.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'BPI will NEVER send you a link asking you to "verify your account" or "update your details". Do not share your OTP, even with someone claiming to be from BPI.',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'DICT-CICC: Kapag may nag-text na "bagong number ko to, pautang muna," tawagan muna ang kamag-anak sa lumang numero bago magpadala. I-report ang scam sa CICC hotline 1326.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'GCash reminder: Scammers may text "You won P50,000, send the OTP to claim". GCash raffle winners never pay a fee and never give an OTP. Report at help.gcash.com',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'BSP Paalala: Ang mga text na "Bayaran ang release fee para makuha ang loan mo" ay scam. Ang lehitimong lending company ay hindi humihingi ng bayad bago ilabas ang pera.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'Meralco advisory: We do not send disconnection notices with payment links by text. Pay only through the Meralco app or accredited partners. Ignore messages asking you to pay to "avoid disconnection today".',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'Maya: Watch out for fake "SIM upgrade" texts asking for your SIM\'s 19-digit number or OTP. Telcos never ask for these by text. Stay safe!',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'LTO ABISO: May kumakalat na pekeng text na "may unpaid violation ka, magbayad dito" na may link. Hindi nagpapadala ang LTO ng payment link sa SMS. Sa LTMS portal lang magbayad.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'PNP Anti-Cybercrime Group: If someone threatens to post your private photos unless you pay, do not pay and do not delete the chats. Report to ACG at once.',
  },
]
