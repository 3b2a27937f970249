import type { ScamKind } from '@/config/scam-kinds'
import type { ScamKindWords } from './kinds.en'

export const cebKinds: Record<ScamKind, ScamKindWords> = {
  'online-seller': {
    title: 'Peke nga online seller',
    example:
      'Hi po! Last 2 pcs na lang, ₱1,850 na lang (SRP ₱6,500). Pa-reserve na po, GCash una sa 09XX XXX XXXX unya ship dayon today. No COD po, daghan kaayo bogus buyer.',
    redFlags: [
      'Ubos kaayo ang presyo kung itandi sa ubang tindahan.',
      'Bayad una sa personal nga GCash o bank account, ug walay COD.',
      'Bag-o nga page, kinopya nga mga litrato, gamay ra ang tinuod nga review, o naka-off ang comments.',
      'Gusto sa seller nga mobiya mo sa shopping app ug sa chat na lang mag-deal.',
    ],
    whatToDo: [
      'Bayad lang pinaagi sa mismong checkout sa shopping app, o COD.',
      'Tan-awa kanus-a gihimo ang page ug unsay giingon sa ubang buyer bahin niini.',
      'Kung nakabayad ka na, tipigi ang chat, ang resibo ug ang account details sa seller.',
    ],
  },
  phishing: {
    title: 'Phishing nga text sa e-wallet ug bangko',
    example:
      'GCash: Your account will be suspended today due to unusual activity. Verify your account at hxxps://gcash-verify[.]top to avoid deactivation.',
    redFlags: [
      'Text o email nga naay link para mag-log in o mag-“verify” sa imong account.',
      'Hulga nga i-block, i-suspend o i-deactivate ang imong account.',
      'Ang address sa link dili mao ang kaugalingong website sa kompanya.',
      'Gipangayo ang imong OTP, MPIN, password o card details.',
    ],
    whatToDo: [
      'Ayaw ablihi ang link. Ikaw mismo ang moabli sa opisyal nga app aron makita kung naa bay problema.',
      'Ayaw gyud ihatag bisan kang kinsa ang imong OTP o MPIN, bisan pa kung moingon sila nga taga-kompanya sila.',
      'Kung nabutang na nimo ang imong details, tawagi dayon ang imong bangko o e-wallet.',
    ],
  },
  'delivery-fee': {
    title: 'Peke nga delivery fee',
    example:
      'PHLPost: Naka-hold imong parcel kay kulang ang address. Bayri ang ₱35 redelivery fee sulod sa 24 oras: hxxps://phlpost-track[.]xyz/ph',
    redFlags: [
      'Parcel nga wala nimo i-order, o wala gisulti sa text kung unsa nga parcel.',
      'Gamay nga fee nga bayran pinaagi sa link, nga nangayo sa imong card o e-wallet details.',
      'Ngalan sa courier sa website nga dili ila.',
    ],
    whatToDo: [
      'I-track lang ang parcel sa opisyal nga app sa shop o courier, gamit ang tracking number sa imong order.',
      'Ayaw ibutang ang card details para sa gamay nga fee. Paon ra ang fee: ang imong card ang ilang tuyo.',
      'Kung nabutang na nimo ang card details, tawagi ang imong bangko aron i-block ang card.',
    ],
  },
  'task-job': {
    title: 'Task ug job scam',
    example:
      'Hi! Hiring mi og part-time online staff. Kita og ₱800 hangtod ₱3,000 matag adlaw, mag-like lang og videos ug mag-rate og hotels. No experience needed. Message among HR sa Telegram: hxxps://t[.]me/hr_staff_ph',
    redFlags: [
      'Tanyag nga trabaho nga wala nimo aplayi, pinaagi sa text, WhatsApp o Telegram.',
      'Bayad sa yano nga task sama sa like, follow, review o rating.',
      'Gamay nga kita una, unya naay “task” nga kinahanglan nimong butangan og kwarta aron mas dako ang kita.',
      'Dili nimo ma-withdraw ang imong kinitaan gawas kung mobayad ka og laing fee.',
    ],
    whatToDo: [
      'Ang tinuod nga trabaho dili gyud magpabayad nimo aron makatrabaho o makuha ang imong sweldo.',
      'Hunong na sa pagbayad: bisan unsa pa kadaghan imong ibayad, dili gihapon nimo ma-withdraw ang kwarta.',
      'Biya sa group ug tipigi ang mga chat isip ebidensya.',
    ],
  },
  investment: {
    title: 'Investment scam',
    example:
      'Kita og 20% matag semana, guaranteed! Mag-invest og ₱5,000 karon, ₱10,000 na sulod sa 15 ka adlaw. SEC registered. Limited slots, join na sa among group: hxxps://t[.]me/+double-profit',
    redFlags: [
      'Sigurado nga ganansya, o ganansya nga mas dako kaayo kaysa sa ihatag sa bangko.',
      'Naay ganti kung magdala ka og mga higala ug kapamilya.',
      'Gipakita ang “SEC registered” isip pruweba: dili tanang rehistradong kompanya gitugotan nga mobaligya og investment.',
      'Mga “expert” sa crypto, forex o trading nga sila ang unang mikontak kanimo.',
    ],
    whatToDo: [
      'Susiha una ang kompanya sa Securities and Exchange Commission (SEC) sa dili pa ka mag-invest.',
      'Ayaw pagbayad og “tax” o “fee” aron maka-withdraw: mao ra gihapon kini nga scam nga nangayo og dugang.',
      'Pag-amping sa mga investment tip gikan sa mga tawo nga imong nailhan online.',
    ],
  },
  'wrong-send': {
    title: '“Wrong send” nga kwarta',
    example:
      'Hi po, na-wrong send ko og ₱2,000 sa imong GCash. Pampalit unta to og tambal ni mama. Pwede palihug ibalik ani nga number? Salamat kaayo po, God bless.',
    redFlags: [
      'Mensahe bahin sa kwarta nga “na-wrong send”, uban ang makaluluoy nga istorya ug pagdali-dali kanimo.',
      'Text nga murag notice sa e-wallet apan wala gikan sa app.',
      'Gipapadala ang kwarta sa laing number.',
    ],
    whatToDo: [
      'Susiha ang imong balance sa mismong app, dili sa text.',
      'Ayaw ikaw mismo ang mobalik sa kwarta. Kung naay kwarta nga misulod gyud, i-report kini sa imong e-wallet o bangko sa ilang app ug sila na ang mobalik niini.',
      'Ang kwarta nga gipadala kanimo sa ingon ani nga paagi mahimong kinawat: kung ipasa nimo kini, mahimo kang maapil sa scam.',
    ],
  },
  'fake-ayuda': {
    title: 'Peke nga ayuda ug pahibalo sa gobyerno',
    example:
      'DSWD: Qualified ka sa ₱8,000 nga cash assistance. Pag-register sa dili pa mag-Biyernes aron ma-claim sa imong GCash: hxxps://dswd-ayuda-claim[.]online',
    redFlags: [
      'Ayuda nga gitanyag pinaagi sa text o sa Facebook page, nga naay link para mag-register.',
      'Website nga ang address wala matapos sa .gov.ph.',
      'Naay “processing fee”, o gipangayo ang login o OTP sa imong e-wallet.',
    ],
    whatToDo: [
      'Pangitaa ang ayuda sa kaugalingong website sa ahensya, nga matapos sa .gov.ph, o pangutana sa inyong barangay o city hall.',
      'Libre ang ayuda sa gobyerno: ayaw gyud pagbayad og fee aron makuha kini.',
      'Ayaw ihatag ang imong OTP o MPIN aron maka-claim og bisan unsa.',
    ],
  },
  'impersonation-call': {
    title: 'SIM, DICT ug uban pang peke nga tawag',
    example:
      'Kini ang DICT. Ang imong SIM registration gigamit sa krimen ug i-deactivate ang imong number sulod sa 2 oras. Pindota ang 1 aron makaistorya ka og officer.',
    redFlags: [
      'Tawag o recorded nga mensahe gikan sa “DICT”, “NTC”, pulis, NBI, bangko o courier.',
      'Hulga nga dakpon ka, kasohan, o mawala ang imong SIM o account.',
      'Gipangayo ang imong OTP, personal details o bayad aron “ma-clear” ang imong ngalan.',
      'Giingnan ka nga ayaw kini isulti bisan kang kinsa ug ayaw ibutang ang tawag.',
    ],
    whatToDo: [
      'Ibutang ang tawag. Tawagi balik ang ahensya o kompanya sa number nga naa sa ilang opisyal nga website.',
      'Walay ahensya nga mohusay og kaso pinaagi sa telepono o mangayo sa imong OTP.',
      'Sultihi una ang tawo nga imong gisaligan sa dili pa nimo buhaton ang bisan unsa nga ilang gipabuhat.',
    ],
  },
  prize: {
    title: 'Premyo ug raffle',
    example:
      'CONGRATULATIONS! Nakadaog ang imong number og ₱50,000 sa among 10th Anniversary Raffle. Aron ma-claim, bayri ang ₱1,500 processing fee ug i-text ang imong tibuok ngalan ug address sa 09XX XXX XXXX. DTI Permit No. 12345, Series of 2025.',
    redFlags: [
      'Nakadaog kuno ka sa raffle o promo nga wala nimo salihi.',
      'Naay fee, tax o “processing” nga bayad sa dili pa nimo makuha ang premyo.',
      'Naay permit number aron murag opisyal tan-awon.',
    ],
    whatToDo: [
      'Dili ka makadaog sa raffle nga wala nimo salihi. Ayaw lang kini tagda.',
      'Ayaw gyud pagbayad aron maka-claim og premyo.',
      'Susiha lang ang promo sa kaugalingong opisyal nga page sa kompanya.',
    ],
  },
  'loan-fee': {
    title: 'Loan fee ug lending app',
    example:
      'Congrats! Pre-approved na imong ₱50,000 nga loan. Walay collateral, walay CI. Bayri una ang ₱1,500 insurance fee ug i-release namo ang kwarta sa imong GCash karong adlawa.',
    redFlags: [
      'Naay fee nga kinahanglan bayran sa dili pa i-release ang loan.',
      'Sigurado nga approved, o loan nga wala man nimo aplayi.',
      'App nga gustong makita ang imong contacts ug photos, unya pakaulawan o hulgaon ka.',
    ],
    whatToDo: [
      'Pag-loan lang sa mga bangko ug lender nga rehistrado sa BSP o SEC.',
      'Ayaw pagbayad og bisan unsa sa dili pa nimo madawat ang loan.',
      'Ayaw tugoti ang lending app nga mobasa sa imong contacts ug photos.',
    ],
  },
  love: {
    title: 'Love scam',
    example:
      'Hi sweetheart, naa na ko sa airport sa Manila pero gi-hold sa customs ang gift box nga akong gidala para nimo. Kinahanglan nako og ₱45,000 para sa clearance fee. Palihug i-send sa account sa agent, bayran tika inig kita nato. I love you.',
    redFlags: [
      'Tawo nga imong nailhan online apan wala pa nimo makita sa personal, ug naglikay sa video call.',
      'Regalo o package nga gi-hold kuno sa customs, nga naay fee aron mapagawas.',
      'Kinahanglan og kwarta para sa ticket, ospital, o negosyo o crypto nga “oportunidad”.',
    ],
    whatToDo: [
      'Ayaw pagpadala og kwarta sa tawo nga wala pa nimo makita sa personal.',
      'Ang customs fee dili gyud ibayad sa personal nga bank o e-wallet account.',
      'Istoryaha ang higala o kapamilya: gipalayo sa mga scammer ang ilang biktima gikan kanila.',
    ],
  },
  'money-mule': {
    title: 'Money mule: pagpagamit o pagbaligya sa imong account',
    example:
      'Need extra income? Kita og ₱3,000 matag semana, ipahulam lang imong GCash o bank account. Legit, walay risk: receive ug send ra. PM me.',
    redFlags: [
      'Bayad para mag-abli, magpahulam, magpaabang o mobaligya og bank account, e-wallet o SIM.',
      '“Trabaho” nga modawat og kwarta ug ipasa kini sa uban.',
      'Saad nga “legit” kini ug “walay risk”.',
    ],
    whatToDo: [
      'Ayaw pagsugot. Gipaagi sa mga scammer ang kinawat nga kwarta sa ingon ani nga account, ug ang tag-iya ang manubag niini.',
      'Ayaw gyud ihatag bisan kang kinsa ang imong account login, OTP o SIM.',
      'Kung nahimo na nimo, sultihi dayon ang imong bangko o e-wallet.',
    ],
  },
  recovery: {
    title: 'Recovery scam',
    example:
      'Na-scam ka? Licensed fund recovery team mi nga nagtrabaho uban sa mga awtoridad. Bayri ang ₱5,000 filing fee ug bawion namo ang imong kwarta sulod sa 7 ka adlaw.',
    redFlags: [
      'Naay mokontak kanimo human ka mawad-an og kwarta o human nimo kini i-post.',
      'Fee una, aron “mabawi” ang nawala kanimo.',
      'Nag-ingon nga kauban nila ang pulis, NBI, CICC o mga “hacker”.',
    ],
    whatToDo: [
      'Ikaduhang scam kini. Ayaw pagbayad.',
      'Ang imong bangko, ang imong e-wallet ug ang mga awtoridad ra ang makatabang, ug libre ang pag-report.',
      'I-report usab ang nagtanyag og recovery.',
    ],
  },
}
