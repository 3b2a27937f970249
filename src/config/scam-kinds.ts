/**
 * The kinds of scam the site names: the message check tags its findings with one, and the guide
 * at /scams has a section for each, with the kind as its anchor.
 */
export const scamKinds = [
  'online-seller',
  'phishing',
  'delivery-fee',
  'task-job',
  'investment',
  'wrong-send',
  'fake-ayuda',
  'impersonation-call',
  'prize',
  'loan-fee',
  'love',
  'money-mule',
  'recovery',
] as const

export type ScamKind = (typeof scamKinds)[number]
