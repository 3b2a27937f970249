import type { TextRule } from './ask-rules'
import { anyOf, near, pattern } from './phrase-match'

/** Dollars, as US smishing writes them: "$500", "$1,000.00", "$50k". */
const DOLLARS = '\\$ ?[0-9][0-9,.]{0,9}k?'
const GIVEN = anyOf(
  'gift card|giftcard|reward|rewards|bonus|giveaway|cash prize|voucher|coupon',
  'payout|cash back|cashback|free|prize',
)
const DEVICE = anyOf('iphone|ipad|airpods|macbook|ps5|galaxy|apple watch')
const ACCOUNT = anyOf(
  'account|apple id|id|password|membership|subscription|card|profile',
  'registration|license|licence|coverage|insurance|policy|free trial',
)

const PARCEL = anyOf('package|parcel|shipment|order|delivery')
const RATE = anyOf('interest rate|interest rates')

/**
 * Lures of US spam and smishing of 2022-2023 that weigh little alone, as a brand's own advert may
 * say the same, but make a link to a site nobody vouches for high risk: dollars handed out, a
 * phone or a loan for free, an account said to expire, and the openers of pig-butchering.
 */
export const US_LURE_RULES: TextRule[] = [
  {
    code: 'unentered-prize',
    weight: 1,
    kind: 'prize',
    negatable: true,
    phrases: pattern(
      near(DOLLARS, GIVEN, 24),
      near(GIVEN, DOLLARS, 12),
      near(anyOf('free|win|won|claim|get|receive'), DEVICE, 20),
      anyOf(
        'giving away|free gift|exclusive reward|loyalty reward|survey reward',
        'claim it now|claim yours',
        'pending reward|airdrop|free crypto|free bitcoin',
        'dear beneficiary|your entitlement|claim an entitlement',
        'claim your entitlement',
      ),
    ),
  },
  {
    code: 'easy-loan',
    weight: 1,
    kind: 'loan-fee',
    negatable: true,
    phrases: pattern(
      anyOf(
        'you are approved|cash advance',
        "you're approved|you have been approved|funds are ready|get funded",
      ),
      near(anyOf('approved for|loan of|qualify for|up to'), `${DOLLARS}`, 12),
      near(anyOf('lower|reduce'), RATE, 20),
      near(RATE, anyOf('lowered|reduced'), 20),
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 1,
    kind: 'investment',
    negatable: true,
    phrases: pattern(
      near(
        anyOf('members|clients|students|traders|investors|our group'),
        anyOf('made|earned|gained|profited|are making'),
        12,
      ),
      anyOf('stock alert|stock alerts|crypto alerts|ai bot|insider picks'),
    ),
  },
  {
    // An account said to expire or to need a check: nothing alone, a threat beside a link.
    code: 'threat',
    weight: 0,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      near(
        ACCOUNT,
        anyOf('due to expire|will expire|has expired|expires today|about to expire'),
        30,
      ),
      anyOf(
        'security alert|fraud alert|irregular activity|unusual login',
        'suspicious sign in|suspicious signin|unusual signin|suspicious login',
        'suspicious transaction|unrecognized transaction|unrecognized signin',
        'temporarily restricted|access has been limited|account review',
        'renewal failed|failed to renew|could not be renewed|renewal was declined',
      ),
      near(
        anyOf('did you attempt|did you authorize|did you make|did you request'),
        anyOf('purchase|payment|transfer|transaction|withdrawal|charge'),
        30,
      ),
    ),
  },

  {
    // A free webmail address to write to: a way to reach the sender that no company uses.
    code: 'asks-to-call',
    weight: 0,
    kind: 'prize',
    // Inside a word the rules' form reads "@" as the letter "a" ("claimsayahoo.com").
    phrases: pattern(
      '\\b[a-z0-9._-]{1,40}(?:@|a)(?:gmail|yahoo|ymail|outlook|hotmail|aol|protonmail)\\.com\\b',
    ),
  },
  {
    code: 'held-parcel-or-fine',
    weight: 2,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'address is invalid|address is incorrect|address was invalid|address error',
        'address was incorrect|missing address information',
      ),
      near(PARCEL, anyOf('could not be processed|failed to ship|was not delivered'), 30),
    ),
  },
  {
    // Money or a parcel said to wait for the reader: nothing alone, a lure beside a link.
    code: 'held-parcel-or-fine',
    weight: 0,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'pending delivery|pending package|pending parcel|pending shipment',
        'delivery is pending|package is pending|parcel is pending',
      ),
    ),
  },
  {
    code: 'aid-claim',
    weight: 1,
    kind: 'fake-ayuda',
    negatable: true,
    phrases: pattern(
      anyOf(
        'see if you qualify|check if you qualify|find out if you qualify',
        'see if you are eligible|check your eligibility|giving every american',
      ),
    ),
  },
  {
    // Openers of the long con: a stranger who seems to know the reader, or wrote to someone else.
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      anyOf(
        'we met at|we met last|we talked at|we talked last',
        'someone gave me your number|am i texting',
        'i found you on|saw your profile|came across your profile|my boss asked me',
      ),
      '\\b(?:are you|is this) (?:mr|ms|mrs|miss|dr|doctor)\\b',
      anyOf(
        'are we still meeting|is this the phone number of',
        'hello dear|hi dear|good morning dear|hello my dear',
        'match near you|matches near you|someone likes you',
      ),
    ),
  },
]
