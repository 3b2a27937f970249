import { site } from '@/config/site'
import type { PageHeads } from '@/locales/en/heads'

/** Ang title ug description sa matag panid sa Bisaya. */
export const cebHeads: PageHeads = {
  landing: {
    title: `${site.appName} | Scam ba ni? Susiha una sa dili pa mo-click`,
    description: `Ang ${site.appName} mosusi sa mga text, email, link, website ug screenshot kung scam o phishing ba. Libre nga proteksyon batok sa scam para sa mga tawo dinhi sa Pilipinas.`,
    appDescription:
      'Pag-ila sa scam gamit ang AI sa mga text, email, link, website ug screenshot, uban ang pag-verify sa sender ug mga safety tip.',
    screenshotLabels: {
      narrow: 'Ang Home page sa phone: Scam ba ni?',
      wide: 'Ang Home page sa computer, uban ang QR code sa Google Play',
    },
  },
  privacy: {
    title: `Palisiya sa Privacy | ${site.appName}`,
    description: `Giunsa pagdumala sa ${site.appName} ang imong data: unsa ang among gikolekta, unsa ang dili gyud namo buhaton niini, unsa kadugay namo kini tipigan ug ang imong mga katungod ubos sa Data Privacy Act of 2012.`,
  },
  terms: {
    title: `Mga Termino sa Serbisyo | ${site.appName}`,
    description: `Ang mga termino sa paggamit sa ${site.appName}: hustong paggamit, ang imong mga responsibilidad, kutob sa among tulubagon ug ang mga balaod sa Pilipinas.`,
  },
  deleteAccount: {
    title: `I-delete ang Account | ${site.appName}`,
    description: `I-delete ang imong ${site.appName} account ug ang data niini bisan walay app. Hibaloi kung unsa ang ma-delete ug unsa ang magpabilin.`,
  },
  check: {
    title: `Susiha ang mensahe kung scam ba | ${site.appName}`,
    description:
      'I-paste ang kadudahang text, chat o link ug makita dayon nimo ang mga red flag niini. Susihon kini sa imong phone, bisan offline: ang imong gi-paste dili ipadala bisan asa.',
  },
  help: {
    title: `Na-scam? Buhata ni karon | ${site.appName}`,
    description:
      'Nakapadala ka og kwarta o code sa scammer? Unsay buhaton dayon, sunod-sunod, uban ang mga hotline nga tawagan ug asa mo-report dinhi sa Pilipinas. Mogana bisan offline.',
  },
  scams: {
    title: `Kasagarang mga scam sa Pilipinas | ${site.appName}`,
    description:
      'Peke nga seller, phishing nga text, task job, wrong send, peke nga ayuda ug uban pa: unsaon pag-ila sa matag scam, ang mga red flag niini ug unsay buhaton.',
  },
  resetPassword: {
    title: `I-reset ang Password | ${site.appName}`,
    description: `Pagpili og bag-ong password para sa imong ${site.appName} account.`,
  },
}
