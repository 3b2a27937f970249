import type { TextRule } from './ask-rules'
import { anyOf, either, near, pattern } from './phrase-match'

/** A number to dial: seven digits or more, spaced, dotted or dashed ("1-888-555-0147", "0800 542 0825"). */
const PHONE = '(?=(?:[^0-9\\n]{0,3}[0-9]){7})\\+?\\(?[0-9][0-9 ()-]{5,16}[0-9]'
const CALL = anyOf(
  'call|calling|ring|dial|phone|contact|call us|call now|call free|freephone',
  'call back|call our|call support|reach us|helpline|llame|llamenos|llamar|dispute',
)
/** Dollars, pounds or euros: peso amounts have their own rules. */
const MONEY = '(?:\\$|£|€|usd ?|gbp ?)[0-9][0-9,.]{0,9}k?'
const PER_TIME = anyOf(
  'al dia|per day|a day|daily|per hour|an hour|a week|per week|weekly|/day|/hour|/hr',
  '/week|/wk|per wk|a wk|for 1 hour|for one hour|per task',
)
const CHARGE = either(
  anyOf(
    'renewed|autorenewed|auto renewed|has shipped|has been shipped|order of',
    'order #|charge of|charged|purchase of|subscription|invoice|payment of',
    'withdrawal of|transfer of|used for|used at|debit of|due for renewal',
    'renewal of|renewal fee|auto renew|will renew|withdrawal request|used to',
    'charge for|was placed|has been placed|purchase for|order for|transaction of',
    'you sent|payment sent|new payee|payee added|purchase alert|been processed',
    // A sign-in the reader never made is undone the same way.
    'new device|unusual login|unusual sign in|login activity|accessed from',
    'login attempt|sign in attempt|logged in from|new login|new sign in|cargo de|pedido de|compra de',
    // and so is a SIM moved to another phone
    'sim change|sim swap|port out request|pago de',
  ),
  '\\$[0-9][0-9,.]* (?:charge|purchase|order|payment|transaction|zelle|transfer|withdrawal|paid)\\b',
)
/** An order, a payment or a charge the reader says they never made: "Didn't order?" */
export const DID_NOT_DO = "\\b(?:didn't|didnt|did not) (?:order|make|authorize)\\b"
const NOT_YOU = either(
  anyOf(
    "not you|to cancel|if this was not you|if this wasn't you|if not you",
    'not authorized|to dispute|for a refund|get a refund|want a refund',
    "cancellation|want refund|did not request|didn't request|didnt request",
    'si no lo reconoce|si no fue usted|no autorizo',
  ),
  "\\bif you (?:didn't|didnt|did not)\\b",
  DID_NOT_DO,
)
const DID_YOU = anyOf(
  'did you attempt|did you authorize|did you make|did you initiate',
  'did you request|was this you|suspicious transaction|suspicious purchase',
  'unusual transaction|unusual purchase|if you authorized|if you made',
  'did you send|did you try|if you sent|if this was you|verify recent',
  'did you purchase',
)
const REPLY_YES = `\\b(?:reply|text|responda) (?:with )?(?:"|')?(?:yes|y|1|no|n|cancel)\\b`
const BOSS_ASKS = anyOf('are you available|are you free|quick favor|favor for me|quick task')
const PARCEL = anyOf('package|parcel|shipment|item|delivery|order|mail')

/**
 * How smishing abroad is worded (US, UK, Australia, India): redelivery and address lures, unpaid
 * tolls and tickets, tax refunds, "you are awarded", callbacks to a number, strangers and jobs.
 */
export const SMISHING_RULES: TextRule[] = [
  {
    code: 'held-parcel-or-fine',
    weight: 2,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'unable to be delivered|could not deliver|attempted to deliver',
        'failed to deliver',
        'delivery attempt|unsuccessful delivery|delivery was unsuccessful',
        'undeliverable',
        'incorrect address|invalid address|wrong address|insufficient address',
        'address information|address details|invalid zip code|incorrect zip code',
        'reschedule your delivery|reschedule delivery|reschedule the delivery',
        'schedule your delivery|delivery preferences|arrange a redelivery',
        'arrange delivery|arrange a delivery|returned to sender|return to sender',
        'confirm your address|confirm your delivery address',
        'update your delivery address',
        'confirm your shipping address|update your shipping address',
      ),
      near(anyOf('update|confirm|verify'), anyOf('address|shipping info|delivery info'), 8),
      anyOf(
        'sorting center|sorting facility|held at our|is being held|on hold at',
        'unpaid shipping|outstanding shipping|redelivery charge|shipping charges',
        'unpaid tolls|toll invoice|toll payment|toll violation|toll notice',
        'toll services|toll due|toll fee|toll fees|toll road bill|pay your toll',
        'traffic ticket|parking ticket|parking violation|speeding ticket',
        'unpaid ticket|outstanding ticket|traffic citation|unpaid citation',
      ),
      near(
        PARCEL,
        either(
          anyOf(
            'is pending|has been stopped|has been suspended|has been delayed',
            'was returned|will be returned|is waiting for|awaiting payment',
            'arrived at the warehouse|arrived at our warehouse|at our warehouse',
          ),
        ),
        40,
      ),
    ),
  },
  {
    // A courier abroad writing about a parcel: no sign alone, a lure beside a link it does not own.
    code: 'held-parcel-or-fine',
    weight: 0,
    kind: 'delivery-fee',
    phrases: pattern(
      near(anyOf('usps|ups|fedex|dhl|royal mail|evri|auspost|canada post|dpd'), PARCEL, 60),
    ),
  },
  {
    code: 'unentered-prize',
    weight: 3,
    kind: 'prize',
    phrases: pattern(
      near(
        anyOf('irs|hmrc|bir|tax'),
        anyOf('refund|rebate|reimbursement|overpayment|overpaid'),
        60,
      ),
      anyOf(
        "you are awarded|you have been awarded|you've been awarded|your awarded",
        'selected to receive|chosen to receive|await collection|awaits collection',
        'awaiting collection|awaiting your collection|ready to be claimed|claim code',
        'bonus prize|caller prize|prize draw|unclaimed prize',
        'unclaimed reward|unclaimed rewards|you are a lucky|you r a winner',
        "you have been chosen|you've been chosen|been specially selected",
        'a reward waiting|reward is waiting|gift is waiting|prize is waiting',
      ),
      near(
        anyOf('your number|your mobile|mobile number|mobile no|your phone number'),
        anyOf('won|has won|awarded|selected|gained|picked|drawn'),
        30,
      ),
      near(anyOf('tax refund|due a refund'), MONEY, 30),
      anyOf('we owe you|last tax year'),
      near(anyOf('tax refund|tax rebate'), anyOf('claim|to be claimed|is ready'), 40),
    ),
  },
  {
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      anyOf(
        'did you get my last|did you get my message',
        "why haven't you replied|why have not you replied|why didn't you reply",
        'i found your number|got your number from|is this still your number',
        'gave me your number|asked me to contact you|asked me to reach out to you',
        'said i should contact you|told me to contact you|said to text you',
        'told me to text you|been a while|been so long|been a long time|we matched|i can teach you',
        'are you still using this number|secret admirer|fancies you|dating service',
        'is inviting you to be|wants to be your friend|wants to meet you',
        'explicit sex|rude chat|dirty chat|adult chat|gay chat|hot singles',
        'darkest fantasies|live fantasies|singles near you|housewives|chat n date',
      ),
      // The boss who cannot talk, and the child on a phone that is not theirs.
      near(BOSS_ASKS, 'in a meeting', 80),
      `in a meeting[^]{0,80}${BOSS_ASKS}`,
      // "Are you free? I need a quick favor", "... handle a task for me discreetly"
      `${BOSS_ASKS}[^]{0,80}${either(BOSS_ASKS, anyOf("discreetly|can't take calls|for me urgently"))}`,
      anyOf(
        "friend's phone|friends phone|my phone broke|dropped my phone|phone got stolen",
        'gave me this number|is this the right number for|dating app|dating site',
        'get to know each other|serious relationship',
        'facebook dating',
        'text me here instead|my phone fell',
      ),
      // "Michelle from Tinder, I deleted the app": only the app is marked
      `(?<mark1>${anyOf('from tinder|from bumble|from hinge|on tinder|on bumble')})[^.!?\\n]{0,40}${anyOf('number|app')}`,
      anyOf(
        'deleted the app|deleting the app|hola eres|hola es usted|de la fiesta',
        'is this the number for|temporary number|temp number',
        'single moms|singles in your area|lonely wives|hookup|hook up tonight',
      ),
    ),
  },
  {
    code: 'job-bait',
    weight: 2,
    kind: 'task-job',
    phrases: pattern(
      anyOf(
        'headhunter|staffing agency',
        'remote job|remote jobs|remote position|remote work|work remotely',
        "we are hiring|we're hiring|we are recruiting|job opportunity",
        'flexible hours|flexible working hours|flexible schedule|flexible job',
        'resume was recommended|product reviewers|paid daily|mystery shopper|reship|reshipping',
        'pago diario',
      ),
      near('\\bearn', 'from home', 30),
      '\\bpart ?time (?:position|role|worker|remote)s?\\b|\\b(?:pay daily|daily pay)\\b',
      anyOf('mystery shoppers|secret shopper|secret shoppers|work anywhere'),
      near(`${MONEY}(?: ?(?:-|to) ?${MONEY})?`, PER_TIME, 12),
      '\\b[0-9] ?(?:-|to) ?[0-9] (?:hours|hrs) ?(?:a|per|/) ?day\\b',
    ),
  },
  {
    code: 'threat',
    weight: 2,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      anyOf(
        'account has been compromised|has been disabled|will be disabled',
        'placed a hold|has been hacked',
        'hold on your account|account limitation|kyc has expired|kyc expired',
        'kyc is pending|kyc pending|kyc will be blocked',
        'has been flagged|account is flagged|naflag|verification required|action required',
        'requires verification|needs verification|validate your account',
        'validate your information|temporarily closed|has been closed',
      ),
      near('will hold your', anyOf('amount|account|wallet|funds|money'), 12),
      anyOf(
        'payment declined|payment was declined|payment failed|billing issue',
        'billing problem|unable to process your payment|card was declined',
        'has been declined|will be cut off|will be disconnected|will be shut off',
        'scheduled for disconnection|en route to disconnect|on the way to disconnect',
      ),
      // Spanish: "su tarjeta ha sido bloqueada por actividad sospechosa"
      anyOf('ha sido bloqueada|ha sido suspendida|actividad sospechosa|orden de arresto'),
    ),
  },
  {
    code: 'threat',
    weight: 4,
    kind: 'impersonation-call',
    phrases: pattern(
      anyOf(
        'lawsuit|legal proceedings|court hearing|court summons|criminal charges',
        'criminal complaint|lawsuit filed|legal case against you',
      ),
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 3,
    kind: 'investment',
    phrases: pattern(
      anyOf(
        'stock group|vip group|stock picks|stock tips|trading group|vip stock',
        'stock discussion|daily picks|crypto bot',
      ),
      // "I made $3,400 last week"
      `\\bi(?:'ve| have)? (?:made|earned) ${MONEY}\\+? (?:last|this|in a|on the) (?:week|month|platform)\\b`,
      // "$ACMX going to $5 by friday": a ticker's promised rise
      '\\$[a-z]{2,5} (?:is )?(?:going|headed|set|about) to\\b',
      anyOf(
        'investment group|trading signals|signal group|crypto signals|buy signals',
        'liquidity mining|liquidity pool|mining pool|defi mining|arbitrage trading',
      ),
      // "we made 340% this month", "a stock that will rise 200% this week"
      '\\b(?:made|earned|gained|profited|rise|surge|soar|jump|explode)\\b[^.!?\\n]{0,12}\\b[0-9]{2,4} ?%',
    ),
  },
  {
    code: 'aid-claim',
    weight: 2,
    kind: 'fake-ayuda',
    negatable: true,
    phrases: pattern(
      anyOf(
        'stimulus check|stimulus payment|economic impact payment|relief payment',
        'inflation relief|government grant|federal grant|covid relief|relief fund',
        'unclaimed funds|unclaimed money|unclaimed property|federal program',
      ),
    ),
  },
  {
    // A charge, order or renewal the reader never made, and a number to call to undo it. Only the
    // call is marked (`mark…` groups): the charge before it is the story.
    code: 'asks-to-call',
    weight: 3,
    kind: 'impersonation-call',
    phrases: pattern(
      `${CHARGE}[^]{0,160}${NOT_YOU}[^]{0,60}(?<mark1>${near(CALL, PHONE, 25)})`,
      // "Call 888-222-3191 if not you", "Call to dispute: 1-877-612-4410"
      `${CHARGE}[^]{0,160}(?<mark2>${near(CALL, PHONE, 25)})[^]{0,10}${NOT_YOU}`,
      `${CHARGE}[^]{0,160}(?<mark3>${CALL}[^]{0,12}${NOT_YOU}[^]{0,12}${PHONE})`,
      // "Didn't authorize? 1-866-920-3381"
      `${CHARGE}[^]{0,160}${NOT_YOU}\\W{0,4}(?<mark4>${PHONE})`,
      // "Your OTP is 328471. If you did not request this, call 1-866-318-4470": the code is the
      // alarm and the number the scam's (a bank's Manila fixed line is settled as its own).
      `\\b(?:otp|code)\\b[^]{0,100}${NOT_YOU}[^]{0,40}(?<mark5>${near(CALL, PHONE, 25)})`,
    ),
  },
  {
    // "Did you attempt a purchase of $742.18 at WALMART? Reply YES or NO": the reply brings the
    // "fraud department's" call. A bank's real alert reads the same; the hotline on the card is
    // the safe way to answer either.
    code: 'asks-to-call',
    weight: 2,
    kind: 'impersonation-call',
    phrases: pattern(
      `${DID_YOU}[^]{0,90}(?<mark1>${REPLY_YES})`,
      // "Reply 1 if you authorized a $687.20 charge"
      `(?<mark3>${REPLY_YES})[^]{0,20}${either(DID_YOU, `${anyOf('to confirm|to approve|to authorize')}[^]{0,12}${CHARGE}`)}`,
      // "Your card ending 2209 was used for $326.41. If you dont recognize it reply NO"
      `${CHARGE}[^]{0,120}${either(NOT_YOU, anyOf("don't recognize|dont recognize|do not recognize"))}[^]{0,30}(?<mark2>${REPLY_YES})`,
      // "Your Zelle transfer of $1,000.00 is scheduled. Reply 1 to cancel"
      `${CHARGE}[^]{0,120}(?<mark4>${REPLY_YES}) to cancel`,
    ),
  },
  {
    // "If this wasn't you, cancel here": a charge or sign-in the reader never made, undone by a link.
    code: 'asks-to-log-in',
    weight: 1,
    kind: 'phishing',
    phrases: pattern(
      near(NOT_YOU, anyOf('click|tap|visit|go to|cancel here|cancel at|log in|sign in'), 50),
      near(NOT_YOU, anyOf('secure your|review it|review here|follow the link'), 50),
    ),
  },
  {
    // A premium-rate line: each minute of the call is billed to the caller.
    code: 'asks-to-call',
    weight: 2,
    kind: 'prize',
    context: pattern(near(CALL, PHONE, 25)),
    phrases: pattern(
      '[0-9] ?ppm\\b',
      anyOf(
        'pence per min|pence per minute|national rate|nat rate|callcost',
        'calls cost|call cost|premium rate',
      ),
    ),
  },
  {
    // A number to call is how a lure reaches the caller, but alone it weighs nothing: shops and
    // banks print theirs.
    code: 'asks-to-call',
    weight: 0,
    kind: 'impersonation-call',
    phrases: pattern(near(CALL, PHONE, 25)),
  },
]
