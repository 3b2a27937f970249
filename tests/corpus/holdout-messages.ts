import type { LabelledMessage } from './corpus-message'

/** Messages written after the rules and never tuned against. */
export const HOLDOUT_MESSAGES: LabelledMessage[] = [
  {
    scam: true,
    holdout: true,
    kind: 'phishing',
    text: 'Security Bank: Unusual sign-in detected. Confirm it was you at secbank-verify.monster or your account will be locked tonight.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'phishing',
    text: 'GCash: Ang iyong GCash ay na-flag. Para hindi ma-suspend, i-update ang iyong info dito https://bit.ly/gcash-kyc-ph',
  },
  {
    scam: true,
    holdout: true,
    kind: 'delivery-fee',
    text: 'Your parcel could not be delivered due to an unpaid fee of P42. Please pay at https://ph-post-delivery.sbs within 24 hours.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'task-job',
    text: 'Hi po! Online job, P300-P1,500 daily, follow lang ng Shopee stores at mag-screenshot. Message sa Telegram para sa slot.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'investment',
    text: 'Kumikita ako ng P2,000 araw-araw sa crypto! 100% guaranteed returns, P1,000 lang ang puhunan. PM mo ko.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'wrong-send',
    text: 'Good pm po, mali po pala yung number na napadalhan ko ng P1,200. Kayo po pala. Pwede po pakibalik sa GCash ko? Salamat.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'fake-ayuda',
    text: 'DSWD: May P6,500 ayuda para sa iyong pamilya. I-claim bago maubos ang pondo: dswd-payout.xyz',
  },
  {
    scam: true,
    holdout: true,
    kind: 'prize',
    text: 'Congratulations! You won P75,000 from the Maya anniversary raffle. To claim, pay the P1,000 release fee to our agent.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'loan-fee',
    text: 'Approved ang loan application mo na P40,000! Magbayad lang ng P1,200 processing fee para ma-release ngayong araw.',
  },
  {
    scam: true,
    holdout: true,
    kind: 'money-mule',
    text: 'Easy money! Gamitin namin ang bank account mo para tumanggap ng bayad ng clients, ipasa mo lang sa amin, may P500 ka kada transaction.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'otp-notice',
    text: 'Your Security Bank OTP is 551902. Never give this to anyone. Security Bank will never ask for your OTP.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'receipt',
    text: 'GCash: You have paid P350.00 to PLDT. Ref No. 4410 229 883010. Thank you!',
  },
  {
    scam: false,
    holdout: true,
    kind: 'official-link',
    text: 'BPI: Manage your cards in the BPI app or at https://www.bpi.com.ph. Never share your OTP or password.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'courier',
    text: 'LBC: Hi Ana, your package 8812-0034-55 is out for delivery. Track at https://www.lbcexpress.com',
  },
  {
    scam: false,
    holdout: true,
    kind: 'school',
    text: 'Mga magulang, ang bayad para sa school ID ay P120, ibigay lang po sa adviser. Salamat po.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'government-advisory',
    text: 'Pag-IBIG Fund: Check your MP2 savings only at https://www.pagibigfundservices.com or https://www.pagibigfund.gov.ph. Beware of fake pages.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'family-chat',
    text: 'Kuya, nag-send na ako ng P1,000 para sa bigas. Pakicheck na lang sa GCash mo ha, salamat!',
  },
  {
    scam: false,
    holdout: true,
    kind: 'family-chat',
    text: 'Nak, may tumawag sa akin, taga-bangko daw, hinihingi yung OTP. Hindi ko binigay. Tama ba?',
  },
  {
    scam: false,
    holdout: true,
    kind: 'work-chat',
    text: 'Hi team, the client approved the proposal! Let us finish the slides before Friday.',
  },
  {
    scam: false,
    holdout: true,
    kind: 'promo',
    text: 'Smart: Get 10GB for P99, valid for 7 days. Dial *123# to register. Salamat!',
  },
]
