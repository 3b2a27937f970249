/** The language a message is written in; `fil` covers Filipino and Taglish. Unmarked messages predate the field. */
export type CorpusLanguage = 'en' | 'fil' | 'ceb'

export interface CorpusMessage {
  text: string
  kind: string
  lang?: CorpusLanguage
  /** Written after the rules, never tuned against. */
  holdout?: boolean
}

export interface LabelledMessage extends CorpusMessage {
  scam: boolean
}
