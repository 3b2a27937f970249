import type { ScamHelpWords } from './en'
import { filContactWords, filLawWords } from './contacts.fil'
import { filKinds } from './kinds.fil'

export const filScamHelpWords: ScamHelpWords = {
  help: {
    heading: 'Na-scam? Gawin ito ngayon',
    intro:
      'Kung nakapagpadala ka ng pera, code o details mo sa scammer, kumilos na ngayon: mahalaga ang bawat minuto. Sundin ang mga hakbang na ito ayon sa pagkakasunod.',
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
        text: 'Sa phone na pinagkakatiwalaan mo, palitan ang MPIN ng e-wallet mo at ang mga password ng bangko at email mo, at mag-sign out sa lahat ng ibang device. I-uninstall ang anumang app na ipina-install sa iyo ng scammer.',
      },
      {
        title: 'Itago ang ebidensya',
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
    contactsHeading: 'Sino ang tatawagan at saan magre-report',
    contactsIntro:
      'Pindutin ang number para tumawag. May link ang bawat contact sa opisyal na pahinang pinagkunan nito.',
    roles: {
      'bank-ewallet-help': 'Ang bangko o e-wallet mo',
      'report-cybercrime': 'I-report ang scam',
      'text-scam-complaint': 'I-report ang scam na text',
      'bank-ewallet-complaint': 'Kung hindi ka tinulungan ng bangko o e-wallet mo',
    },
    phoneNotes: { 'toll-free': 'toll-free', mobile: 'mobile', landline: 'landline' },
    hours: {
      always: '24 oras, araw-araw',
      daily: 'Araw-araw',
      weekdays: 'Lunes hanggang Biyernes',
      'mon-sat': 'Lunes hanggang Sabado',
    },
    email: 'Email',
    web: 'Website',
    source: 'Pinagkunan',
    checked: 'sinuri noong',
    months: [
      'Enero',
      'Pebrero',
      'Marso',
      'Abril',
      'Mayo',
      'Hunyo',
      'Hulyo',
      'Agosto',
      'Setyembre',
      'Oktubre',
      'Nobyembre',
      'Disyembre',
    ],
    lawsHeading: 'Ang mga batas laban sa scam',
    print: 'I-print ang pahinang ito',
    more: 'Iba pang tulong',
    guideLink: 'Mga karaniwang scam sa Pilipinas',
    checkLink: 'Suriin ang mensahe',
  },
  guide: {
    heading: 'Mga karaniwang scam sa Pilipinas',
    intro:
      'Ganito ang itsura ng mga pinakakaraniwang scam sa Pilipinas, paano sila makikilala at ano ang dapat gawin. Sinadyang sirain ang mga link sa mga halimbawa para hindi mabuksan.',
    contents: 'Mga scam sa pahinang ito',
    example: 'Halimbawang mensahe',
    redFlags: 'Mga red flag',
    whatToDo: 'Ano ang gagawin',
    checkLink: 'Suriin ang natanggap mong mensahe',
    helpLink: 'Nakapagbayad o nakapagbigay na ng code? Gawin ito ngayon',
    backToContents: 'Bumalik sa listahan ng mga scam',
  },
  kinds: filKinds,
  contacts: filContactWords,
  laws: filLawWords,
}
