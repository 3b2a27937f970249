import type { ScamHelpWords } from './en'
import { filContactWords, filLawPointWords, filLawWords } from './contacts.fil'
import { filFactWords } from './facts.fil'
import { filKinds } from './kinds.fil'

export const filScamHelpWords: ScamHelpWords = {
  help: {
    heading: 'Na-scam? Gawin ito ngayon',
    intro:
      'Kung nakapagpadala ka ng pera, code o details mo sa scammer, kumilos agad: mahalaga ang bawat minuto. Gawin ang mga hakbang na ito, isa-isa, mula sa una.',
    steps: [
      {
        title: 'Tumigil sa pagbabayad at pagbibigay ng code',
        text: 'Huwag nang magpadala ng pera at huwag ibigay ang anumang OTP, MPIN, PIN o password, anuman ang ipangako o ipanakot nila. Huwag nang sagutin ang scammer.',
      },
      {
        title: 'Tawagan agad ang bangko o e-wallet mo',
        text: 'Gamitin ang hotline na nasa opisyal nilang app, website o likod ng card mo. Sabihing na-scam ka at ipa-block o ipa-hold ang account mo at ang transfer. Ibigay ang petsa, halaga at reference number.',
      },
      {
        title: 'Palitan ang mga password at MPIN mo',
        text: 'Sa phone na pinagkakatiwalaan mo, palitan ang MPIN ng e-wallet mo at ang mga password ng bangko at email mo, at mag-sign out sa lahat ng iba pang device. I-uninstall ang anumang app na ipina-install sa iyo ng scammer.',
      },
      {
        title: 'I-save ang ebidensya',
        text: 'Mag-screenshot ng mga chat, text at profile. Isulat ang mga number, pangalan ng account, reference number at link, nang hindi binubuksan ang mga link. Huwag burahin ang usapan.',
      },
      {
        title: 'I-report ito',
        text: 'I-report ang scam sa mga awtoridad sa ibaba, at ang account ng scammer sa app o site kung saan kayo nagkakilala.',
      },
      {
        title: 'Mag-ingat sa alok na “recovery”',
        text: 'Scammer din ang sinumang humihingi ng fee para mabawi ang pera mo. Libre ang tulong ng bangko, e-wallet at mga awtoridad.',
      },
    ],
    ...filFactWords,
    print: 'I-print ang pahinang ito',
    more: 'Iba pang tulong',
    guideLink: 'Mga karaniwang scam sa Pilipinas',
    checkLink: 'Suriin ang mensahe',
  },
  guide: {
    heading: 'Mga karaniwang scam sa Pilipinas',
    intro:
      'Ganito ang hitsura ng mga pinakakaraniwang scam sa Pilipinas, paano makikilala ang mga ito at ano ang dapat gawin. Sinadyang sirain ang mga link sa mga halimbawa para hindi mabuksan.',
    contents: 'Mga scam sa pahinang ito',
    example: 'Halimbawang mensahe',
    redFlags: 'Mga red flag',
    whatToDo: 'Ano ang gagawin',
    checkLink: 'Suriin ang natanggap mong mensahe',
    helpLink: 'Nakapagbayad o nakapagbigay ka na ng code? Gawin ito ngayon',
    backToContents: 'Bumalik sa listahan ng mga scam',
  },
  kinds: filKinds,
  contacts: filContactWords,
  laws: filLawWords,
  lawPoints: filLawPointWords,
}
