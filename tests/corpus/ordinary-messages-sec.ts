import type { CorpusMessage } from './corpus-message'

/** Regulators' campaign texts that quote the scam's words and never say "scam". */
export const ORDINARY_MESSAGES_SEC: CorpusMessage[] = [
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'SEC: Instant loan pero may processing fee muna bago i-release? Maging mapanuri at huwag maging biktima. Check with SEC!',
  },
  {
    kind: 'scam-warning',
    lang: 'fil',
    text: 'SEC: Kikita ka raw ng 30% kada linggo kapag nag-invest ka? Dumulog sa SEC website bago magbigay ng pera.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'SEC: Asked to pay an advance fee before your loan is released? Do not be a victim. Check with the SEC at sec.gov.ph.',
  },
]
