import type { TextRule } from './ask-rules'
import { anyOf, near, pattern } from './phrase-match'
import { DID_NOT_DO } from './smishing-rules'

const CALL = '\\b(?:call|ring|dial)\\b[^.!?\\n]{0,30}'
const CHARGE = anyOf('purchase|payment|transfer|transaction|withdrawal|charge|order')

/**
 * Threats and offers of US smishing and spam of 2022-2023 that weigh nothing alone, as a court, a
 * bank, a lender or a shop may say the same on its own channel, but make a link to a site nobody
 * vouches for high risk: a lawsuit or a debt said to await an answer, a charge to dispute, money
 * said to be owed to the reader, a loan offered whatever the credit; and the paid calls, task
 * jobs and house buyers of English spam.
 */
export const US_SPAM_RULES: TextRule[] = [
  {
    code: 'threat',
    weight: 0,
    kind: 'impersonation-call',
    negatable: true,
    phrases: pattern(
      anyOf(
        'lawsuits|summons|court date|failure to appear',
        'failure to respond|judgment against you|judgement against you|litigation',
        'failed to appear|sent to collections|collection agency|wage garnishment',
        'final warning|legal notice|case number|process server|avoid being served',
        'intent to garnish|prelitigation',
      ),
    ),
  },
  {
    // "A charge of $499 was made. Not you?": the alarm that sends the reader to the fake's page.
    code: 'threat',
    weight: 0,
    kind: 'phishing',
    phrases: pattern(
      near(CHARGE, anyOf("was not you|wasn't you|not you|did not make|did not authorize"), 60),
      near(anyOf("if you did not|if you didn't|if this was not|if this wasn't"), CHARGE, 30),
      "\\b(?:not you|was(?:n't| not) this you)\\?",
      `${DID_NOT_DO}(?: (?:this|it))?\\?`,
      anyOf(
        "if this was not you|if this wasn't you|if this is not you|was this you",
        'unauthorized charge|unauthorized purchase|unrecognized charge',
      ),
    ),
  },
  {
    code: 'aid-claim',
    weight: 0,
    kind: 'fake-ayuda',
    negatable: true,
    phrases: pattern(
      anyOf('relief check|tax refund|owed to you|you are owed'),
      // Dollars and cents ("$318.20") hold a full stop: the gap may cross it.
      `${anyOf('your refund|a refund')}[^!?\\n]{0,30}${anyOf('approved|pending|ready|issued')}`,
      anyOf('loan forgiveness|debt forgiveness|debt relief|forgiven'),
    ),
  },
  {
    // Benefits and payouts sold to strangers by text: the insurer or law firm never wrote first.
    code: 'aid-claim',
    weight: 2,
    kind: 'fake-ayuda',
    phrases: pattern(
      anyOf(
        'allowance card|food card|tarjeta de comida|medicare recipients|no cost through medicare',
        'aca subsidy|as low as $0|final expense|no medical exam|free case review',
        'entitled to compensation|cash settlement',
        'medicare beneficiaries|medicare plan|medicare benefits',
      ),
    ),
  },
  {
    code: 'easy-loan',
    weight: 0,
    kind: 'loan-fee',
    negatable: true,
    phrases: pattern(anyOf('prequalified|pre qualified|bad credit|all credit types|any credit')),
  },
  {
    code: 'job-bait',
    weight: 2,
    kind: 'task-job',
    phrases: pattern(
      anyOf('resume has been recommended|resume was selected|resume has been selected'),
      '[0-9] ?(?:usd|dollars) ?(?:/|per|a) ?(?:day|hour)\\b',
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 0,
    kind: 'investment',
    negatable: true,
    phrases: pattern(
      anyOf('vip signals|signals group|pump group|100x|1000x', 'trading mentor|investment mentor'),
    ),
  },
  {
    // The house buyer who writes first: an offer nobody asked for, from someone the reader has never met.
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      anyOf(
        'cash offer for your|we buy houses|we buy homes|we buy land|we buy vacant',
        'buying homes|buying houses|buying properties|an offer on your',
        'are you the owner of|is this the owner of|still the owner of',
        'interest in selling|an all cash offer|cash offer on|consider an offer',
        'interested in selling|homes in your area|buy in your neighborhood',
        "if you'd sell|would you sell|willing to sell",
      ),
      near(
        anyOf('sell|selling|buy|buying|make an offer on'),
        anyOf('your house|your home|your property|your land|your lot'),
        12,
      ),
    ),
  },
  {
    // A premium-rate number to call (UK 0870-0873, US 1-900): the call itself is the charge.
    code: 'asks-to-call',
    weight: 2,
    kind: 'prize',
    phrases: pattern(`${CALL}(?:\\b087[0-3][0-9]{7}|\\b1 ?-?900 ?-?[0-9]{3})\\b`),
  },
  {
    // UK 09 numbers are premium-rate, but so is the shape of a Philippine mobile number: only
    // where the message prices in pounds or by the minute.
    code: 'asks-to-call',
    weight: 2,
    kind: 'prize',
    context: /£|\bgbp\b|\/ ?min\b|\bper min|\bp ?o ?box/,
    phrases: pattern(`${CALL}\\b09[0-9]{9}\\b`),
  },
]
