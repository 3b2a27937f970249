import type { TextRule } from './ask-rules'
import { anyOf, near, pattern } from './phrase-match'

const CHARGE = anyOf(
  'purchase',
  'payment',
  'transfer',
  'transaction',
  'withdrawal',
  'charge',
  'order',
)

/**
 * Threats and offers of US smishing and spam of 2022-2023 that weigh nothing alone, as a court, a
 * bank, a lender or a shop may say the same on its own channel, but make a link to a site nobody
 * vouches for high risk: a lawsuit or a debt said to await an answer, a charge to dispute, money
 * said to be owed to the reader, a loan offered whatever the credit.
 */
export const US_SPAM_RULES: TextRule[] = [
  {
    code: 'threat',
    weight: 0,
    kind: 'impersonation-call',
    negatable: true,
    phrases: pattern(
      anyOf('lawsuit', 'lawsuits', 'summons', 'court date', 'court hearing', 'failure to appear'),
      anyOf('failure to respond', 'judgment against you', 'judgement against you', 'litigation'),
      anyOf('failed to appear', 'sent to collections', 'collection agency', 'wage garnishment'),
      anyOf('final notice', 'last notice', 'final warning', 'legal notice', 'case number'),
    ),
  },
  {
    // "A charge of $499 was made. Not you?": the alarm that sends the reader to the fake's page.
    code: 'threat',
    weight: 0,
    kind: 'phishing',
    phrases: pattern(
      near(
        CHARGE,
        anyOf('was not you', "wasn't you", 'not you', 'did not make', 'did not authorize'),
        60,
      ),
      near(
        anyOf('if you did not', "if you didn't", 'if this was not', "if this wasn't"),
        CHARGE,
        30,
      ),
      "\\b(?:not you|was(?:n't| not) this you)\\?",
      anyOf('if this was not you', "if this wasn't you", 'if this is not you', 'was this you'),
      anyOf('unauthorized charge', 'unauthorized purchase', 'unrecognized charge'),
    ),
  },
  {
    code: 'aid-claim',
    weight: 0,
    kind: 'fake-ayuda',
    negatable: true,
    phrases: pattern(
      anyOf('stimulus payment', 'stimulus check', 'relief payment', 'relief check', 'tax refund'),
      anyOf(
        'unclaimed funds',
        'unclaimed money',
        'unclaimed property',
        'owed to you',
        'you are owed',
      ),
      // Dollars and cents ("$318.20") hold a full stop: the gap may cross it.
      `${anyOf('your refund', 'a refund')}[^!?\\n]{0,30}${anyOf('approved', 'pending', 'ready', 'issued')}`,
      anyOf('loan forgiveness', 'debt forgiveness', 'debt relief', 'forgiven'),
    ),
  },
  {
    code: 'easy-loan',
    weight: 0,
    kind: 'loan-fee',
    negatable: true,
    phrases: pattern(
      anyOf('prequalified', 'preapproved', 'pre qualified', 'pre approved', 'no credit check'),
      anyOf(
        'bad credit',
        'all credit types',
        'any credit',
        'consolidate your debt',
        'lower your payments',
      ),
    ),
  },
]
