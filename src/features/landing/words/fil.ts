import { site } from '@/config/site'
import type { LandingWords } from './en'

/** Ang mga salita ng landing page sa Filipino. */
export const filLandingWords: LandingWords = {
  eyebrow: 'Proteksyon laban sa scam para sa mga Pilipino',
  heading: 'Scam ba ito?',
  lead: `May kakaibang text, alok na parang too good to be true, o link na hindi ka sigurado kung ligtas? Sinusuri ito ng ${site.appName} para sa iyo sa loob ng ilang segundo, bago ka mag-reply, mag-click o magbayad.`,
  note: 'Libreng i-download. Gumagana sa mga Android phone.',
  checkLink: 'Suriin ang mensahe, kahit walang app',
  helpLink: 'Nakapagbayad o nakapagbigay ka na ng code? Humingi ng tulong ngayon',
  heroImage: `Isang phone na may kahina-hinalang text message na na-flag ng ${site.appName} bilang scam`,
  qrAlt: `QR code na nagbubukas ng ${site.appName} sa Google Play`,
  qrCaption: 'I-scan gamit ang iyong phone para makuha ang app',
  threatsTitle: 'Laganap ang scam sa Pilipinas',
  threatsLead:
    'Kung saan naglalagi online ang mga tao, nandoon din ang mga scammer. Narito ang datos tungkol sa mga mensaheng natatanggap mo araw-araw.',
  threats: [
    {
      title: 'Pinaghihinalaang panloloko',
      text: 'Humigit-kumulang 13.4% ng mga digital na transaksyon sa Pilipinas ang pinaghihinalaang mapanlinlang.',
    },
    {
      title: 'Nawalan ng pera',
      text: 'Humigit-kumulang 34% ng mga tao ang nawalan na ng pera dahil sa scam.',
    },
    {
      title: 'Mga scam na mensahe',
      text: '74% ng mga user ang nakatanggap na ng scam na mensahe sa text, chat o email.',
    },
    {
      title: 'Lumilipat ang scam',
      text: 'Bumaba ang mga SMS scam pagsapit ng 2025, pero dumami ang panloloko sa social media.',
    },
  ],
  featuresTitle: `Paano ka pinoprotektahan ng ${site.appName}`,
  features: [
    {
      name: 'Mabilis na Pagtukoy ng Scam',
      text: 'I-scan ang text, email, link, website o screenshot at makakuha ng malinaw na sagot sa loob ng ilang segundo.',
    },
    {
      name: 'Pagsusuri Gamit ang AI',
      text: 'Hinahanap ng artificial intelligence ang mga taktika ng scammer: pagpilit na magmadali ka, mga link na kamukha ng totoo, at paghingi ng pera o code.',
    },
    {
      name: 'Pag-verify ng Sender',
      text: 'Suriin ang hindi kilalang phone number o email address bago ka sumagot sa tawag, mag-reply o magpadala ng kahit ano.',
    },
    {
      name: 'Mga Safety Tip sa Loob ng App',
      text: 'Maiikli at praktikal na tip ang nagpapaliwanag ng bawat scam para makilala ninyo ng pamilya mo ang susunod na scam.',
    },
    {
      name: 'Proteksyon sa Isang Tap',
      text: `I-share ang kahina-hinalang mensahe sa ${site.appName} sa isang tap lang, mula mismo sa app kung saan mo ito nakita.`,
    },
  ],
  ctaImage: 'Isang dilaw na shield na may check mark',
  ctaTitle: 'Suriin muna bago mag-click, mag-reply o magbayad',
  ctaText: `I-download ang ${site.appName} nang libre at i-check muna ang bawat kahina-hinalang mensahe, link at tawag.`,
}
