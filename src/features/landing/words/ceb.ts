import { site } from '@/config/site'
import type { LandingWords } from './en'

/** Ang mga pulong sa landing page sa Bisaya. */
export const cebLandingWords: LandingWords = {
  eyebrow: 'Proteksyon batok sa scam para sa mga Pilipino',
  heading: 'Scam ba ni?',
  lead: `Nakadawat ka og katingad-ang text, tanyag nga sobra ka nindot nga lisod tuohan, o link nga dili ka sigurado? Susihon kini sa ${site.appName} para nimo sulod sa pipila ka segundo, sa dili pa ka motubag, mo-click o mobayad.`,
  note: 'Libre ang pag-download. Mogana sa mga Android phone.',
  checkLink: 'Susiha ang mensahe, bisan walay app',
  helpLink: 'Nakabayad na o nakahatag na og code? Pangayo og tabang karon',
  heroImage: `Usa ka phone nga nagpakita og kadudahang text message nga giila sa ${site.appName} nga scam`,
  qrAlt: `QR code nga moabli sa ${site.appName} sa Google Play`,
  qrCaption: 'I-scan gamit ang imong phone aron makuha ang app',
  threatsTitle: 'Bisan asa naay scam sa Pilipinas',
  threatsLead:
    'Mosunod ang mga scammer bisan asa mag-online ang mga tawo. Mao kini ang mga numero luyo sa mga mensahe nga imong madawat matag adlaw.',
  threats: [
    {
      title: 'Gidudahang pagpanglimbong',
      text: 'Mga 13.4% sa mga digital nga transaksyon sa Pilipinas ang gidudahang pagpanglimbong.',
    },
    {
      title: 'Kwartang nawala',
      text: 'Mga 34% sa mga tawo ang nawad-an na og kwarta tungod sa scam.',
    },
    {
      title: 'Mga scam nga mensahe',
      text: '74% sa mga user ang nakadawat na og scam nga mensahe pinaagi sa text, chat o email.',
    },
    {
      title: 'Nagbalhin ang scam',
      text: 'Mikunhod ang mga SMS scam pag-abot sa 2025, apan midaghan ang pagpanglimbong sa social media.',
    },
  ],
  featuresTitle: `Giunsa ka pagpanalipod sa ${site.appName}`,
  features: [
    {
      name: 'Paspas nga Pag-ila sa Scam',
      text: 'I-scan ang text, email, link, website o screenshot ug makakuha og klarong tubag sulod sa pipila ka segundo.',
    },
    {
      name: 'Pagsusi Gamit ang AI',
      text: 'Pangitaon sa artificial intelligence ang mga limbong nga gigamit sa mga scammer: pagpugos kanimo nga magdali, mga link nga kaamgid sa tinuod ug pagpangayo og kwarta o code.',
    },
    {
      name: 'Pag-verify sa Sender',
      text: 'Susiha ang wala mailhi nga phone number o email address sa dili pa ka motubag sa tawag, mo-reply o mopadala og bisan unsa.',
    },
    {
      name: 'Mga Safety Tip sulod sa App',
      text: 'Mubo ug praktikal nga mga tip ang mopasabot sa matag scam aron ikaw ug ang imong pamilya makaila na sa sunod nga scam.',
    },
    {
      name: 'Proteksyon sa Usa ka Tap',
      text: `I-share ang kadudahang mensahe sa ${site.appName} sa usa lang ka tap, direkta gikan sa app diin nimo kini nakit-an.`,
    },
  ],
  ctaImage: 'Usa ka dalag nga shield nga adunay check mark',
  ctaTitle: 'Susiha una sa dili pa mo-click, mo-reply o mobayad',
  ctaText: `I-download nga libre ang ${site.appName} ug pangayo og ikaduhang opinyon sa matag kadudahang mensahe, link ug tawag.`,
}
