import type { CorpusMessage } from './corpus-message'

/** Texts typed fast, with no space after a full stop: "po.So", "terminal.Sa" read like hosts. */
export const ORDINARY_MESSAGES_JOINED: CorpusMessage[] = [
  {
    kind: 'family-chat',
    lang: 'fil',
    text: 'Nandito na ako sa terminal.Sa may Jollibee ako naghihintay, dalhin mo na lang yung susi.',
  },
  {
    kind: 'family-chat',
    lang: 'fil',
    text: 'Nabayaran ko na po yung kuryente.So wala na tayong utang sa Meralco ngayong buwan.',
  },
  {
    kind: 'work-chat',
    lang: 'en',
    text: 'Client approved the layout.To follow na lang yung final invoice, send ko bukas.',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'Order received.In transit na po sa Lalamove, ETA 3pm. Pakihanda na lang po yung bayad sa COD.',
  },
  {
    kind: 'family-chat',
    lang: 'ceb',
    text: 'Naa na ko sa balay.No need na ko sugaton, salamat kaayo.',
  },
]
