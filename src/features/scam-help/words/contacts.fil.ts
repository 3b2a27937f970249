import type { ContactWords, LawPointWords, LawWords } from './contacts.en'

export const filContactWords: ContactWords = {
  iarc: {
    purpose: 'Tumawag dito para i-report ang scam, pagkatapos tawagan ang bangko o e-wallet mo.',
  },
  gcash: {
    purpose:
      'Tumawag o i-report agad ang scam. Ayon sa GCash, sasagot sila sa loob ng 24 oras, pero hindi na nila maibabalik ang perang naipadala na.',
    place: 'Report page ng GCash para sa scam',
  },
  bdo: {
    purpose:
      'Kung nawala, ninakaw o posibleng nagamit ng iba ang card mo. Puwede mo rin itong i-lock sa BDO Online Banking.',
    place: 'Pahina ng BDO tungkol sa seguridad ng card',
  },
  bpi: {
    purpose: 'Kung posibleng nakuha ng scammer ang detalye ng account o card mo.',
    place: 'Anti-fraud page ng BPI',
  },
  landbank: {
    purpose: 'Customer Care Center: pindutin ang 0 para makausap ang isang Phonebanker.',
  },
  metrobank: {
    purpose: 'Kung may hinala kang panloloko, tumawag o mag-email.',
    place: 'Pahina ng Metrobank tungkol sa account takeover scam',
  },
  'security-bank': {
    purpose: 'Customer Service Hotline; o mag-email.',
  },
  cicc: {
    purpose:
      'Ang sentro ng gobyerno laban sa cybercrime. Nasa website nila ang kasalukuyang mga paraan para mag-report ng scam.',
    place: 'Website ng CICC',
  },
  'pnp-acg': {
    purpose:
      'Ang yunit ng pulis laban sa cybercrime. Para i-report sa pulis ang scam, pumunta sa pinakamalapit na police station o tingnan ang website ng PNP-ACG.',
    place: 'Website ng PNP-ACG',
  },
  ntc: {
    purpose:
      'I-report ang scam na text at ang number na nagpadala nito gamit ang Text Scam Complaints form sa website ng NTC.',
    place: 'Website ng NTC',
  },
  globe: {
    purpose:
      'Globe ang gamit mo? I-report ang number na nagpadala sa iyo ng spam o scam na text sa #StopSPAM page ng Globe.',
    place: '#StopSPAM page ng Globe',
  },
  bsp: {
    purpose:
      'Kung hindi naayos ng bangko o e-wallet mo ang reklamo mo, mag-chat kay BSP Online Buddy (BOB) sa website ng BSP, o i-email ang Complaints, Inquiries and Requests (CIR) form ng BSP sa address sa ibaba.',
    place: 'Consumer assistance page ng BSP',
  },
}

export const filLawWords: LawWords = {
  'ra-10175':
    'Pinaparusahan ng batas na ito ang maling paggamit at ilegal na pagpasok sa mga computer at network. Ito rin ang bumuo sa CICC.',
  'ra-11934': 'Kailangang naka-register sa gumagamit nito ang bawat SIM sa Pilipinas.',
  'ra-12010':
    'Mas mabigat ang parusa sa ilalim ng batas na ito sa mga financial scam gaya ng phishing, online selling scam at investment scam.',
}

export const filLawPointWords: LawPointWords = {
  'afasa-hold': (days) =>
    `Kapag nag-report ka ng scam, puwedeng i-hold ng bangko o e-wallet mo ang perang pinagtatalunan nang hanggang ${days} araw (mas matagal lang kung may utos ng korte) habang sinusuri ang transfer. Hindi refund ang pag-hold, at walang ipinapangakong refund.`,
  'afasa-false-report': () =>
    'Krimen din sa ilalim ng batas na ito ang sadyang maling report na nagpa-hold sa pera ng ibang tao.',
}
