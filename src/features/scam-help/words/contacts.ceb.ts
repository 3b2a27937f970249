import type { ContactWords, LawPointWords, LawWords } from './contacts.en'

export const cebContactWords: ContactWords = {
  iarc: {
    purpose: 'Tawagi kini aron i-report ang scam, human sa imong bangko o e-wallet.',
  },
  gcash: {
    purpose:
      'Tawag o i-report dayon ang scam. Matod sa GCash, motubag sila sulod sa 24 oras, apan dili na nila mabalik ang kwarta nga napadala na.',
    place: 'Panid sa GCash para sa pag-report og scam',
  },
  bdo: {
    purpose:
      'Kung nawala, gikawat o basin gigamit sa uban ang imong card. Mahimo usab nimong i-lock ang card sa BDO Online Banking.',
    place: 'Panid sa BDO bahin sa seguridad sa card',
  },
  bpi: {
    purpose: 'Kung basin naa sa scammer ang detalye sa imong account o card.',
    place: 'Anti-fraud nga panid sa BPI',
  },
  landbank: {
    purpose: 'Customer Care Center: pindota ang 0 aron makaistorya ka og Phonebanker.',
  },
  metrobank: {
    purpose: 'Kung naay gidudahang pagpanglimbong, tawag o mag-email.',
    place: 'Panid sa Metrobank bahin sa account takeover nga scam',
  },
  'security-bank': {
    purpose: 'Customer Service Hotline; o mag-email.',
  },
  cicc: {
    purpose:
      'Ang sentro sa gobyerno batok sa cybercrime. Nakalista sa website niini ang mga paagi karon sa pag-report og scam.',
    place: 'Website sa CICC',
  },
  'pnp-acg': {
    purpose:
      'Ang yunit sa pulis batok sa cybercrime. Aron i-report sa pulis ang scam, adto sa pinakaduol nga police station o tan-awa ang website sa PNP-ACG.',
    place: 'Website sa PNP-ACG',
  },
  ntc: {
    purpose:
      'I-report ang scam nga text ug ang number nga nagpadala niini pinaagi sa Text Scam Complaints form sa website sa NTC.',
    place: 'Website sa NTC',
  },
  globe: {
    purpose:
      'Naka-Globe ka? I-report ang number nga nagpadala nimo og spam o scam nga text sa #StopSPAM nga panid sa Globe.',
    place: '#StopSPAM nga panid sa Globe',
  },
  bsp: {
    purpose:
      'Kung wala masulbad sa imong bangko o e-wallet ang imong reklamo, pag-chat kang BSP Online Buddy (BOB) sa website sa BSP, o i-email ang Complaints, Inquiries and Requests (CIR) form sa BSP ngadto sa address sa ubos.',
    place: 'Panid sa BSP para sa consumer assistance',
  },
}

export const cebLawWords: LawWords = {
  'ra-10175':
    'Silotan ubos niini nga balaod ang sayop nga paggamit ug ilegal nga pagsulod sa mga computer ug network; kini nga balaod mao usab ang nagmugna sa CICC.',
  'ra-11934': 'Ang matag SIM sa Pilipinas kinahanglan nakarehistro sa ngalan sa naggamit niini.',
  'ra-12010':
    'Mas bug-at ang silot ubos niini nga balaod sa mga financial scam sama sa phishing, online selling scam ug investment scam.',
}

export const cebLawPointWords: LawPointWords = {
  'afasa-hold': (days) =>
    `Human nimo i-report ang scam, mahimong i-hold sa imong bangko o e-wallet ang kwarta nga gi-dispute hangtod ${days} ka adlaw (mas dugay lang kung naay mando sa korte) samtang gisusi ang transfer. Ang hold dili refund, ug walay refund nga gisaad.`,
  'afasa-false-report': () =>
    'Ang bakak nga report nga gihimo sa daotang tuyo, nga hinungdan nga ma-hold ang kwarta sa laing tawo, krimen usab ubos niini nga balaod.',
}
