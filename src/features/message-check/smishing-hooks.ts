import type { TextRule } from './ask-rules'
import { anyOf, near, pattern } from './phrase-match'

const REPLY = anyOf('reply|text|txt|respond|send')
const KEYWORD = anyOf('yes|y|1|ok|claim|win|accept|start|go|info|loan')
const GAIN = anyOf(
  'claim|accept|receive|redeem|collect|unlock|activate|confirm|get|see if',
  'check if|qualify|apply|learn more|find out|schedule|continue|for a free',
  'for details|for more',
)
const NOT_A_NAME = anyOf(
  'ok|okay|right|true|yours|real|legit|correct|available|you|it|fine|mine|free',
  'open|new|good|done|safe|legal|allowed|the|a|an|your|my|for|on|in|ready',
  'working|possible|still|number|place|seat|item|unit|spot',
)
const GREETING = '(?:hi+|hello|hey+|good (?:morning|afternoon|evening))'
/** One greeting or apology and what stands after it: "Hi, good afternoon. ", "Hello! Sorry, ". */
const GREETINGS = `(?:(?:${GREETING}|excuse me|sorry to bother you|sorry)\\b[^a-z0-9]{0,4})`
const IS_THIS = `(?:is this|am i talking to) (?!${NOT_A_NAME}\\b)[a-z]{2,15}`
const GIFT_CARD_BRAND = anyOf(
  'google play|itunes|apple|steam|amazon|ebay|target|walmart|visa|razer gold',
  'vanilla|sephora|best buy',
)

/**
 * Hooks of smishing abroad that need no link: "reply YES to claim", payment in gift cards, loans
 * and debts forgiven, benefits and warranties said to lapse, and packages nobody ordered.
 */
export const SMISHING_HOOKS: TextRule[] = [
  {
    // "Reply YES to claim": the key the reader presses to be called back. Alone it weighs nothing.
    code: 'asks-to-call',
    weight: 0,
    kind: 'prize',
    phrases: pattern(
      near(`${REPLY} ?"?${KEYWORD}"?`, GAIN, 20),
      anyOf('text back|text me back|reply back for|reply for details|reply for info'),
      // the key as the message's last word: "... No collateral. Reply INFO"
      `\\breply "?${KEYWORD}"?\\W*$`,
    ),
  },
  {
    code: 'asks-for-money',
    weight: 3,
    kind: 'impersonation-call',
    negatable: true,
    phrases: pattern(
      `\\b(?:in|with|using|via) (?:a )?(?:${GIFT_CARD_BRAND} )?gift cards?\\b`,
      anyOf(
        'gift card codes|gift card numbers|pictures of the cards',
        'codes on the back|numbers on the back|scratch off the back',
      ),
      near(anyOf('buy|purchase|get|pay|pick up'), `${GIFT_CARD_BRAND} (?:gift )?cards?`, 30),
    ),
  },
  {
    code: 'easy-loan',
    weight: 2,
    kind: 'loan-fee',
    negatable: true,
    phrases: pattern(
      anyOf(
        'loan forgiveness|debt forgiveness|debt relief|forgive your loans',
        'nagpapautang|pautang para sa|pautang up to',
        'eligible for forgiveness|qualify for forgiveness|forgiveness program',
        'consolidate your debt|reduce your debt|lower your payments|cpn|new credit file',
      ),
      near(
        anyOf('reduce|cut|lower|eliminate|consolidate'),
        anyOf('credit card debt|your debt|your debts|credit card payments'),
        20,
      ),
      near(anyOf('qualify|eligible|approved'), 'forgiveness', 20),
      anyOf('mortgage relief|lower your mortgage|pennies on the dollar'),
    ),
  },
  {
    code: 'aid-claim',
    weight: 2,
    kind: 'fake-ayuda',
    negatable: true,
    phrases: pattern(
      near(
        anyOf("you qualify for|you may qualify for|you are eligible for|you're eligible for"),
        anyOf('grant|benefit|benefits|relief|subsidy|health|insurance|plan'),
        30,
      ),
      anyOf(
        '$0 health|$0 premium|free health insurance|health insurance plan',
        'new government program|free solar|solar program|full discharge',
      ),
      near(anyOf('solar|roof'), anyOf('no cost to homeowners|at no cost to you'), 40),
      anyOf('open enrollment ends|open enrollment is ending'),
      near(anyOf('may be missing|could be missing|missing out on'), 'benefits', 30),
    ),
  },
  {
    code: 'threat',
    weight: 2,
    kind: 'impersonation-call',
    negatable: true,
    phrases: pattern(
      near(anyOf('warranty|benefits|coverage|medicare'), anyOf('expire|expiring'), 30),
      anyOf('final notice|last notice|final attempt to reach you'),
      near('trying to reach you', anyOf('warranty|extended warranty'), 60),
    ),
  },
  {
    // What an account or a bill is said to need: weighs nothing alone, but sends the reader to a link.
    code: 'threat',
    weight: 0,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      near(anyOf('unable to process|could not process|problem with'), 'payment', 20),
      anyOf(
        'new device|unrecognized device|unrecognised device|new sign in',
        'sign in attempt|login attempt|log in attempt|signed in from',
        'verify your identity|confirm your identity|avoid a late fee|late fees',
        'avoid additional fees|avoid penalties|avoid suspension|outstanding balance',
      ),
      near(
        anyOf('payment method|payment information|billing information|billing details'),
        anyOf('has expired|is expired|is invalid|is outdated|needs to be updated'),
        12,
      ),
    ),
  },
  {
    code: 'held-parcel-or-fine',
    weight: 2,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'unclaimed package|unclaimed parcel|package is on hold|parcel is on hold',
        "cannot be delivered|can't be delivered|could not be delivered",
        'redelivery fee|redelivery request|request a redelivery',
        'could not verify your address|could not verify your shipping address',
        'address could not be verified',
      ),
      near(anyOf('tracking number|tracking code'), anyOf('has an issue|has a problem'), 40),
    ),
  },
  {
    // The wrong-number opener that starts a long con: a greeting and a name, nothing else asked.
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      `^${GREETINGS}{0,3}${IS_THIS}(?: ?\\?|$)`,
      // "Hello! Sorry, is this Jessica? I am your driver": after a greeting, more may follow the name.
      `^${GREETINGS}{1,3}${IS_THIS}\\b[^.!?\\n]{0,40}\\?`,
      anyOf(
        'did i save your number wrong|i saved your number wrong',
        'lost your number|lost ur number|did you text me about|told me you could',
        'remember me?|remember me from',
      ),
      // A meeting the reader never made, for the reply that says "wrong number".
      "(?:i'm|i am|i have arrived|i've arrived|ive arrived|i've been waiting|i have been waiting) (?:here )?at the (?:hotel|restaurant|airport|golf)[^]{0,60}(?:where are you|when will you)",
      anyOf(
        'when will you arrive|when will you be here|where should i meet you',
        'said to contact you',
      ),
      'is this the [a-z]{2,15} residence',
      // A greeting and nothing else: the public sets' ordinary texts all but never are one.
      `^${GREETING}(?: there| dear| (?!po\\b)[a-z]{2,15})?[^a-z0-9]{0,8}(?:(?:how are you|how r u|how have you been|how was your day|how is your day|did you sleep well|did you have a good night|long time no see)(?: doing| today)?[^a-z0-9]{0,8})?$`,
    ),
  },
  {
    code: 'unentered-prize',
    weight: 3,
    kind: 'prize',
    phrases: pattern(
      anyOf(
        "you've won|you have won|you won a|you are our winner|lucky winner",
        "you've been selected|you have been selected|you were selected",
        'your lucky day|unredeemed points',
      ),
    ),
  },
]
