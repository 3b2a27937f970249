import type { CorpusMessage } from './corpus-message'

/** More Cebuano scams: sellers, casinos, investments, ayuda, SIMs, bills, parcels, love and threats. */
export const CEBUANO_SCAMS_MORE: CorpusMessage[] = [
  // online-seller: payment first
  {
    kind: 'online-seller',
    lang: 'ceb',
    text: 'Available pa ni Mi! iPhone 13 128gb 15k ra kay nanginahanglan og kwarta. Bayad una sa gcash ayha nako i-ship via J&T, daghan man gud bogus buyer.',
  },
  {
    kind: 'online-seller',
    lang: 'ceb',
    text: 'Reserve fee ra una P500 para dili nako ibaligya sa uban. Dili na ma-refund kung dili nimo padayunon ha. Daghan nangutana ani.',
  },
  {
    kind: 'online-seller',
    lang: 'ceb',
    text: 'Sir na-hold ang parcel sa LBC kay overweight, dugang P380 pa. I-send lang sa akong gcash para ma-release na dayon karon.',
  },
  {
    kind: 'online-seller',
    lang: 'ceb',
    text: 'Tickets sa Sinulog concert 2 ka VIP, 4k ang usa. Bayad una bago nako i-transfer sa imong email. Legit ko bai, naa koy proof sa uban nakapalit.',
  },
  // gambling: casino bonuses and sure-win tips
  {
    kind: 'gambling',
    lang: 'ceb',
    text: 'LIBRE P188 sa bag-ong miyembro! Walay deposit, i-claim ra diri: bisaya-w1n.lat. Daghan na nakadaog karon, ikaw na sunod!',
  },
  {
    kind: 'gambling',
    lang: 'ceb',
    text: 'Deposit P50 ra, makakuha ka og P200 b0nus! Slots, sabong, color game. Withdraw dayon sa gcash. Dula na: jllb0ss-ph.top',
  },
  {
    kind: 'gambling',
    lang: 'ceb',
    text: 'Bai naa koy sure win nga tip sa e-sabong. Deposit lang og 1k sa link unya ako nay bahala mo-bet. Bahinon ta ang daog. bit.ly/sabong-daog',
  },
  {
    kind: 'gambling',
    lang: 'ceb',
    text: 'Imong account naay P7,748 nga wala pa na-claim! Magparehistro ug mag-deposit og P50 aron ma-withdraw: vv88ph.uk/ceb',
  },
  // investment: doubling money and crypto
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Doble imong kwarta sulod sa 7 ka adlaw! I-invest ang P5,000 mahimong P10,000. Legit ni, daghan na nakawithdraw. PM lang ko para sa slot.',
  },
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Sis nakawithdraw na pud ko og 8k sa app nga akong gi-share nimo! Sulod na samtang naa pay slot, 3k ra ang puhunan, walay kapildihan.',
  },
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Ang imong crypto account naay balanse nga 0.3 BTC. Aron ma-withdraw, bayri una ang 15% tax sa platform. Kontaka ang customer service sa WhatsApp.',
  },
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Padak-on nato imong kwarta! Sa among paluwagan 20% ang tubo kada semana. Apil na karon, P2,000 ra ang minimum. Ayaw na pagduha-duha.',
  },
  // fake-ayuda: aid that asks for MPIN or a fee
  {
    kind: 'fake-ayuda',
    lang: 'ceb',
    text: 'DSWD: Apil ka sa mga makadawat og P8,000 nga ayuda. I-click ang link ug ibutang ang imong gcash number ug MPIN: dswd-ayuda-ph.info',
  },
  {
    kind: 'fake-ayuda',
    lang: 'ceb',
    text: 'Maayong buntag! Naa kay ayuda gikan sa Mayor, P3,000. Aron makuha, i-send ang P200 sa gcash 0949xxxxxxx para sa processing.',
  },
  {
    kind: 'fake-ayuda',
    lang: 'ceb',
    text: '4Ps: Kinahanglan i-update ang imong cash card. Ihatag ang PIN ug OTP sa among taga-DSWD aron dili ma-cut ang imong benepisyo.',
  },
  // sim-swap: SIM upgrade and registration
  {
    kind: 'sim-swap',
    lang: 'ceb',
    text: 'SMART: Kinahanglan i-upgrade imong SIM karong adlawa o ma-deactivate kini. I-reply ang 19-digit number sa likod sa bag-ong SIM ug ang OTP.',
  },
  {
    kind: 'sim-swap',
    lang: 'ceb',
    text: 'SIM REGISTRATION: Ma-block ang imong SIM ugma. Magparehistro dayon diri aron dili mawala imong load ug gcash: simreg-bisaya.site',
  },
  // utility-disconnection: VECO, Davao Light, water districts
  {
    kind: 'utility-disconnection',
    lang: 'ceb',
    text: 'VECO: Putlan ang imong kuryente karong alas 3 sa hapon tungod sa wala nabayri nga bill nga P2,340. Bayri dayon diri: veco-billpay.top',
  },
  {
    kind: 'utility-disconnection',
    lang: 'ceb',
    text: 'Davao Light: Naa kay overdue nga bill. Aron dili putlan, bayri ang P1,870 sa gcash 0927xxxxxxx ug i-send ang screenshot diri.',
  },
  {
    kind: 'utility-disconnection',
    lang: 'ceb',
    text: 'MCWD: Putlan ang tubig sa inyong balay ugma kung dili mabayran ang P980. I-click aron mabayran: mcwd-pay.online',
  },
  // delivery-fee
  {
    kind: 'delivery-fee',
    lang: 'ceb',
    text: 'J&T: Dili ma-deliver ang imong parcel kay kulang ang address. Bayri ang P35 redelivery fee diri sulod sa 12 oras: jnt-cebu.top',
  },
  {
    kind: 'delivery-fee',
    lang: 'ceb',
    text: 'Rider ni sa Flash Express. Naa kay parcel pero naay kulang nga bayad P150 sa shipping. I-gcash lang sa ko ayha nako ihatod.',
  },
  // love: romance and "package" asks
  {
    kind: 'love',
    lang: 'ceb',
    text: 'Palangga, naa koy gipadala nimo nga package nga naay alahas ug dolyar. Ang customs nangayo og P12,000 aron ma-release. Tabangi ko ga, ibalik ra nako.',
  },
  {
    kind: 'love',
    lang: 'ceb',
    text: 'Hi gwapa, sundalo ko sa UN sa Syria. Gusto ko mouli para nimo pero kinahanglan ko og kwarta para sa akong leave papers. Padad-i ko bisan P5,000 lang.',
  },
  // account-takeover
  {
    kind: 'account-takeover',
    lang: 'ceb',
    text: 'Dzai paki-vote ko sa contest sa akong pag-umangkon diri: vote-bisdak.site. Ibutang lang ang code nga moabot sa imong cp. Salamat kaayo!',
  },
  {
    kind: 'account-takeover',
    lang: 'ceb',
    text: 'Facebook: Ma-delete ang imong page sulod sa 24 oras tungod sa reklamo. Pag-appeal dayon diri: fb-appeal-bisaya.help',
  },
  // load-points
  {
    kind: 'load-points',
    lang: 'ceb',
    text: 'Kuya nasayop ko og pasa og P200 load sa imong number. Palihug ibalik lang, i-share-a-load lang. Salamat kaayo, God bless.',
  },
  {
    kind: 'load-points',
    lang: 'ceb',
    text: 'Mo-expire na karon ang imong 2,000 GCash points! I-convert sa kwarta diri ug ibutang ang MPIN: gcashpts-ceb.cash',
  },
  // sextortion, traffic-fine, pig-butchering
  {
    kind: 'sextortion',
    lang: 'ceb',
    text: 'Naa nako imong mga litrato. Kung dili ka mo-send og P10,000 karong gabii, ipakaylap nako sa tanan nimong friends sa FB ug sa imong eskwelahan.',
  },
  {
    kind: 'traffic-fine',
    lang: 'ceb',
    text: 'LTO: Naa kay wala mabayri nga violation. Bayri ang P1,000 karong adlawa o ma-suspend ang imong lisensya: lto-visayas.top',
  },
  {
    kind: 'pig-butchering',
    lang: 'ceb',
    text: 'Kumusta na man ka? Dugay na kaayo ta wala magkita ba! Nakahinumdom pa ka nako? Si Grace ni, kauban nimo kaniadto sa IT Park.',
  },
]
