import type { ReactNode } from 'react'
import { site } from '@/config/site'
import type { DeleteWords } from './en'

/** Ang mga label at paliwanag ng pahinang Burahin ang Account sa Filipino. */
export const filDeleteWords: DeleteWords = {
  heading: 'Burahin ang Account',
  intro: (
    <>
      Humiling na burahin ang iyong <strong>{site.appName}</strong> account at ang data nito, gamit
      man o hindi ang app. Ang <strong>{site.companyName}</strong> ang developer ng {site.appName}{' '}
      sa Google Play.
    </>
  ),
  warningLabel: 'Babala',
  warningTitle: 'Permanente ang aksyong ito.',
  warningText: `Kapag nabura na ang account mo, hindi na ito maibabalik, at kailangan mong mag-sign up ulit para magamit ang ${site.appName}.`,
  stepsTitle: `Paano burahin ang iyong ${site.appName} account`,
  stepsWeb: 'Sa pahinang ito',
  stepsWebItems: [
    `Ilagay sa ibaba ang email address at password ng iyong ${site.appName} account.`,
    'I-check ang checkbox para kumpirmahing naiintindihan mong permanente ang pagbura.',
  ],
  stepsSelect: (submit: ReactNode, confirm: ReactNode) => (
    <>
      Pindutin ang {submit}, tingnan kung sa iyo ang account na lumabas, saka pindutin ang {confirm}
      .
    </>
  ),
  stepsApp: 'Sa app',
  stepsOpen: `Buksan ang ${site.appName} sa phone mo at mag-sign in.`,
  stepsGoTo: 'Pumunta sa',
  stepsMenu: `${site.appName} > Settings > Account > Delete account`,
  stepsPassword: 'Ilagay ang password mo at kumpirmahin.',
  stepsCannotSignIn:
    'Hindi makapag-sign in? Mag-email na lang sa amin: nasa dulo ng pahinang ito ang mga hakbang.',
  formTitle: 'Kumpirmahing ikaw ito',
  offlineAction: 'pagbura ng account mo',
  email: 'Email',
  password: 'Password',
  confirmLabel: 'Naiintindihan kong permanente ang aksyong ito at hindi na ito mababawi',
  submit: 'Burahin ang Account Ko',
  submitting: 'Pinoproseso...',
  dialogTitle: 'Kumpirmahin ang Pagbura ng Account',
  dialogText:
    'Sigurado ka ba talaga? Permanenteng buburahin nito ang account mo at ang data nito. Hindi mo na ito mababawi.',
  name: 'Pangalan',
  cancel: 'Kanselahin',
  confirm: 'Oo, Burahin ang Account Ko',
  deleting: 'Binubura...',
  infoTitle: 'Ano ang mangyayari kapag binura mo ang account mo',
  infoItems: [
    `Binubura ang account mo at ang data nito (pangalan, email address at password) sa loob ng 30 araw. Hindi ka na makakapag-sign in sa ${site.appName}.`,
    'Hindi kailanman sine-save ang mga ini-scan na mensahe, link at screenshot: sinusuri ang mga ito nang real time at itinatapon agad pagkatapos.',
    'Ang kaunting metadata na walang laman ng mensahe (petsa at oras, bersyon ng app, uri ng device at bilang ng scan) ay maaaring itago nang hanggang 12 buwan para sa seguridad at pag-iwas sa panloloko.',
    'Nabubura rin ang data mo sa mga backup sa loob ng 90 araw, kapag napatungan na ang mga ito ng bago. Ang mga record na hinihingi ng batas ay itinatago lang hangga’t hinihingi nito.',
  ],
  cannotSignIn: 'Hindi makapag-sign in?',
  forgotPassword:
    'Nakalimutan mo ang password mo? I-reset ito sa sign-in screen ng app, saka bumalik dito. Kung hindi ka na talaga makapag-sign in:',
  mailSubject: 'Account deletion request',
  writeTo: (mail: ReactNode, subject: string) => (
    <>
      Mag-email sa {mail} gamit ang email address na ginamit mo sa pag-sign up, at ilagay sa subject
      ang “{subject}”.
    </>
  ),
  replyWithin: 'Sasagot kami sa loob ng 15 working days para kumpirmahing sa iyo ang account.',
  deleteAndTell: 'Buburahin namin ang account at sasabihan ka namin sa email kapag tapos na.',
  details: (policy: (text: string) => ReactNode) => (
    <>Nasa aming {policy('Patakaran sa Privacy')} ang mga detalye.</>
  ),
  messages: {
    missingFields: 'Pakipunan ang email at password.',
    unconfirmed: 'Paki-check ang confirmation checkbox para magpatuloy.',
    invalidCredentials: 'Mali ang email o password. Pakitingnan ulit.',
    loginError: 'Hindi nahanap ang account',
    networkError: 'Nagkaroon ng network error',
    genericError: 'Nagkaroon ng error. Pakisubukan ulit.',
    deleteError: 'Hindi nabura ang account',
    deleteUnsuccessful: 'Hindi nabura ang account. Pakisubukan ulit.',
    deleted: 'Matagumpay na nabura ang iyong account.',
  },
}
