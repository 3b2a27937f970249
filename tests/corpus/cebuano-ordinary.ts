import type { CorpusMessage } from './corpus-message'

/** Ordinary Cebuano messages: family chats, sari-sari stores and sellers. */
export const CEBUANO_ORDINARY: CorpusMessage[] = [
  // family-chat
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Ma, naa na ko sa boarding house. Ayaw na kabalaka, nakakaon na ko. Tawgan tika ugma human sa klase ha.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Pa, pa-send ko bi og 1,500 para sa among project sa school, sa akong gcash ra gihapon. Salamat pa, love you',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Nay, nadawat na nako ang padala. Salamat kaayo! Ipalit nako og bugas ug tambal ni Lola.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Uy asa na mo? Naa na mi sa Ayala, duol sa fountain. Dali na kay gigutom na si Dodong haha',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Dong, ayaw kalimot og palit og pan inig uli nimo. P50 ra, katong sa bakery sa kanto.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Happy birthday Tay! Daghang salamat sa tanan. Kita ta sa Dominggo, magdala mi og lechon gikan sa Carcar.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Ga, nakauli na ko. Kapoy kaayo ang trabaho karon. Sige, matulog na ko, ingat diha.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Manghod, na-send na nako ang 2k sa imong gcash para sa bayad sa kuryente. Check lang kung nadawat na.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Dzai unsa orasa ang misa ugma? Adto ta sa Sto. Niño ayha ta mangaon sa Larsian.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Tita, salamat sa pasalubong! Nalipay kaayo ang mga bata sa tsokolate. Balik mo diri sa Pasko ha.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Bai, inom ta karong Sabado? Ako nay bahala sa sugba. Ikaw na sa yelo ug Coke.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Nay, kusog kaayo ang ulan diri sa Davao, wala mi klase ugma. Ayaw na lang mo adto diri, delikado ang dalan.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Ate, nakadaog si Bunso sa quiz bee ganina! First place siya. Proud kaayo si Mama, naghilak pa gani haha',
  },
  // seller-chat: sari-sari stores and online sellers
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Nang, naa pa kay itlog? Pa-reserve ko og usa ka tray, kuhaon nako unya alas 5.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Sir, available pa ang sapatos size 9. P1,200 COD ra, meet-up ta sa SM Seaside o ipa-J&T nato.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Salamat sa order Mi! Na-ship na imong parcel via J&T, tracking no. JT7700123456. COD P450 inig abot.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Ate, palista sa ko og usa ka Coke ug duha ka pancit canton, bayran nako inig sweldo sa Biyernes.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Day, ang imong lista sa tindahan P320 na. Dili ko nagdali ha, bisan sa katapusan na lang sa bulan.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Puto maya ug sikwate available ugma sa buntag! Pa-order lang daan para dili ka maubsan. Deliver mi sa Lahug ug Banilad.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Sir, nadawat na nako ang imong bayad nga P850 sa gcash. Salamat! I-deliver nako ugma sa hapon.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Mag-abli na among karenderya karong Lunes, alas 6 sa buntag. Naa mi linarang, humba ug tinolang manok. Dad-a inyong barkada!',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: 'Nang, pila na ang bugas karon? Mopalit unta ko og 5 kilos, ipahatod lang sa balay kung pwede.',
  },
  {
    kind: 'seller-chat',
    lang: 'ceb',
    text: "Ma'am, wala pa ang stock, sa Nov 30 pa moabot. Pahibaw-on ra dayon tika inig abot.",
  },
]
