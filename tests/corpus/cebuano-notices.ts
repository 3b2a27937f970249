import type { CorpusMessage } from './corpus-message'

/** Ordinary Cebuano notices: barangay and LGU, school, and warnings that quote scam words. */
export const CEBUANO_NOTICES: CorpusMessage[] = [
  // government-advisory: barangay and LGU notices
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Brgy. Lahug: Naay libreng bakuna kontra tipdas ug polio para sa mga bata nga wala pay 5 anyos. Karong Huwebes, 1PM-4PM sa health center. Dad-a ang baby book o immunization card.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'PAHIBALO: Walay tubig sa Purok 3 ugma sugod alas 8 sa buntag hangtod alas 5 sa hapon tungod sa pag-ayo sa tubo. Pag-andam og tubig.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Cebu City Gov: Walay klase sa tanang lebel, publiko ug pribado, ugma tungod sa bagyo. Pabilin sa balay ug likayi ang baha.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Davao City: Gipahinumdoman ang tanan nga bawal ang paputok sa siyudad. Ireport ang mga malapason sa 911.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Brgy. Talamban: Clean-up drive karong Dominggo, alas 6 sa buntag. Dad-a ang inyong silhig ug sako. Naay libreng pamahaw.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Abiso sa Barangay: Ang pag-apod-apod sa bugas para sa mga senior citizen kay karong Huwebes sa barangay hall. Dad-a ang senior ID. Walay bayad.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'VECO: Naay brownout karong Martes, 8AM-4PM sa Mabolo ug Kasambagan tungod sa maintenance sa linya. Pasensya sa kahasol.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'PAGASA: Signal No. 2 sa Cebu ug Bohol. Likayi ang pagbiyahe sa dagat. Pabilin sa luwas nga lugar ug paminaw sa abiso sa inyong LGU.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'LGU Mandaue: Libre ang pagparehistro sa mga iro ug iring ug ang anti-rabies nga bakuna karong Sabado sa city hall.',
  },
  {
    kind: 'government-advisory',
    lang: 'ceb',
    text: 'Brgy. Poblacion: Pahinumdom nga ang curfew sa mga menor de edad kay alas 10 sa gabii. Salamat sa inyong kooperasyon.',
  },
  // school
  {
    kind: 'school',
    lang: 'ceb',
    text: "Good pm mga ginikanan! Ugma na ang PTA meeting, alas 2 sa hapon sa classroom sa Grade 4. Palihug ayaw kalimti. - Ma'am Cruz",
  },
  {
    kind: 'school',
    lang: 'ceb',
    text: 'Pahibalo: Walay klase ugma tungod sa faculty meeting. Balik klase sa Lunes. Salamat.',
  },
  {
    kind: 'school',
    lang: 'ceb',
    text: 'Mga ginikanan, ang bayad sa field trip P650, ihatag lang direkta nako sa classroom, ayaw i-gcash bisan kang kinsa. Deadline sa Biyernes.',
  },
  {
    kind: 'school',
    lang: 'ceb',
    text: 'Reminder: Ang exam sa Math kay ugma na. Dad-a ang inyong calculator ug lapis. Good luck mga bata!',
  },
  {
    kind: 'school',
    lang: 'ceb',
    text: "Ma'am, absent si Anton karon kay naa siyay hilanat. Ipadala nako ang excuse letter ugma.",
  },
  {
    kind: 'school',
    lang: 'ceb',
    text: 'Card day karong Biyernes, 8-11AM. Ang mga ginikanan ra ang makakuha sa report card. Salamat!',
  },
  // scam-warning: warnings that quote scam words
  {
    kind: 'scam-warning',
    lang: 'ceb',
    text: 'PNP Cebu: Ayaw pagsalig sa mga text nga nag-ingon "nakadaog ka" unya pabayron ka una. Scam kana. Ayaw i-send ang imong OTP bisan kang kinsa.',
  },
  {
    kind: 'scam-warning',
    lang: 'ceb',
    text: 'PAHINUMDOM: Kung naay mo-text nga "bag-o nakong number, pa-send ko", tawagi una ang imong paryente sa ilang daan nga number. I-report ang scam sa 1326.',
  },
  {
    kind: 'scam-warning',
    lang: 'ceb',
    text: 'GCash: Ayaw gyud ihatag ang imong MPIN o OTP bisan kang kinsa, bisan moingon sila nga taga-GCash sila. Dili gyud namo kini pangayoon.',
  },
  {
    kind: 'scam-warning',
    lang: 'ceb',
    text: 'Brgy. Tanod: Naay mga tawo nga nagbalay-balay nga nag-ingon taga-VECO sila ug nangayo og bayad. Ayaw hatagi, ireport dayon sa barangay.',
  },
]
