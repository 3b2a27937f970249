export interface CorpusMessage {
  text: string
  kind: string
  /** Written after the rules, never tuned against. */
  holdout?: boolean
}

export interface LabelledMessage extends CorpusMessage {
  scam: boolean
}
