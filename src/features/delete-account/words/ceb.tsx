import type { ReactNode } from 'react'
import { site } from '@/config/site'
import type { DeleteWords } from './en'

/** Ang mga label ug pasabot sa panid nga I-delete ang Account sa Bisaya. */
export const cebDeleteWords: DeleteWords = {
  heading: 'I-delete ang Account',
  intro: (
    <>
      Pangayo nga i-delete ang imong <strong>{site.appName}</strong> account ug ang data niini,
      gamit man o dili ang app. Ang nag-publish sa {site.appName} sa Google Play mao ang{' '}
      <strong>{site.companyName}</strong>.
    </>
  ),
  warningLabel: 'Pasidaan',
  warningTitle: 'Permanente kini nga aksyon.',
  warningText: `Kung ma-delete na ang imong account, dili na kini mabawi, ug kinahanglan ka nga mag-sign up pag-usab aron magamit ang ${site.appName}.`,
  stepsTitle: `Unsaon pag-delete sa imong ${site.appName} account`,
  stepsWeb: 'Niini nga panid',
  stepsWebItems: [
    `Ibutang sa ubos ang email address ug password sa imong ${site.appName} account.`,
    'I-check ang kahon aron kumpirmahon nga nasabtan nimo nga permanente ang pag-delete.',
  ],
  stepsSelect: (submit: ReactNode, confirm: ReactNode) => (
    <>
      Pilia ang {submit}, tan-awa kung imo ba ang account nga gipakita, dayon pilia ang {confirm}.
    </>
  ),
  stepsApp: 'Sa app',
  stepsOpen: `Ablihi ang ${site.appName} sa imong phone ug mag-sign in.`,
  stepsGoTo: 'Adto sa',
  stepsMenu: `${site.appName} > Settings > Account > Delete account`,
  stepsPassword: 'Ibutang ang imong password ug kumpirmaha.',
  stepsCannotSignIn:
    'Dili ka maka-sign in? Pag-email na lang kanamo: naa sa ubos niini nga panid ang mga lakang.',
  formTitle: 'Kumpirmaha nga ikaw kini',
  offlineAction: 'pag-delete sa imong account',
  email: 'Email',
  password: 'Password',
  confirmLabel: 'Nasabtan nako nga permanente kini nga aksyon ug dili na kini mabawi',
  submit: 'I-delete ang Akong Account',
  submitting: 'Ginaproseso...',
  dialogTitle: 'Kumpirmaha ang Pag-delete sa Account',
  dialogText:
    'Sigurado gyud ka? Ma-delete sa permanente ang imong account ug ang data niini. Dili na nimo kini mabawi.',
  name: 'Ngalan',
  cancel: 'Kanselaha',
  confirm: 'Oo, I-delete ang Akong Account',
  deleting: 'Gina-delete...',
  infoTitle: 'Unsay mahitabo kung i-delete nimo ang imong account',
  infoItems: [
    `Ang imong account ug ang data niini (imong ngalan, email address ug password) ma-delete sulod sa 30 ka adlaw. Dili ka na maka-sign in sa ${site.appName}.`,
    'Ang mga gi-scan nga mensahe, link ug screenshot dili gyud gitipigan: gisusi kini sa real time ug gilabay dayon pagkahuman.',
    'Ang gamay nga metadata nga walay sulod sa mensahe (oras, bersyon sa app, klase sa device ug ihap sa scan) mahimong tipigan hangtod 12 ka bulan para sa seguridad ug paglikay sa pagpanglimbong.',
    'Ang mga backup mapulihan sulod sa 90 ka adlaw. Ang mga record nga gikinahanglan sa balaod tipigan lang kutob sa gikinahanglan niini.',
  ],
  cannotSignIn: 'Dili ka maka-sign in?',
  forgotPassword:
    'Nakalimtan nimo ang imong password? I-reset kini sa sign-in screen sa app, dayon balik diri. Kung dili na gyud ka maka-sign in:',
  mailSubject: 'Account deletion request',
  writeTo: (mail: ReactNode, subject: string) => (
    <>
      Pagsulat sa {mail} gikan sa email address nga imong gigamit sa pag-sign up, nga ang subject
      mao ang “{subject}”.
    </>
  ),
  replyWithin: 'Motubag mi sulod sa 15 ka working days aron kumpirmahon nga imo ang account.',
  deleteAndTell: 'I-delete namo ang account ug sultihan ka namo pinaagi sa email inig human na.',
  details: (policy: (text: string) => ReactNode) => (
    <>Naa sa among {policy('Palisiya sa Privacy')} ang mga detalye.</>
  ),
  messages: {
    missingFields: 'Palihug sulati ang email ug password.',
    unconfirmed: 'Palihug i-check ang confirmation checkbox aron makapadayon.',
    invalidCredentials: 'Sayop ang email o password. Palihug susiha ang imong email ug password.',
    loginError: 'Wala makit-i ang account',
    networkError: 'Naay network error',
    genericError: 'Naay error. Palihug sulayi pag-usab.',
    deleteError: 'Wala ma-delete ang account',
    deleteUnsuccessful: 'Wala ma-delete ang account. Palihug sulayi pag-usab.',
    deleted: 'Na-delete na ang imong account.',
  },
}
