import type { CheckWords } from './en'

export const cebCheckWords: CheckWords = {
  heading: 'Susiha ang mensahe',
  intro:
    'I-paste ang text, chat o link. Niini ra nga phone kini susihon, bisan offline: ang imong i-paste dili ipadala ug dili tipigan.',
  label: 'Mensahe o link',
  check: 'Susiha',
  empty: 'I-paste una ang mensahe o link.',
  levels: {
    high: 'Taas ang peligro: murag scam kini',
    warning: 'Pag-amping: naay nakitang red flag',
    none: 'Walay nakitang red flag',
  },
  found: 'Ang among nakit-an',
  noneFound: 'Walay bisan usa sa among mga lagda nga mitakdo niini nga mensahe.',
  weakSigns: 'Gagmay nga timailhan, dili igo para sa pasidaan',
  yourMessage: 'Ang imong mensahe',
  markedMessage: 'Ang imong mensahe, nga gimarkahan ang among nakit-an',
  partlyShown: 'Taas kini nga mensahe: ang sinugdanan ra niini ang gipakita diri.',
  truncated:
    'Taas kini nga mensahe: ang unang bahin ra niini ang nabasa, busa basin naay dili mamatikdan sa sunod nga bahin.',
  links: 'Mga link sa mensahe (text ra, dili ma-click)',
  goesTo: 'padulong sa',
  showMore: 'Ipakita ang {count} pa',
  findings: {
    'brand-lookalike-link': {
      title:
        'Naay link nga nagdala sa ngalan sa {brand} apan padulong sa {host}, nga dili {brand}.',
      advice:
        'Ayaw kini ablihi. Ablihi ang opisyal nga app sa {brand} o ikaw mismo ang mag-type sa address niini.',
    },
    'brand-elsewhere-link': {
      title:
        'Nag-ingon ang mensahe nga gikan kini sa {brand}, apan padulong sa {host} ang link niini.',
      advice:
        'Ayaw kini ablihi. Pangutan-a direkta ang {brand} pinaagi sa opisyal nga app o hotline niini.',
    },
    'shortened-link': {
      title: 'Gitago sa mubo nga link kung asa gyud kini padulong ({host}).',
      advice:
        'Ayaw kini ablihi: ang mga bangko, e-wallet ug ahensya dili mopadala og mubo nga link para mag-log in.',
    },
    'ip-address-link': {
      title: 'Padulong ang link sa address nga puro numero ({host}), dili sa site nga naay ngalan.',
      advice: 'Ang tinuod nga kompanya naggamit sa kaugalingon niini nga ngalan. Ayaw kini ablihi.',
    },
    'punycode-link': {
      title: 'Naggamit ang link og mga letra nga kaamgid sa ubang letra ({host}).',
      advice: 'Mahimo nimo kining mahunahunang tinuod nga site. Ayaw kini ablihi.',
    },
    'mixed-script-link': {
      title:
        'Gisagol sa link ang mga letra gikan sa ubang alpabeto aron morag tinuod nga site ({host}).',
      advice: 'Ayaw kini ablihi.',
    },
    'userinfo-link': {
      title: 'Gitago sa link ang tinuod niini nga address human sa @: padulong kini sa {host}.',
      advice: 'Ayaw kini ablihi.',
    },
    'risky-tld-link': {
      title:
        'Padulong ang link sa {host}, nga nagtapos sa klase sa address nga kanunay gamiton sa mga scammer.',
      advice: 'Ayaw kini ablihi gawas kung kaila nimo ang nagpadala ug gipaabot nimo kini.',
    },
    'asks-for-code': {
      title: 'Nangayo kini og code, OTP, MPIN o password.',
      advice:
        'Ayaw gyud kini ihatag bisan kang kinsa, bisan pa kung moingon sila nga taga-bangko nimo sila.',
    },
    'asks-for-card': {
      title: 'Nangayo kini og detalye sa card.',
      advice:
        'Ayaw gyud ipadala ang card number, expiry o CVV sa mensahe o sa panid nga giablihan gikan sa link.',
    },
    'asks-fee': {
      title: 'Pabayaron ka una niini og fee aron makuha ang premyo, parcel, loan o trabaho.',
      advice: 'Ang tinuod nga premyo, loan o trabaho dili mangayo og fee daan. Ayaw pagbayad.',
    },
    'asks-return-money': {
      title: 'Gipa-"uli" ka niini sa kwarta nga na-wrong send kuno kanimo.',
      advice:
        'Ayaw pagpadala og bisan unsa. Susiha mismo ang imong app: kung naay kwarta nga misulod, ang imong bangko na ang bahala.',
    },
    'asks-for-account': {
      title: 'Gusto niini nga abangan, paliton o hulaman ang imong bank o e-wallet account.',
      advice:
        'Ayaw pagsugot: gipaagi sa mga scammer ang kinawat nga kwarta sa ingon ani nga account, ug ang tag-iya ang manubag.',
    },
    'asks-for-money': {
      title: 'Gipapadala ka niini og kwarta.',
      advice:
        'Tawagi una ang tawo sa numero nga kaila na nimo sa dili pa ka mopadala og bisan unsa.',
    },
    'asks-to-log-in': {
      title: 'Gipa-click ka niini aron mag-verify, mag-update o mag-log in.',
      advice:
        'Pag-log in lang pinaagi sa opisyal nga app o sa address nga ikaw mismo ang nag-type.',
    },
    'asks-to-call': {
      title: 'Gipatawag ka niini sa usa ka numero o gipapindot og key.',
      advice: 'Tawagi lang ang hotline nga nakasulat sa imong card o sa opisyal nga website.',
    },
    'move-to-chat-app': {
      title: 'Gibalhin niini ang istorya ngadto sa Telegram, WhatsApp o Viber.',
      advice: 'Mobalhin didto ang mga scammer aron dili sila mabantayan. Pag-amping gyud.',
    },
    'pay-before-ship': {
      title: 'Gusto sa seller nga mobayad ka una sa dili pa i-ship, ug walay COD.',
      advice: 'Palit pinaagi sa shop app nga naay proteksyon sa buyer, o bayad inig abot sa order.',
    },
    pressure: {
      title: 'Gidali-dali ka niini gamit ang deadline.',
      advice: 'Ang tinuod nga kompanya mohatag kanimo og panahon. Hunong una ug susiha kini.',
    },
    threat: {
      title: 'Gihulga ka niini: na-block nga account, kaso o pagdakop.',
      advice: 'Ang mga ahensya ug bangko dili manghulga pinaagi sa text. Pangutan-a sila direkta.',
    },
    'guaranteed-returns': {
      title: 'Nagsaad kini og sigurado o dako kaayo nga ganansya.',
      advice:
        'Walay tinuod nga investment nga sigurado ang ganansya. Susiha una ang kompanya sa SEC.',
    },
    'pay-for-likes': {
      title:
        'Nagtanyag kini og bayad para mo-like, mo-follow, mo-review o mohimo og yano nga task.',
      advice: 'Ingon ani magsugod ang task scam: unya, ikaw na ang pabayaron. Ayaw pag-apil.',
    },
    'job-bait': {
      title: 'Nagtanyag kini og sayon nga kita sa gamay nga trabaho.',
      advice:
        'Ikaw mismo ang magsusi sa kompanya. Ang tinuod nga trabaho dili gyud magpabayad nimo.',
    },
    'unentered-prize': {
      title: 'Nag-ingon kini nga nakadaog ka sa wala nimo salihi.',
      advice: 'Dili ka makadaog sa raffle nga wala nimo salihi. Ayaw lang kini tagda.',
    },
    'easy-loan': {
      title: 'Nagtanyag kini og sayon o pre-approved nga loan.',
      advice:
        'Pag-loan lang sa lender nga rehistrado sa SEC o BSP, ug ayaw gyud pagbayad og fee daan.',
    },
    'aid-claim': {
      title: 'Nagtanyag kini og ayuda gikan sa gobyerno pinaagi sa link o fee.',
      advice:
        'Ang ayuda gipahibalo sa opisyal nga mga panid sa gobyerno, ug libre kini. Ayaw pagbayad o pag-log in.',
    },
    'romance-story': {
      title:
        'Nag-istorya kini bahin sa minahal nga nanginahanglan og kwarta aron makuha ang regalo o aron makauli.',
      advice: 'Ayaw pagpadala og kwarta sa tawo nga wala pa nimo makita sa personal.',
    },
    'worded-like-scam': {
      title: 'Ang pagkasulat niini susama sa mga scam o spam nga mensahe nga among nailhan.',
      advice:
        'Dili kini pruweba kung kini ra: tan-awa una kung unsay gusto niini nga imong buhaton sa dili pa ka molihok.',
    },
    'recovery-offer': {
      title: 'Nagtanyag kini nga bawion ang kwarta nga nawala nimo sa scam.',
      advice:
        'Ikaduhang scam kini. Ang imong bangko, e-wallet ug ang mga awtoridad ra ang makatabang, ug libre kini.',
    },
    'unknown-link': {
      title: 'Naay link kini sa site nga wala namo mailhi.',
      advice:
        'Dili dayon scam ang link tungod lang niini, apan susiha una ang address sa dili pa nimo i-tap, ug ayaw pag-log in o pagbayad didto.',
    },
    'gambling-lure': {
      title: 'Nagtanyag kini og bonus, libreng credits o jackpot sa casino o sugal.',
      advice:
        'Ilegal sa Pilipinas ang online casino nga mag-text nimo. Ayaw pag-register o pag-deposit.',
    },
    'held-parcel-or-fine': {
      title: 'Nag-ingon kini nga naka-hold ang imong parcel o naay wala nabayri nga multa o toll.',
      advice:
        'Ang courier, LTO, MMDA o toll operator dili mangayo og bayad pinaagi sa link sa text. Susiha sa ilang kaugalingong app o website.',
    },
    'stranger-opener': {
      title:
        'Nagsugod kini sama sa estranghero nga nakig-chat: wrong number, dugay na nga wala magkita, bag-ong mentor.',
      advice:
        'Ayaw na pakig-chat sa estranghero nga ang istorya mapadulong sa kwarta, trabaho o investment.',
    },
    'emergency-story': {
      title:
        'Nag-istorya kini bahin sa kaila nga naa sa kalisod: nadakpan, naa sa ospital, gikawatan, o nanghulam og cp.',
      advice:
        'Tawagi una kana nga tawo, o ang iyang kauban, sa number nga kaila na nimo sa dili pa magpadala og bisan unsa.',
    },
  },
  alreadyPaid: 'Nakabayad na o nakahatag na og code?',
  getHelp: 'Tan-awa unsay buhaton karon',
  aboutKind: 'Giunsa paglihok niini nga scam',
  limits:
    'Ang bag-ong limbong mahimong makalusot niini nga pagsusi. Aron sigurado, ikaw mismo ang mokontak sa kompanya: ablihi ang opisyal niini nga app, o tawagi ang hotline nga nakasulat sa imong card.',
  limitsNone:
    'Kung walay red flag, dili kini pruweba nga luwas ang mensahe: ang bag-ong limbong mahimong makalusot niini nga pagsusi. Kung nangayo kini og kwarta, code o pag-log in, pangutan-a direkta ang nagpadala pinaagi sa number o app nga kaila na nimo.',
  checkAnother: 'Susiha ang lain',
  share: 'I-share ang pasidaan',
  shareTitle: 'Pasidaan sa scam',
  shared: 'Na-share na ang pasidaan.',
  copied: 'Na-copy na ang pasidaan. I-paste kini sa chat aron pasidan-an ang uban.',
  shareFailed: 'Dili ma-share. Pilia ang text sa ibabaw aron ma-copy kini.',
  checkedWith: 'Gisusi gamit ang',
  figures: {
    heading: 'Unsa ka maayo kini nga pagsusi',
    intro:
      'Gisulayan namo kini sa mga publiko nga koleksyon sa tinuod nga mga text message nga walay bisan kinsa niini nga proyekto ang nagsulat, ug ang matag usa giihap nga bulag.',
    scams: 'Mga scam ug spam nga gi-flag niini (pasidaan o taas nga peligro)',
    scamLine:
      '{flagged} sa {count} ka scam ug spam nga text ang gi-flag, {high} niini giingon nga taas ang peligro',
    ordinary: 'Mga ordinaryong mensahe nga giingon niini nga taas ang peligro',
    ordinaryLine:
      '{high} sa {count} ka ordinaryong text ang giingon nga taas ang peligro, {flagged} ang gi-flag',
    measured: 'Gisukod niadtong',
  },
  picture: {
    button: 'Susiha ang screenshot',
    hint: 'Mahimo usab nimong i-paste o i-drop diri ang hulagway. Niini ra nga phone kini basahon: ang hulagway dili ipadala ug dili tipigan.',
    downloading: 'Gina-andam ang tigbasa sa hulagway (sa unang higayon ra)…',
    reading: 'Ginabasa ang hulagway…',
    progressLabel: 'Progreso',
    cancel: 'Kanselaha',
    preview: 'Ang screenshot nga ginabasa',
    done: 'Nabasa ug nasusi na ang text gikan sa hulagway. Basin naay letra nga sayop ang pagkabasa: ayoha kini ug susiha pag-usab.',
    noText: 'Walay text nga mabasa niini nga hulagway.',
    notImage: 'Dili hulagway kini nga file. Pagpili og screenshot (PNG o JPG).',
    tooLarge: 'Mas dako kini nga hulagway kaysa 15 MB. Pagpili og mas gamay nga screenshot.',
    failed: 'Dili mabasa ang hulagway. Sulayi pag-usab, o i-paste na lang ang text.',
  },
  fromAddress:
    'Kini nga text gikan sa address niini nga panid, dili gikan kanimo. I-tap ang Susiha aron susihon kini.',
}
