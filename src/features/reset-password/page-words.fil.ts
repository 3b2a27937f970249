import { site } from '@/config/site'
import type { ResetPageWords } from './page-words'

/** Ang mga label at view ng pahinang pag-reset ng password sa Filipino. */
export const filResetPageWords: ResetPageWords = {
  heading: 'I-reset ang Password',
  offlineAction: 'pag-reset ng password mo',
  lead: `Pumili ng bagong password para sa iyong ${site.appName} account. Susuriin muna ang link mula sa iyong email, at mananatili ang kasalukuyan mong password hanggang ma-save ang bago.`,
  validating: 'Vina-validate ang reset link...',
  formTitle: 'Pumili ng bagong password',
  resettingFor: 'Nire-reset ang password ng',
  newPassword: 'Bagong Password',
  confirmPassword: 'Kumpirmahin ang Bagong Password',
  showPasswords: 'Ipakita ang mga password',
  submit: 'I-reset ang Password',
  submitting: 'Nire-reset ang Password...',
  cancel: 'Kanselahin',
  successTitle: 'Matagumpay na Na-reset ang Password',
  successText:
    'Napalitan na ang password mo. Puwede ka nang mag-sign in sa app gamit ang bago mong password.',
  continueHome: 'Magpatuloy sa Home',
  invalidTitle: 'Invalid na Reset Link',
  invalidText:
    'Invalid o expired na ang password reset link na ito. Humiling ng panibagong password reset.',
  returnHome: 'Bumalik sa Home',
}
