import type { ContactWords, LawWords } from './contacts.en'

export const cebContactWords: ContactWords = {
  cicc: {
    purpose:
      'I-report ang online scam o uban pang cybercrime pinaagi sa website sa CICC; ipasa nila ang reklamo ngadto sa PNP o NBI.',
  },
  'pnp-acg': {
    purpose:
      'Tawag aron i-report sa pulis ang online scam, o adto sa pinakaduol nga police station.',
  },
  bsp: {
    purpose:
      'Kung wala masulbad sa imong bangko o e-wallet ang imong reklamo, pag-chat kang BSP Online Buddy (BOB) sa website sa BSP o i-email ang imong complaint form.',
  },
  ntc: { purpose: 'I-report ang scam nga text ug ang number nga nagpadala niini.' },
  gcash: {
    purpose:
      'Kung nakapadala ka og kwarta sa scammer pinaagi sa GCash, i-report dayon kini sa GCash pinaagi sa ilang Help Center.',
  },
  bpi: {
    purpose:
      'Tawag sa 24-hour Contact Center sa BPI kung nagduda ka nga nakuha sa scammer ang detalye sa imong BPI account o card.',
  },
  bdo: {
    purpose:
      'Tawagi dayon ang BDO kung nawala, gikawat o basin gigamit sa uban ang imong BDO credit card.',
  },
}

export const cebLawWords: LawWords = {
  'ra-10175': 'Krimen ubos niini nga balaod ang computer-related fraud ug identity theft.',
  'ra-11934':
    'Kinahanglan i-register ang matag SIM gamit ang valid ID, ug kinahanglan mohatag ang mga telco sa ngalan ug address sa user sa SIM kung gipangayo kini sa subpoena o mando sa korte.',
  'ra-12010':
    'Mas bug-at ang silot ubos niini nga balaod sa mga financial scam sama sa phishing, online selling scam ug investment scam.',
}
