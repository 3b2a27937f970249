import type { CorpusMessage } from './corpus-message'

/** Scams in Cebuano as they reach people in Cebu and Davao: family asks, prizes, codes, loans, jobs. */
export const CEBUANO_SCAMS: CorpusMessage[] = [
  // family-emergency: "bag-o nakong number"
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Ma, si Jay ni. Bag-o nakong number ni kay naguba akong cp. Pa-send ko bi og 3k sa gcash ani nga number, kinahanglan ra gyud karon. Iuli ra nako inig sweldo. Ayaw sa ingna si Papa ha',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Pa, naa ko sa presinto karon, nasakpan ko kay wala koy lisensya. Ingon sa pulis mahuman ra daw ni kung mohatag ta og 5k. I-send sa gcash sa pulis 0961xxxxxxx palihug dali',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Nang, si Nene ni. Nadisgrasya si Tatay sa motor, naa mi sa ospital karon. Kinahanglan og deposit P20,000 ayha operahan. I-send sa GCash sa nurse 0975xxxxxxx. Ayaw na tawag kay lowbat ko',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Day, si Tita Lorna ni, bag-o nakong number. Naa kay gcash? Naay mo-send nimo og kwarta para nako kay dili ma-receive sa ako. I-send lang nako ang code nga moabot sa imong cp ha',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Bai, bag-o nako ni nga number. Naholdap ko ganina sa Colon, nakuha tanan pati wallet. Pahulam sa ko 2,500 pang-uli sa Mandaue, ibalik ra nako ugma. Sa gcash sa akong ig-agaw lang i-send',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'nay c dodong ni, nwala akong cp. pa-load ko bi 300 ani nga # unya pasa pd ko 1k sa gcash kay naa koy bayranan karon. ayaw na tawag sa daan nga number kay wala na',
  },
  // prize: "nakadaog ka", lotto and raffles with a fee first
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'CONGRATS! Nakadaog ka og P25,000 sa Shopee 12.12 Raffle! Aron makuha ang premyo, bayad una ang P350 processing fee. Reply OO para sa instructions.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'PCSO LOTTO: Ang imong numero nakadaog og P150,000 sa Grand Lotto draw. Tawag dayon sa ahente sa 0918xxxxxxx ug bayri ang tax nga P2,500 aron ma-release ang imong kadaugan.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Nakadaog ka sa among raffle sa FB live! Premyo: Honda Click 125. Bayad una sa shipping P1,800 ayha nato ma-deliver sa inyong balay. PM dayon kay naay deadline.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Gipili ang imong number sa GCash Pasko promo. Nakadaog ka og P10,000! I-click ning link ug i-type ang imong MPIN aron ma-credit: gcash-pasko.win',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Maayong adlaw! Usa ka sa 10 ka swerte ang imong number sa Jollibee anniversary. Nakadaog ka og ref ug P5,000. I-send una ang P499 para sa delivery.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'NAKADAOG KA!! P50,000 cash gikan sa Palawan Express Raffle. Aron ma-claim, i-send ang imong ngalan, address, ug P300 para sa notary. Ayaw kalimti ang resibo.',
  },
  // phishing: codes, MPIN and bank logins
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Bai, nasayop kog type sa akong number, sa imo na-send ang 6 digit code. Palihug i-send diri kay akoa ra to. Salamat kaayo bai',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Maayong adlaw! Taga-GCash mi. Aron ma-verify imong account ug dili ma-block, isulti lang ang OTP nga moabot sa imong cp karon dayon.',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'BDO: Na-lock imong account tungod sa kahibulungang login. I-update dayon ang imong detalye diri aron dili ma-suspend: bdo-ceb-update.top',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Sir/Mam, gikan ni sa BPI. Naay P18,000 nga transaksyon sa imong card. Kung dili ikaw, ihatag ang OTP nga among gipadala aron ma-cancel namo.',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Dzai, sayop man kog pislit, sa imong number naadto ang verification code. Pwede ba nimo i-screenshot unya i-send nako? Para sa akong Shopee ra ni.',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Maya: Ma-deactivate imong account karong gabii kung dili nimo i-verify. I-klik ang link ug ibutang ang imong MPIN: maya-verify-ph.site',
  },
  // loan-fee: loans with a fee first
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: 'APPROVED na imong loan nga P50,000 bisan walay collateral! Bayad una og P1,500 processing fee sa gcash aron ma-release karong adlawa.',
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: 'Loan nga dali ra: 5 minutos approval, ID ra ang kinahanglan. Pero ayha ma-release, i-send una ang P800 para sa insurance. Message lang sa among FB page.',
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: "Ma'am, na-freeze ang imong loan kay sayop ang bank account nga imong gibutang. Bayri ang P2,000 unfreeze fee aron ma-withdraw nimo ang P30,000.",
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: 'Kinahanglan ka og kwarta? Pahulam mi hangtod P100k, walay CI, walay co-maker. Bayad lang og P1,000 membership una ma-approve. Text lang sa 0930xxxxxxx',
  },
  // task-job: easy work, mentors and placement fees
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'HIRING! Trabaho sa balay ra, like ug follow ra sa Shopee stores, P300-P2,000 kada adlaw. Walay puhunan. Chat sa Telegram @hr_bisaya_ph',
  },
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'Congrats kay na-hire ka isip online encoder! Bayri lang una ang P500 para sa ID ug training aron makasugod ka ugma.',
  },
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'Ako si Ate Jen, imong mentor. Para sa sunod nimong task, kinahanglan ka mo-recharge og P3,000. Mobalik ra na nimo ug naay 30% komisyon. Tanan diri ingon ana.',
  },
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'Nangita mi og trabahante sa Japan, walay placement fee! Medical ug processing ra P15,000, i-send sa among ahente aron ma-reserve ang imong slot.',
  },
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'Gusto ka mokita og P1,000 kada adlaw? Tan-awa lang ang YouTube videos unya i-screenshot. Bayad dayon sa gcash. Reply OO para sa link.',
  },
  // remittance: padala held for a fee
  {
    kind: 'remittance',
    lang: 'ceb',
    text: 'Palawan Express: Naa kay padala nga P15,000 gikan sa Dubai. Bayri una ang P450 tax aron ma-claim. I-send sa gcash 0936xxxxxxx dayon ang resibo.',
  },
  {
    kind: 'remittance',
    lang: 'ceb',
    text: 'Naa kay kahon nga padala gikan sa imong uyab sa Amerika, pero na-hold sa customs. Bayad una og P7,500 sa agent ayha ihatod sa inyong balay.',
  },
  {
    kind: 'remittance',
    lang: 'ceb',
    text: 'Cebuana Lhuillier: Na-hold ang imong remittance kay kulang ang detalye. I-verify ang imong ngalan ug ID diri ug bayri ang P200: cebuana-padala.top',
  },
]
