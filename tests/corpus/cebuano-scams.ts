import type { CorpusMessage } from './corpus-message'

/** Scams in Cebuano as they reach people in Cebu and Davao: family asks, prizes, codes, loans, jobs. */
export const CEBUANO_SCAMS: CorpusMessage[] = [
  // family-emergency: "bag-o nakong number"
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Ma, si Jay ni. Bag-o nakong number ni kay naguba akong cp. Pa-send ko bi og 3k sa gcash ani nga number, kinahanglan gyud nako karon. Iuli ra nako inig sweldo. Ayaw sa ingna si Papa ha',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Pa, naa ko sa presinto karon, nasakpan ko sa Banilad kay wala koy lisensya ug walay rehistro ang motor. Ingon ni Sir mahuman ra daw ni kung mohatag ta og 5k. I-send sa gcash ni Sir 0961xxxxxxx, palihug dali',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Nang, si Nene ni. Nadisgrasya si Tatay sa motor, naa mi sa VSMMC karon. Dili daw siya operahan kung walay downpayment nga P20,000. I-send lang sa gcash sa taga-billing 0975xxxxxxx. Text ra ko ha, lowbat na kaayo ko',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Day, si Tita Lorna ni, bag-o nakong number. Naa kay gcash? Naay mopadala nako og kwarta pero dili madawat sa akong gcash. Sa imo na lang nako ipa-send ha, unya ipasa lang sa akoa ang code nga moabot sa imong cp',
  },
  {
    kind: 'family-emergency',
    lang: 'ceb',
    text: 'Bai, nanghulam ra ko ani nga cp. Gi-snatch akong cellphone ug bag sa jeep ganina sa Colon, apil ang wallet ug ATM. Pahulam sa ko 2,500 kay ugma pa ko makakuha og kwarta sa bangko, ibalik ra dayon nako. Sa gcash sa akong ig-agaw lang i-send kay wala koy gcash karon',
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
    text: 'CONGRATS! Nakadaog ka og P25,000 sa Shopee 12.12 Raffle! Aron makuha ang premyo, bayad una og P350 nga processing fee. Reply OO para sa instructions.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'PCSO LOTTO: Ang imong numero nakadaog og P150,000 sa Grand Lotto draw. Tawagi dayon ang among ahente sa 0918xxxxxxx ug bayri ang tax nga P2,500 aron ma-release ang imong premyo.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Nakadaog ka sa among raffle sa FB live! Premyo: Honda Click 125. Bayad una og P1,800 para sa shipping ayha namo i-deliver sa inyong balay. PM dayon kay naay deadline.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Napili ang imong number sa GCash Pasko promo. Nakadaog ka og P10,000! I-click ning link ug i-type ang imong MPIN aron ma-credit: gcash-pasko.win',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'Maayong adlaw! Ang imong number usa sa 10 ka swerteng napili sa Jollibee anniversary promo. Nakadaog ka og ref ug P5,000. I-send una ang P499 para sa delivery.',
  },
  {
    kind: 'prize',
    lang: 'ceb',
    text: 'NAKADAOG KA!! P50,000 cash gikan sa Palawan Express Raffle. Aron ma-claim, i-send ang imong ngalan, address, ug P300 para sa notary. Ayaw kalimti i-send ang screenshot sa resibo.',
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
    text: 'Maayong adlaw! Taga-GCash mi. Aron ma-verify imong account ug dili ma-block, i-reply lang ang OTP nga moabot sa imong cp karon dayon.',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'BDO: Na-lock imong account tungod sa kadudahang login. I-update dayon ang imong detalye diri aron dili ma-suspend: bdo-ceb-update.top',
  },
  {
    kind: 'phishing',
    lang: 'ceb',
    text: 'Sir/Mam, gikan ni sa BPI. Naay P18,000 nga transaksyon sa imong card. Kung dili ikaw ang nag-transact, ihatag ang OTP nga among gipadala aron ma-cancel namo.',
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
    text: 'Congrats! APPROVED na imong loan nga P35,000 bisan walay collateral. Bayad lang una og P1,200 processing fee sa gcash aron ma-release karong adlawa, kay ma-cancel ni inig 5PM.',
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: 'Paspas nga loan: 5 minutes ra ang approval, ID ra ang kinahanglan. Pero ayha ma-release, i-send una ang P800 para sa insurance. Message lang sa among FB page.',
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: "Ma'am, na-freeze ang imong loan kay sayop ang bank account nga imong gibutang. Bayri ang P2,000 unfreeze fee aron ma-withdraw nimo ang P30,000.",
  },
  {
    kind: 'loan-fee',
    lang: 'ceb',
    text: 'Nanginahanglan ka og kwarta? Nagpahulam mi hangtod P100k, walay CI, walay co-maker. Bayad lang og P1,000 membership fee ayha ma-approve. Text lang sa 0930xxxxxxx',
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
    text: 'Congrats kay na-hire ka as online encoder! Bayri lang una ang P500 para sa ID ug training aron makasugod ka ugma.',
  },
  {
    kind: 'task-job',
    lang: 'ceb',
    text: 'Hi, si Ate Jen ni, imong mentor. Para sa sunod nimong task, kinahanglan ka mo-recharge og P3,000. Mobalik ra na nimo apil ang 30% komisyon. Ingon ana man tanan diri.',
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
    text: 'Palawan Express: Naa kay padala nga P15,000 gikan sa Riyadh. Bayri una ang P450 tax aron ma-claim. I-gcash sa 0936xxxxxxx unya i-send dayon ang resibo.',
  },
  {
    kind: 'remittance',
    lang: 'ceb',
    text: 'Naa kay balikbayan box gikan sa imong uyab sa Amerika, pero na-hold sa customs. Bayad una og P7,500 sa agent ayha ihatod sa inyong balay.',
  },
  {
    kind: 'remittance',
    lang: 'ceb',
    text: 'Cebuana Lhuillier: Na-hold ang imong remittance kay kulang ang detalye. I-verify ang imong ngalan ug ID diri ug bayri ang P200: cebuana-padala.top',
  },
]
