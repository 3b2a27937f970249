import type { CorpusMessage } from './corpus-message'

/**
 * What real senders send that reads like a push: promos that link only to the sender's own site,
 * in-app menu paths instead of links, offers with a last day, and warnings that quote scams.
 */
export const ORDINARY_MESSAGES_SENDERS: CorpusMessage[] = [
  {
    kind: 'promo',
    lang: 'en',
    text: 'Smart: LAST CHANCE! Redeem a P100 GrabFood voucher for 300 GigaPoints, tonight only. Visit smrt.ph/GigaPointsDeals. T&Cs apply.',
  },
  {
    kind: 'promo',
    lang: 'fil',
    text: 'GCash: Walang convenience fee sa Meralco ngayong linggo! Go to Bills > Electric Utilities > Meralco at bayaran bago ang due date mo.',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Maya: Boost your savings to up to 15% interest p.a. for a limited time! Open the Maya app > Savings > Boost to see your rate today.',
  },
  {
    kind: 'cashback',
    lang: 'en',
    text: 'BPI: Convert your appliance purchases to 0% installment for up to 12 months. Log in to the BPI app > Cards > Installments. Offer ends Dec 31, hurry!',
  },
  {
    kind: 'loan-offer',
    lang: 'fil',
    text: 'Kailangan ng dagdag puhunan? Get up to P125,000 instant cash sa GLoan. Tap Borrow > GLoan sa GCash app para makita ang iyong offer.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: "Good news! You're pre-qualified for a UnionBank Personal Loan of up to P300,000. Apply in the UnionBank Online app: Log in > Loans > Personal Loan. Offer ends 11/30.",
  },
  {
    kind: 'promo',
    lang: 'ceb',
    text: 'Smart: Ka-Smart, ugma na ang katapusan sa GIGA Video 99! I-register na sa Smart App: smrt.ph/GigaVideo. Ayaw palabya!',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Hurry, the 11.11 Globe Online Shop sale ends at midnight! Get up to P5,000 off on postpaid plans at globe.com.ph/shop',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Maya: Your QR payments this week earned you 5 entries to the Merry Money Holiday draw on Dec 20! Check your entries at maya.ph/merrymoney. Per DTI Fair Trade Permit No. FTEB-199876 Series of 2024.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'DepEd: Classes at all levels in public schools are suspended tomorrow, Nov 27, due to the typhoon. Stay safe and watch for updates at deped.gov.ph',
  },
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'PAG-IBIG FUND: Naaprubahan na ang inyong Multi-Purpose Loan. Ipapasok ang halaga sa inyong Loyalty Card Plus sa loob ng 3 araw. Bisitahin ang www.pagibigfund.gov.ph para sa detalye.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'SSS: Your salary loan application has been approved. The proceeds will be credited to your disbursement account within 3 working days. Check its status on My.SSS at www.sss.gov.ph',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'LBC: Your shipment 1234567890 is out for delivery today. Track it at lbcexpress.com/track and please have a valid ID ready.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: "NTC ADVISORY: Missed calls from foreign numbers? Think twice before calling back. It may be a 'one-ring' scam that charges you per minute.",
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'Smart: Immediately report suspicious calls or texts for FREE by calling *888. Stay safe this holiday season!',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: "DICT: Trabahong 'like and follow' na may malaking sahod? Scam 'yan! Huwag magpadala ng pera para sa 'task'. I-report sa eGovPH app.",
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'Metrobank will never call or text you to ask for your OTP, password or card details. Double check before you click: we only send links to metrobank.com.ph',
  },
  {
    kind: 'scam-warning',
    lang: 'ceb',
    text: 'PAHIMANGNO: Ayaw pagtuo sa mga text nga nagtanyag ug trabaho nga dako ang suhol. Scam kana. Ayaw ihatag ang imong OTP bisan kinsa.',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Congratulations! You won a P500 GCash voucher in our 11.11 raffle. It is now in your voucher pocket. Go to your GCash dashboard to use it before Nov 30.',
  },
  {
    kind: 'government-alert',
    lang: 'fil',
    text: 'DICT: Ang mga SIM na hindi rehistrado ay ide-deactivate pagkatapos ng deadline. Magrehistro lamang sa official SIM registration site ng inyong telco. Huwag magpaloko sa mga nagpapanggap.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'Hi! You are pre-approved for a Home Credit cash loan of up to P50,000. Apply in the Home Credit app or visit any Home Credit partner store near you.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'Good news! You are pre-approved for a BDO Personal Loan of up to P500,000 with low monthly add-on rates. Call (02) 8123-4567 to avail or visit any BDO branch.',
  },
  {
    kind: 'loan-offer',
    lang: 'fil',
    text: 'Pre-approved na po kayo sa Pag-IBIG Multi-Purpose Loan! Matatanggap ang loan sa loob ng 3 araw. Para sa tanong, tumawag sa (02) 8123-4567.',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'You have received PHP 350.00 of GCash from MA*IA S. 09181234567 w/ MSG: pambayad sa ulam. Your new balance is PHP 1,204.75. Ref. No. 7012345678901.',
  },
]
