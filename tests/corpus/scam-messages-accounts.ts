import type { CorpusMessage } from './corpus-message'

/** Scams that take over accounts or bill fake dues: SIMs, utilities, tolls, fines, load and points. */
export const SCAM_MESSAGES_ACCOUNTS: CorpusMessage[] = [
  // account-takeover: codes and logins of social and wallet accounts
  {
    kind: 'account-takeover',
    lang: 'fil',
    text: 'Beh may na-send ako na 6 digit code sa number mo by mistake, para sa FB ko yun. Pakisend naman dito please, kailangan ko na mag-log in',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Meta Support: Your page violated our community standards and will be deleted in 24 hours. Appeal here: meta-appeal-center.help/case/88120',
  },
  {
    kind: 'account-takeover',
    lang: 'fil',
    text: 'Hello! Kasali ka sa botohan para sa pamangkin ko sa contest, paki-vote lang dito tapos ilagay mo yung code na matatanggap mo sa SMS. Salamat!! vote-kidsph.site',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Someone tried to log in to your Shopee account. If this was not you, reply with the verification code we just sent so we can block the device.',
  },
  {
    kind: 'account-takeover',
    lang: 'fil',
    text: 'Gcash Customer Service ito. Nakita namin na may nag-aattempt mag-cash out sa account mo. I-reply ang MPIN at OTP para ma-freeze namin agad.',
  },
  // sim-swap: "SIM upgrade" and replacement
  {
    kind: 'sim-swap',
    lang: 'en',
    text: 'SMART: Your SIM is eligible for a FREE 5G SIM upgrade. Reply with your full name, birthday and the 19-digit number at the back of your new SIM to activate.',
  },
  {
    kind: 'sim-swap',
    lang: 'fil',
    text: 'GLOBE: Kailangan i-upgrade ang SIM mo bago mag-deactivate ngayong linggo. I-text ang UPGRADE<space>19-digit ICCID sa number na ito para hindi mawala ang load at gcash mo.',
  },
  {
    kind: 'sim-swap',
    lang: 'en',
    text: 'DITO Telecom: your SIM card will be blocked due to failed KYC. Call 0919xxxxxxx and give the OTP you receive to complete the SIM replacement.',
  },
  {
    kind: 'sim-swap',
    lang: 'fil',
    text: 'Sir good pm, taga-Smart po ako. Papalitan po namin ang SIM nyo ng eSIM para libre. Pakisabi lang po yung code na dadating sa inyo ngayon.',
  },
  // utility-disconnection: Meralco, Maynilad and other dues
  {
    kind: 'utility-disconnection',
    lang: 'en',
    text: 'MERALCO: Your electricity will be DISCONNECTED today at 3PM due to unpaid bill of P4,812.50. Pay now to avoid disconnection: meralco-billpay.top',
  },
  {
    kind: 'utility-disconnection',
    lang: 'fil',
    text: 'Maynilad Abiso: Puputulan ng tubig ang inyong bahay mamayang hapon dahil sa hindi nabayarang bill. Bayaran ang P1,230 sa GCash 0926xxxxxxx at i-send ang screenshot.',
  },
  {
    kind: 'utility-disconnection',
    lang: 'en',
    text: 'Meralco Refund: You have an overpayment of P2,108. Click to claim before March 31: https://mrlco-refund.com/ph',
  },
  {
    kind: 'utility-disconnection',
    lang: 'fil',
    text: 'Manila Water: May naka-schedule na disconnection sa account nyo. Para ma-cancel, magbayad ng reconnection fee P500 sa link: bit.ly/mwater-pay',
  },
  {
    kind: 'utility-disconnection',
    lang: 'en',
    text: 'PLDT: Your fiber line will be cut due to overdue balance. Settle P1,699 within 2 hours using the secure link pldt-bill.xyz to keep your internet.',
  },
  // toll-topup: RFID and toll balance
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'Autosweep RFID: Your account has insufficient balance and an unpaid toll of P245. Pay within 24 hours to avoid a P1,000 penalty: autosweep-ph.cc/pay',
  },
  {
    kind: 'toll-topup',
    lang: 'fil',
    text: 'EASYTRIP: Ma-de-deactivate ang RFID sticker mo dahil sa expired na account. I-renew ngayon dito: easytrip-renew.info, P99 lang.',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'Easytrip: you passed a toll plaza with negative load. Settle the P312 balance now or your sticker will be blacklisted: https://etrip-toll.vip',
  },
  {
    kind: 'toll-topup',
    lang: 'fil',
    text: 'Autosweep: May reward ka na P500 RFID load! I-claim bago mag-expire, ilagay lang card details mo dito asweep-rewards.site',
  },
  // traffic-fine: LTO and MMDA
  {
    kind: 'traffic-fine',
    lang: 'en',
    text: 'LTO NOTICE: You have an unsettled traffic violation (No Contact Apprehension). Pay P2,000 before Friday or your license will be suspended: lto-ncap.top',
  },
  {
    kind: 'traffic-fine',
    lang: 'fil',
    text: 'MMDA: Nahuli po ang sasakyan nyo sa NCAP camera sa EDSA. Bayaran ang multa na P1,000 ngayon para hindi ma-alarma ang rehistro: mmda-pay.online',
  },
  {
    kind: 'traffic-fine',
    lang: 'en',
    text: "Land Transportation Office: your driver's license will expire soon. Renew online now with 50% discount, pay via GCash at ltms-renew.site",
  },
  {
    kind: 'traffic-fine',
    lang: 'fil',
    text: 'Good pm sir, MMDA enforcer po ito. May violation po kayo kanina sa Ortigas. Pwede po ayusin na lang, send P1,500 sa gcash ko para di na ma-tiketan at ma-tow.',
  },
  // load-points: load-sharing theft and expiring reward points
  {
    kind: 'load-points',
    lang: 'fil',
    text: 'Kuya pasensya na napasahan kita ng P300 load by mistake, pakibalik na lang po sa number ko, i-share-a-load mo lang 300. Salamat po!',
  },
  {
    kind: 'load-points',
    lang: 'en',
    text: 'SMART REWARDS: Your 2,450 points expire TODAY. Redeem for a P1,000 load or a smartwatch at smart-points-redeem.click before midnight.',
  },
  {
    kind: 'load-points',
    lang: 'fil',
    text: 'GlobeONE: Mag-e-expire na ang 1,870 Globe Rewards points mo! I-convert sa cash dito: glbrewards.shop, ilagay lang ang OTP para ma-verify.',
  },
  {
    kind: 'load-points',
    lang: 'en',
    text: 'Hi, I accidentally sent my P500 load to your number. Please text 2 to 808 + my number + 500 to send it back, Im stranded with no load. Thank you God bless',
  },
  {
    kind: 'load-points',
    lang: 'fil',
    text: 'Congrats! Nanalo ka ng 50GB data sa TNT Anniversary. Para ma-activate, mag-share-a-load muna ng P100 sa 0908xxxxxxx bilang activation fee.',
  },
]
