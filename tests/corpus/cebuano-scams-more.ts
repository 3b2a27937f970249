import type { CorpusMessage } from './corpus-message'

/** More Cebuano scams: sellers, casinos, investments, ayuda, SIMs, bills, parcels, love and threats. */
export const CEBUANO_SCAMS_MORE: CorpusMessage[] = [
  // online-seller: payment first
  {
    kind: 'online-seller',
    lang: 'ceb',
    text: 'Available pa ni Mi! iPhone 13 128gb 15k ra kay nanginahanglan ko og kwarta. Bayad una sa gcash ayha nako i-ship via J&T, daghan man gud bogus buyer.',
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
    text: '2 ka VIP tickets sa Sinulog concert, 4k matag usa. Bayad una ayha nako i-transfer sa imong email. Legit ko bai, naa koy proof sa mga nakapalit na.',
  },
  // gambling: casino bonuses and sure-win tips
  {
    kind: 'gambling',
    lang: 'ceb',
    text: 'LIBRE P77 sa bag-ong miyembro! Walay deposit, i-claim ra diri: bisaya-w1n.lat. Naa pay daily bonus kada login, ayaw palabya!',
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
    text: 'Naa kay P5,312 sa imong account nga wala pa ma-claim! Magparehistro ug mag-deposit og P50 aron ma-withdraw: vv88ph.uk/ceb',
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
    text: 'Sis, tan-awa ni oh, nakawithdraw na pud ko og 8k ganina! Kato ra gyud nga app nga akong gi-send nimo. Apil na samtang naa pay slot, 3k ra ang puhunan, sigurado balik.',
  },
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Ang imong crypto account naay balanse nga 0.3 BTC. Aron ma-withdraw, bayri una ang 15% tax sa platform. Kontaka ang customer service sa WhatsApp.',
  },
  {
    kind: 'investment',
    lang: 'ceb',
    text: 'Padak-on nato imong kwarta! Sa among online paluwagan, 15% ang tubo kada semana ug naay payout kada Biyernes. Apil na karon, P2,000 ra ang minimum. Ayaw na pagduha-duha.',
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
    text: 'VECO: Putlan ang imong kuryente karong alas 3 sa hapon tungod sa wala mabayri nga bill nga P2,340. Bayri dayon diri: veco-billpay.top',
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
    text: 'J&T: Naa sa among hub sa Mandaue ang imong parcel pero sayop ang barangay sa address. I-update ug bayri ang P45 redelivery fee diri karong adlawa: jnt-cebu.top',
  },
  {
    kind: 'delivery-fee',
    lang: 'ceb',
    text: 'Rider ni sa Flash Express. Naa kay parcel pero naay kulang nga bayad P150 sa shipping. I-gcash lang sa nako ayha nako ihatod.',
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
    text: 'Dzai, pa-vote ko bi sa akong umangkon sa contest diri: vote-bisdak.site. Ibutang lang ang code nga moabot sa imong cp. Salamat kaayo!',
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
    text: 'Kuya, nasayop ko og pasa og P200 load sa imong number. Palihug i-pasaload lang balik sa akong number kay gikinahanglan nako karon. Salamat kaayo, God bless.',
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
    text: 'Uy, ikaw ba ni si Rey? Si Mae ni, kauban nimo kaniadto sa call center sa IT Park. Nakit-an nako imong number sa daan nakong phone hehe. Kumusta na man ka? Naa ka gihapon sa Cebu?',
  },
]
