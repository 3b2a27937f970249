import type { ScamHelpWords } from './en'
import { cebContactWords, cebLawPointWords, cebLawWords } from './contacts.ceb'
import { cebFactWords } from './facts.ceb'
import { cebKinds } from './kinds.ceb'

export const cebScamHelpWords: ScamHelpWords = {
  help: {
    heading: 'Na-scam? Buhata ni karon',
    intro:
      'Kung nakapadala ka og kwarta, code o imong detalye sa scammer, lihok na karon: importante ang matag minuto. Sunda kini nga mga lakang sumala sa han-ay.',
    steps: [
      {
        title: 'Hunong na sa pagbayad ug sa paghatag og code',
        text: 'Ayaw na pagpadala og kwarta ug ayaw ihatag ang bisan unsang OTP, MPIN, PIN o password, bisan unsa pa ang ilang isaad o ihulga. Ayaw na tubaga ang scammer.',
      },
      {
        title: 'Tawagi dayon ang imong bangko o e-wallet',
        text: 'Gamita ang hotline nga naa sa ilang opisyal nga app, sa ilang website o sa likod sa imong card. Ingna sila nga na-scam ka ug pangayo nga i-block o i-hold ang imong account ug ang transfer. Ihatag ang petsa, ang kantidad ug ang reference number.',
      },
      {
        title: 'Ilisi ang imong mga password ug MPIN',
        text: 'Gamit ang phone nga imong gisaligan, ilisi ang MPIN sa imong e-wallet ug ang mga password sa imong bangko ug email, ug pag-sign out sa tanang ubang device. I-uninstall ang bisan unsang app nga gipa-install kanimo sa scammer.',
      },
      {
        title: 'Tipigi ang ebidensya',
        text: 'Pag-screenshot sa mga chat, text ug profile. Isulat ang mga number, ngalan sa account, reference number ug link, apan ayaw ablihi ang mga link. Ayaw i-delete ang mga chat ug text.',
      },
      {
        title: 'I-report kini',
        text: 'I-report ang scam sa mga awtoridad sa ubos, ug ang account sa scammer sa app o site diin mo nagkaila.',
      },
      {
        title: 'Pag-amping sa mga tanyag nga “recovery”',
        text: 'Scammer usab ang bisan kinsa nga mangayo og fee aron mabawi ang imong kwarta. Libre ang tabang sa imong bangko, sa imong e-wallet ug sa mga awtoridad.',
      },
    ],
    ...cebFactWords,
    print: 'I-print kini nga panid',
    more: 'Dugang tabang',
    guideLink: 'Kasagarang mga scam sa Pilipinas',
    checkLink: 'Susiha ang mensahe',
  },
  guide: {
    heading: 'Kasagarang mga scam sa Pilipinas',
    intro:
      'Ingon niini ang hitsura sa kasagarang mga scam sa Pilipinas, unsaon pag-ila niini ug unsay buhaton. Tinuyo nga giguba ang mga link sa mga pananglitan aron dili kini maablihan.',
    contents: 'Mga scam niini nga panid',
    example: 'Pananglitan nga mensahe',
    redFlags: 'Mga red flag',
    whatToDo: 'Unsay buhaton',
    checkLink: 'Susiha ang mensahe nga imong nadawat',
    helpLink: 'Nakabayad na o nakahatag na og code? Buhata ni karon',
    backToContents: 'Balik sa listahan sa mga scam',
  },
  kinds: cebKinds,
  contacts: cebContactWords,
  laws: cebLawWords,
  lawPoints: cebLawPointWords,
}
