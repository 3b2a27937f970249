import { site } from '@/config/site'
import type { PageHeads } from '@/locales/en/heads'

/** Ang title at description ng bawat pahina sa Filipino. */
export const filHeads: PageHeads = {
  landing: {
    title: `${site.appName} | Scam ba ito? Alamin bago mag-click`,
    description: `Sinusuri ng ${site.appName} ang mga text, email, link, website at screenshot kung scam o phishing. Libreng proteksyon laban sa scam para sa mga nasa Pilipinas.`,
    appDescription:
      'Pagtukoy ng scam gamit ang AI sa mga text, email, link, website at screenshot, may pag-verify ng sender at mga safety tip.',
    screenshotLabels: {
      narrow: 'Ang Home page sa phone: Scam ba ito?',
      wide: 'Ang Home page sa computer, kasama ang QR code ng Google Play',
    },
  },
  privacy: {
    title: `Patakaran sa Privacy | ${site.appName}`,
    description: `Paano hinahawakan ng ${site.appName} ang data mo: ano ang kinokolekta namin, ano ang hindi namin kailanman ginagawa rito, gaano katagal namin ito itinatago at ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012.`,
  },
  terms: {
    title: `Mga Tuntunin ng Serbisyo | ${site.appName}`,
    description: `Ang mga tuntunin sa paggamit ng ${site.appName}: wastong paggamit, ang mga responsibilidad mo, hangganan ng pananagutan at ang mga batas ng Pilipinas.`,
  },
  deleteAccount: {
    title: `Burahin ang Account | ${site.appName}`,
    description: `Burahin ang iyong ${site.appName} account at ang data nito kahit hindi gamit ang app. Alamin kung ano ang binubura at ano ang itinatago.`,
  },
  check: {
    title: `Suriin ang mensahe kung scam | ${site.appName}`,
    description:
      'I-paste ang kahina-hinalang text, chat o link at makikita mo agad ang mga red flag nito. Sinusuri ito sa phone mo, kahit offline: hindi ipinapadala ang anumang i-paste mo.',
  },
  help: {
    title: `Na-scam? Gawin ito ngayon | ${site.appName}`,
    description:
      'Nakapagpadala ng pera o code sa scammer? Ano ang dapat gawin agad, hakbang-hakbang, kasama ang mga hotline na tatawagan at kung saan magre-report sa Pilipinas. Gumagana kahit offline.',
  },
  scams: {
    title: `Mga karaniwang scam sa Pilipinas | ${site.appName}`,
    description:
      'Pekeng seller, phishing na text, task job, wrong send, pekeng ayuda at iba pa: ang hitsura ng bawat scam, ang mga red flag nito at ano ang gagawin.',
  },
  resetPassword: {
    title: `I-reset ang Password | ${site.appName}`,
    description: `Pumili ng bagong password para sa iyong ${site.appName} account.`,
  },
}
