import type { CorpusMessage } from './corpus-message'

/** Real senders' offers that look risky: promos with their own links, raffles, cashback, loans. */
export const ORDINARY_MESSAGES_PROMOS: CorpusMessage[] = [
  // promo: banks, wallets and telcos linking to their own domains
  {
    kind: 'promo',
    lang: 'en',
    text: 'Smart: Enjoy 24GB + unli calls & texts for 7 days with MAGIC DATA 199! Buy now in the GigaLife App: smrt.ph/gigalife',
  },
  {
    kind: 'promo',
    lang: 'fil',
    text: 'Smart: Ka-Smart, may FREE 1GB ka ngayong weekend! I-claim sa GigaLife App bago mag-Linggo: smrt.ph/freedata. Walang babayaran.',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'GOMO: No-expiry data is back! 25GB for P299, only until Sunday. Grab it in the GOMO app or at gomo.ph',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Globe: Surf all day with GO+99 for 7 days. Dial *143# or visit globe.com.ph/go to register. Msg&data rates apply.',
  },
  {
    kind: 'promo',
    lang: 'fil',
    text: 'TM: Sulit na EasySURF50! 3GB + unli allnet texts for 3 days. I-dial ang *143# o pumunta sa tm.com.ph para mag-register.',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Maya: Earn up to 15% interest a year on your savings when you boost. Open the Maya app or visit maya.ph/savings to learn how.',
  },
  {
    kind: 'promo',
    lang: 'fil',
    text: 'GCash: Libreng padala hanggang Dec 31! Mag-Send Money sa ibang bangko nang walang fee gamit ang GCash app. Detalye sa gcash.com/promos',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'BDO: Get up to 24 months 0% installment on gadgets with your BDO Credit Card at partner stores. T&Cs at bdo.com.ph/promos. DTI Permit No. FTEB-204118 S.2026',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'DITO: Level Up 99 is here! 14GB 5G/4G data for 30 days. Load in the DITO app or at dito.ph. Never share your OTP with anyone.',
  },
  // raffle: raffles with DTI permit numbers
  {
    kind: 'raffle',
    lang: 'en',
    text: 'BPI: Every P5,000 spend on your BPI Credit Card = 1 raffle entry to win a Toyota Raize! Promo until Dec 31. Per DTI Fair Trade Permit No. FTEB-198342 Series of 2026. Details at bpi.com.ph',
  },
  {
    kind: 'raffle',
    lang: 'fil',
    text: 'GCash: Ka-GCash, bawat P500 na Pay Bills mo ay 1 entry sa GCash Pasko Raffle! Ang mga nanalo ay tatawagan lang mula sa official GCash hotline 2882. DTI Fair Trade Permit No. FTEB-201552 S.2026',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Congratulations! Your entry in the SM Advantage Year-End Raffle is confirmed, Entry No. 0045812. Draw on Jan 5 at SM Megamall. Per DTI FTEB-199021 Series of 2026.',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Metrobank: Winners of the Spend & Win Promo are listed at metrobank.com.ph/promos. Winners will be notified by registered mail. We will never ask you to pay to claim a prize. DTI FTEB-187640 S.2026',
  },
  {
    kind: 'raffle',
    lang: 'fil',
    text: 'Jollibee: Salamat sa pagsali sa Jolly Raffle! Ang draw ay sa Dis 20, i-livestream sa official Jollibee Facebook page. Per DTI Permit No. FTEB-202237 Series of 2026.',
  },
  {
    kind: 'raffle',
    lang: 'en',
    text: 'Shopee 11.11 Raffle: Thank you for joining! Winners will be announced in the Shopee app on Nov 20. Shopee will never ask for payment to release a prize. DTI FTEB-196120 S.2026',
  },
  // cashback
  {
    kind: 'cashback',
    lang: 'en',
    text: 'Maya: You got P50 cashback for paying your Meralco bill with Maya! It is now in your wallet. See your transactions in the Maya app.',
  },
  {
    kind: 'cashback',
    lang: 'fil',
    text: 'GCash: Congrats! Nakatanggap ka ng P20 cashback sa iyong Buy Load transaction. Makikita ito sa iyong GCash balance. Ref No. 8012 345 678901',
  },
  {
    kind: 'cashback',
    lang: 'en',
    text: 'UnionBank: Your 5% cashback of P412.30 for October has been credited to your Rewards Card account. View details in the UnionBank Online app.',
  },
  {
    kind: 'cashback',
    lang: 'en',
    text: 'ShopeePay: Get 10% cashback up to P100 when you scan to pay at 7-Eleven this weekend. No promo code needed. DTI Permit No. FTEB-203377 S.2026',
  },
  {
    kind: 'cashback',
    lang: 'fil',
    text: 'Security Bank: Na-credit na ang P300 cashback mo mula sa Cashback Card promo. Walang kailangang i-claim at walang link na pipindutin.',
  },
  // loan-offer: real lenders' own offers
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'GCash: Good news! You are eligible to GLoan up to P25,000. Check your offer in the GCash app under Borrow. Never share your MPIN or OTP.',
  },
  {
    kind: 'loan-offer',
    lang: 'fil',
    text: 'Home Credit: Pre-approved ka para sa Cash Loan hanggang P50,000! Mag-apply sa Home Credit app lang. Hindi kami humihingi ng bayad bago ilabas ang loan.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'BPI: Need extra funds? Apply for a BPI Personal Loan of up to P3M with fixed monthly payments. Apply only at bpi.com.ph/personalloan or in the BPI app.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'Maya: Your Maya Personal Loan credit limit has increased to P75,000. Open the Maya app to view your offer. Maya will never text you a link to apply.',
  },
  {
    kind: 'loan-offer',
    lang: 'fil',
    text: 'Pag-IBIG Fund: Bukas na ang Multi-Purpose Loan application sa Virtual Pag-IBIG. Mag-log in lang sa pagibigfundservices.com. Walang fixer, walang bayad ang pag-apply.',
  },
  {
    kind: 'loan-offer',
    lang: 'en',
    text: 'SSS: Salary Loan applications may be filed online through My.SSS at sss.gov.ph. SSS does not charge any fee to process your loan.',
  },
]
