import type { ContactWords, LawWords } from './contacts.en'

export const filContactWords: ContactWords = {
  cicc: {
    purpose:
      'I-report ang online scam o iba pang cybercrime sa website ng CICC; ipinapasa nila ang reklamo sa PNP o NBI.',
  },
  'pnp-acg': {
    purpose:
      'Tumawag para i-report sa pulis ang online scam, o pumunta sa pinakamalapit na police station.',
  },
  bsp: {
    purpose:
      'Kung hindi naayos ng bangko o e-wallet mo ang reklamo mo, mag-chat kay BSP Online Buddy (BOB) sa website ng BSP o i-email ang complaint form mo.',
  },
  ntc: { purpose: 'I-report ang scam na text at ang number na nagpadala nito.' },
  gcash: {
    purpose:
      'Kung nakapagpadala ka ng pera sa scammer gamit ang GCash, i-report agad ito sa Help Center ng GCash.',
  },
  bpi: {
    purpose:
      'Tumawag sa 24-hour Contact Center ng BPI kung sa tingin mo ay nakuha ng scammer ang BPI account o card details mo.',
  },
  bdo: {
    purpose:
      'Tumawag agad sa BDO kung nawala, ninakaw o posibleng nagamit ng iba ang BDO credit card mo.',
  },
}

export const filLawWords: LawWords = {
  'ra-10175': 'Krimen sa ilalim ng batas na ito ang computer-related fraud at identity theft.',
  'ra-11934':
    'Kailangang i-register ang bawat SIM gamit ang valid ID, at obligado ang telco na ibigay ang pangalan at address ng may-ari ng SIM kapag may subpoena o utos ng korte.',
  'ra-12010':
    'Mas mabigat ang parusa sa ilalim ng batas na ito sa mga financial scam gaya ng phishing, online selling scam at investment scam.',
}
