import type { CorpusMessage } from './corpus-message'

/** Scams about money changing hands: family asks, QR codes, padala, sellers, casinos, crypto. */
export const SCAM_MESSAGES_MONEY: CorpusMessage[] = [
  // family-emergency: "new number" and relatives in trouble
  {
    kind: 'family-emergency',
    lang: 'fil',
    text: 'Ma, si Jun to, bago kong number. Nasira phone ko. Pwede pa send muna 3k sa gcash na to 09176650213, emergency lang, balik ko agad bukas. Wag mo muna sabihin kay papa',
  },
  {
    kind: 'family-emergency',
    lang: 'fil',
    text: 'Tita! Ako po si Bea, naaksidente po si Kuya Mark sa motor, nasa ER kami ngayon kailangan ng deposit P15,000 bago operahan. Pakisend po sa GCash ng nurse 0956xxxxxxx. Wag na po kayo tumawag low batt ako',
  },
  {
    kind: 'family-emergency',
    lang: 'en',
    text: 'Hi Mom its me, this is my new number, old phone fell in the water. Can you help me pay a bill today? I cant log in to my bank app yet. Ill pay you back tomorrow x',
  },
  {
    kind: 'family-emergency',
    lang: 'fil',
    text: 'Pa, nahuli ako ng pulis dito sa checkpoint wala daw akong OR/CR. Pwede daw ayusin P8,000 para di na ma-impound. Send mo na lng sa number ng officer 0991xxxxxxx pls bilis',
  },
  {
    kind: 'family-emergency',
    lang: 'fil',
    text: 'Bes bagong number ko to, naholdap ako kanina pati wallet kinuha. Pautang muna 2,500 pang-uwi, send mo sa gcash ng pinsan ko. Pls pls mamaya ko na ipaliwanag',
  },
  {
    kind: 'family-emergency',
    lang: 'en',
    text: 'Good evening Mrs. Santos, this is Dr. Reyes from the ER. Your son was brought in after an accident. We need a P20,000 down payment for the CT scan before we proceed. Send via GCash to the cashier 0917xxxxxxx.',
  },
  // qr-payment: QR codes that pay the wrong person or open a fake page
  {
    kind: 'qr-payment',
    lang: 'fil',
    text: "Ma'am, sa QR na lang po kayo mag-bayad, sira po yung card machine. I-scan nyo lang po tong pinasa ko tapos ilagay MPIN para ma-confirm ang refund nyo.",
  },
  {
    kind: 'qr-payment',
    lang: 'en',
    text: 'To receive your refund of P2,350, scan the attached QR code with your GCash app and enter your MPIN. The amount will be credited in 5 minutes.',
  },
  {
    kind: 'qr-payment',
    lang: 'fil',
    text: 'Buyer po ako ng item nyo sa Marketplace. Bayad na po ako, scan nyo lang yung QR na sinend ko para ma-RECEIVE nyo yung pera, tapos type nyo OTP.',
  },
  {
    kind: 'qr-payment',
    lang: 'en',
    text: 'PARKING NOTICE: Your vehicle has an unpaid parking fee. Scan the QR on the sticker or visit qrpay-parking.site to settle P150 and avoid towing.',
  },
  {
    kind: 'qr-payment',
    lang: 'fil',
    text: 'Pa-scan na lang po ng QR code para sa prize nyo na P5,000 from Gcash anniversary. After scan, ilagay ang MPIN at OTP para pumasok sa wallet nyo.',
  },
  // remittance: padala that needs a fee first
  {
    kind: 'remittance',
    lang: 'fil',
    text: 'PALAWAN EXPRESS: May padala po kayo na P12,500 mula sa UAE. Para ma-claim, magbayad muna ng P350 tax sa GCash 0935xxxxxxx at i-send ang resibo. Ref# PX-889120',
  },
  {
    kind: 'remittance',
    lang: 'en',
    text: 'Western Union: A transfer of USD 850 is waiting for you. Release fee P1,200 must be paid first. Reply with your full name and valid ID photo to wu-release-ph.com',
  },
  {
    kind: 'remittance',
    lang: 'fil',
    text: 'Cebuana: Naka-hold po ang remittance nyo na P25,000 dahil sa AMLC verification. Bayaran ang P2,500 clearance para ma-release ngayong araw. Tumawag sa 0999xxxxxxx',
  },
  {
    kind: 'remittance',
    lang: 'fil',
    text: 'Hi po, ako yung seaman na kaibigan ni Joy. May ipapadala daw siya sa inyo na box at pera, pero kailangan muna bayaran ang customs P6,800 sa agent namin. GCash na lang po.',
  },
  {
    kind: 'remittance',
    lang: 'en',
    text: 'M Lhuillier KP Notice: You have an unclaimed Kwarta Padala of PHP 9,870. Claim online before it is returned to sender: mlhuillier-kp.online/claim',
  },
  // online-seller: payment first, then nothing
  {
    kind: 'online-seller',
    lang: 'fil',
    text: 'Mi, available pa po iPhone 15 Pro 256gb, 28k na lang. Pero need po full payment muna via gcash bago ko ipa-book sa lalamove, madami kasi bogus buyer. Legit po ako, may proofs',
  },
  {
    kind: 'online-seller',
    lang: 'fil',
    text: 'RESERVATION FEE lang po muna P500 para ma-hold ko yung unit sayo, madami nag-iinquire. Non refundable po pag di natuloy. Send sa gcash 0927xxxxxxx',
  },
  {
    kind: 'online-seller',
    lang: 'en',
    text: 'Hi sir, item is still available. Shipping is from Cebu, please pay 50% downpayment first through GCash so I can ship today. No COD sorry, many jokers.',
  },
  {
    kind: 'online-seller',
    lang: 'fil',
    text: 'Pasensya na po mi, na-hold yung parcel nyo sa J&T kasi over weight. Dagdag P450 po para mapadala. Send nyo lang po sa gcash ko tapos ship na agad.',
  },
  {
    kind: 'online-seller',
    lang: 'fil',
    text: 'Concert tix BINI 2 pcs VIP 9k each, may emergency lang kaya binebenta. Bayad muna bago transfer ng ticket sa email mo. Dami na nag-ask first to pay gets.',
  },
  // gambling: online casino promos with l33t spelling and throwaway domains
  {
    kind: 'gambling',
    lang: 'en',
    text: 'FREE 888 B0NUS! Reg1ster now at GJCKpotna.lat and get 100% deposit b0nus. Min dep 50 only. Daily Jackp0t guaranteed!!!',
  },
  {
    kind: 'gambling',
    lang: 'fil',
    text: 'Ka-JACKP0T! Mag-deposit ng P100 makakuha ng P388 agad. Sabong, slots, baccarat. Withdraw in 1 minute sa gcash. Laro na: pbet77.vip',
  },
  {
    kind: 'gambling',
    lang: 'en',
    text: 'Congrats! Your number received P7,748. Register and deposit P50 to claim: hnvb.uk/ph',
  },
  {
    kind: 'gambling',
    lang: 'fil',
    text: 'LIBRENG 188 PESOS sa bagong member! Walang deposit, i-claim lang sa jili-ph.club. Panalo na ang kapitbahay mo ng 50k kagabi!',
  },
  {
    kind: 'gambling',
    lang: 'en',
    text: 'VIP M3MBER ALERT: 300% welcome bonus + unli cashback. Fast cash-out via GCash/Maya. Bet now: sp1n-ph.top Ref code LUCKY88',
  },
  {
    kind: 'gambling',
    lang: 'fil',
    text: 'Boss may tip ako sa color game, sure win daw. Mag deposit ka lang 500 sa link na to bit.ly/cg-sure-win tapos ako na bahala mag-bet para sayo. 50/50 tayo sa panalo',
  },
  // investment: crypto and investment apps
  {
    kind: 'investment',
    lang: 'en',
    text: 'Our AI trading bot made 18% this week for members. Start with USDT 100 and withdraw daily profits. Join the VIP group: t.me/ph_ai_signals_vip',
  },
  {
    kind: 'investment',
    lang: 'fil',
    text: 'Sis nag-withdraw ako ulit ng 12k today sa app na tinuro ko sayo! Pasok ka na habang bukas pa ang slot, 5k lang puhunan, doble in 7 days. Legit to promise',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Your crypto account shows a balance of 0.42 BTC. To withdraw, pay the 10% unlock tax first to the platform wallet. Contact customer service on WhatsApp.',
  },
  {
    kind: 'investment',
    lang: 'fil',
    text: 'PAGIBIG FUND TRADING: Mag-invest ng P3,000 at kumita ng P900 kada linggo. Backed by government, walang talo. Download na ang app: pgbg-invest.apk.link',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Elite Forex PH: Guaranteed 30% monthly return, capital protected. Minimum deposit P10,000. Limited slots for this quarter. Message our account manager now.',
  },
]
