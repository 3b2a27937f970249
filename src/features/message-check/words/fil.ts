import type { CheckWords } from './en'

export const filCheckWords: CheckWords = {
  heading: 'Suriin ang mensahe',
  intro:
    'I-paste ang text, chat o link. Sinusuri ito sa phone na ito, kahit offline: hindi ipinapadala o itinatago ang anumang i-paste mo.',
  label: 'Mensahe o link',
  check: 'Suriin',
  empty: 'Mag-paste muna ng mensahe o link.',
  levels: {
    high: 'Mataas ang panganib: mukhang scam ito',
    warning: 'Mag-ingat: may nakitang red flag',
    none: 'Walang nakitang red flag',
  },
  found: 'Ang nakita namin',
  noneFound: 'Walang tumugma sa alinman sa mga panuntunan namin.',
  weakSigns: 'Maliliit na palatandaan, hindi sapat para sa babala',
  yourMessage: 'Ang mensahe mo',
  markedMessage: 'Ang mensahe mo, may marka ang mga nakita namin',
  partlyShown: 'Mahaba ang mensaheng ito: ang simula lang nito ang ipinapakita rito.',
  truncated:
    'Mahaba ang mensaheng ito: ang unang bahagi lang nito ang nabasa, kaya puwedeng may hindi mapansin sa kasunod.',
  links: 'Mga link sa mensahe (text lang, hindi mapipindot)',
  goesTo: 'papunta sa',
  showMore: 'Ipakita ang {count} pa',
  findings: {
    'brand-lookalike-link': {
      title: 'May link na may pangalang {brand} pero papunta sa {host}, na hindi site ng {brand}.',
      advice:
        'Huwag itong buksan. Buksan ang opisyal na app ng {brand} o i-type mo mismo ang address nito.',
    },
    'brand-elsewhere-link': {
      title: 'Sinasabi ng mensahe na galing ito sa {brand}, pero papunta sa {host} ang link nito.',
      advice: 'Huwag itong buksan. Kumpirmahin sa {brand} mismo, sa opisyal na app o hotline nito.',
    },
    'shortened-link': {
      title: 'Itinatago ng maikling link kung saan talaga ito papunta ({host}).',
      advice:
        'Huwag itong buksan: hindi nagpapadala ng maikling link pang-login ang mga bangko, e-wallet at ahensya.',
    },
    'ip-address-link': {
      title: 'Papunta ang link sa address na puro numero ({host}), hindi sa site na may pangalan.',
      advice: 'Sariling pangalan ang gamit ng totoong kumpanya. Huwag itong buksan.',
    },
    'punycode-link': {
      title: 'Gumagamit ang link ng mga letrang kamukha ng ibang letra ({host}).',
      advice: 'Puwede itong magmukhang totoong site. Huwag itong buksan.',
    },
    'mixed-script-link': {
      title:
        'Pinaghahalo ng link ang mga letra mula sa ibang alpabeto para magmukhang totoong site ({host}).',
      advice: 'Huwag itong buksan.',
    },
    'userinfo-link': {
      title: 'Nakatago ang totoong address ng link pagkatapos ng @: papunta ito sa {host}.',
      advice: 'Huwag itong buksan.',
    },
    'risky-tld-link': {
      title:
        'Papunta ang link sa {host}. Madalas gamitin ng mga scammer ang ganitong dulo ng address.',
      advice: 'Huwag itong buksan maliban kung kilala mo ang nagpadala at inaasahan mo ito.',
    },
    'asks-for-code': {
      title: 'Humihingi ito ng code, OTP, MPIN o password.',
      advice: 'Huwag ibigay ang mga ito kahit kanino, kahit sabihin pa nilang taga-bangko mo sila.',
    },
    'asks-for-card': {
      title: 'Humihingi ito ng card details.',
      advice:
        'Huwag ipadala ang card number, expiry o CVV sa mensahe o sa pahinang binuksan mula sa link.',
    },
    'asks-fee': {
      title: 'Pinagbabayad ka muna nito ng fee para makuha ang premyo, parcel, loan o trabaho.',
      advice: 'Hindi humihingi muna ng fee ang totoong premyo, loan o trabaho. Huwag magbayad.',
    },
    'asks-return-money': {
      title: 'Pinapabalik nito ang perang “na-wrong send” daw sa iyo.',
      advice:
        'Huwag magpadala ng kahit ano. Tingnan mismo ang app mo: kung may pumasok na pera, ang e-wallet o bangko mo na ang bahala.',
    },
    'asks-for-account': {
      title: 'Gusto nitong rentahan, bilhin o hiramin ang bank o e-wallet account mo.',
      advice:
        'Tumanggi: dinadaanan ng nakaw na pera ang ganitong account, at ang may-ari ang mananagot.',
    },
    'asks-for-money': {
      title: 'Hinihiling nitong magpadala ka ng pera.',
      advice: 'Bago magpadala, tawagan muna ang tao sa number niyang alam mo na.',
    },
    'asks-to-log-in': {
      title: 'Pinapa-click ka nito para mag-verify, mag-update o mag-login.',
      advice: 'Mag-login lang sa opisyal na app o sa address na ikaw mismo ang nag-type.',
    },
    'asks-to-call': {
      title: 'Pinapatawag ka nito sa isang number o pinapapindot ng key.',
      advice: 'Tumawag lang sa hotline na nakasulat sa card mo o sa opisyal na website.',
    },
    'move-to-chat-app': {
      title: 'Inililipat nito ang usapan sa Telegram, WhatsApp o Viber.',
      advice: 'Lumilipat doon ang mga scammer para hindi sila mabantayan. Mag-ingat nang husto.',
    },
    'pay-before-ship': {
      title: 'Gusto ng seller na magbayad ka muna bago i-ship, at walang COD.',
      advice: 'Bumili sa shop app na may buyer protection, o mag-COD.',
    },
    pressure: {
      title: 'Minamadali ka nito gamit ang deadline.',
      advice: 'Binibigyan ka ng oras ng totoong kumpanya. Huminto muna at i-check ito.',
    },
    threat: {
      title: 'Tinatakot ka nito na iba-block ang account mo, kakasuhan ka o aarestuhin.',
      advice: 'Hindi nananakot sa text ang mga ahensya at bangko. Kumpirmahin sa kanila mismo.',
    },
    'guaranteed-returns': {
      title: 'Nangangako ito ng sigurado o napakalaking tubo.',
      advice:
        'Walang totoong investment na sigurado ang tubo. Kumpirmahin muna sa SEC kung may lisensya ang kumpanya na magbenta ng investment.',
    },
    'pay-for-likes': {
      title:
        'Nag-aalok ito ng bayad para mag-like, mag-follow, mag-review o gumawa ng simpleng task.',
      advice: 'Ganito nagsisimula ang task scam: pagkatapos, pagbabayarin ka na. Huwag sumali.',
    },
    'job-bait': {
      title: 'Nag-aalok ito ng madaling kita sa kaunting trabaho.',
      advice:
        'Ikaw mismo ang mag-check kung totoo ang kumpanya. Hindi ka kailanman pagbabayarin ng totoong trabaho.',
    },
    'unentered-prize': {
      title: 'Sinasabi nitong nanalo ka sa hindi mo sinalihan.',
      advice: 'Hindi ka mananalo sa raffle na hindi mo sinalihan. Huwag itong pansinin.',
    },
    'easy-loan': {
      title: 'Nag-aalok ito ng madali o pre-approved na loan.',
      advice:
        'Humiram lang sa lender na rehistrado sa SEC o BSP, at huwag kailanman magbayad muna ng fee.',
    },
    'aid-claim': {
      title:
        'Nag-aalok ito ng ayuda mula sa gobyerno, pero may link na bubuksan o fee na babayaran.',
      advice:
        'Sa mga opisyal na pahina ng gobyerno inaanunsyo ang ayuda, at libre ito. Huwag magbayad o mag-login.',
    },
    'romance-story': {
      title:
        'Nagkukuwento ito ng ka-chat o “mahal” na kailangan daw ng pera para mailabas ang regalo o para makauwi.',
      advice: 'Huwag magpadala ng pera sa taong hindi mo pa nakikita nang personal.',
    },
    'worded-like-scam': {
      title: 'Kahawig ng pananalita nito ang mga scam o spam na mensaheng kilala namin.',
      advice:
        'Hindi ito patunay nang mag-isa: tingnan muna kung ano ang gusto nitong ipagawa sa iyo bago ka kumilos.',
    },
    'recovery-offer': {
      title: 'Nag-aalok itong bawiin ang perang nawala sa iyo sa scam.',
      advice:
        'Panibagong scam ito. Ang bangko mo, ang e-wallet mo at ang mga awtoridad lang ang makakatulong, at libre ito.',
    },
    'unknown-link': {
      title: 'May link ito sa site na hindi namin kilala.',
      advice:
        'Hindi scam ang link dahil lang dito, pero tingnan muna ang address bago pindutin, at huwag mag-log in o magbayad doon.',
    },
    'gambling-lure': {
      title: 'Nag-aalok ito ng bonus, libreng credits o jackpot sa casino o sugal.',
      advice:
        'Ilegal sa Pilipinas ang online casino na nagte-text sa iyo. Huwag mag-register o mag-deposit.',
    },
    'held-parcel-or-fine': {
      title: 'Sinasabi nitong naka-hold ang parcel mo o may hindi nabayarang multa o toll.',
      advice:
        'Hindi humihingi ng bayad sa link sa text ang courier, LTO, MMDA o toll operator. Tingnan sa sarili nilang app o website.',
    },
    'stranger-opener': {
      title:
        'Nagsisimula ito na parang estrangherong nakikipag-chat: wrong number, matagal nang hindi nagkita, bagong mentor.',
      advice:
        'Huwag nang makipag-chat sa estrangherong nauuwi sa pera, trabaho o investment ang usapan.',
    },
    'emergency-story': {
      title:
        'Nagkukuwento ito ng kakilalang may problema: nahuli, nasa ospital, nanakawan, o nakikitext lang.',
      advice:
        'Tawagan muna ang taong iyon, o ang kasama niya, sa numerong alam mo na bago magpadala ng kahit ano.',
    },
  },
  alreadyPaid: 'Nakapagbayad o nakapagbigay ka na ng code?',
  getHelp: 'Alamin ang gagawin ngayon',
  aboutKind: 'Paano gumagana ang scam na ito',
  limits:
    'Puwedeng makalusot sa check na ito ang bagong modus. Para sigurado, ikaw mismo ang kumontak sa kumpanya: buksan ang opisyal na app nito, o tawagan ang hotline na nakasulat sa card mo.',
  limitsNone:
    'Hindi patunay na ligtas ang mensahe kapag walang red flag: puwedeng hindi mahuli ng check na ito ang bagong modus. Kung humihingi ito ng pera, code o pag-login, kumpirmahin sa sender gamit ang numero o app na alam mo na.',
  checkAnother: 'Suriin ang iba pa',
  share: 'I-share ang babala',
  shareTitle: 'Babala sa scam',
  shared: 'Na-share ang babala.',
  copied: 'Nakopya ang babala. I-paste ito sa chat para mabalaan ang iba.',
  shareFailed: 'Hindi ma-share. Piliin ang text sa itaas para kopyahin.',
  checkedWith: 'Sinuri gamit ang',
  figures: {
    heading: 'Gaano kahusay ang check na ito',
    intro:
      'Sinubukan namin ito sa mga pampublikong koleksyon ng totoong text message na hindi isinulat ng sinuman sa proyektong ito. Hiwalay na binilang ang bawat isa.',
    scams: 'Mga scam at spam na na-flag nito (babala o mataas na panganib)',
    scamLine:
      '{flagged} ng {count} na scam at spam na text ang na-flag, {high} bilang mataas ang panganib',
    ordinary: 'Mga karaniwang mensahe na tinatawag nitong mataas ang panganib',
    ordinaryLine:
      '{high} ng {count} na karaniwang text ang tinawag na mataas ang panganib, {flagged} ang na-flag',
    measured: 'Sinukat noong',
  },
  picture: {
    button: 'Suriin ang screenshot',
    hint: 'Puwede ka ring mag-paste o mag-drop ng larawan dito. Binabasa ito sa phone na ito: hindi ipinapadala o itinatago ang larawan.',
    downloading: 'Inihahanda ang pambasa ng larawan (sa unang beses lang)…',
    reading: 'Binabasa ang larawan…',
    progressLabel: 'Progreso',
    cancel: 'Kanselahin',
    preview: 'Ang screenshot na binabasa',
    done: 'Nabasa at nasuri na ang text sa larawan. Baka may letrang mali ang basa: ayusin ito at suriin ulit.',
    noText: 'Walang mabasang text sa larawang ito.',
    notImage: 'Hindi larawan ang file na ito. Pumili ng screenshot (PNG o JPG).',
    tooLarge: 'Mas malaki sa 15 MB ang larawang ito. Pumili ng mas maliit na screenshot.',
    failed: 'Hindi nabasa ang larawan. Subukan ulit, o i-paste na lang ang text.',
  },
  fromAddress:
    'Kasama ang text na ito sa address ng pahinang ito, hindi galing sa iyo. Pindutin ang Suriin para suriin ito.',
}
