import { GIVE, type TextRule } from './ask-rules'
import { anyOf, either, near, pattern } from './phrase-match'

const PAY = either(GIVE, anyOf('pay|bayad|bayaran|bayri|magbayad|igcash|transfer'))
/** Someone other than the sender, or the company, holds the wallet: a caretaker, an officer, a cousin. */
const THIRD_PARTY = `(?:(?:akong|aking|my) )?${anyOf(
  'caretaker|officer|agent|cashier|admin|sir|maam|pinsan|igagaw|kaibigan|amigo',
  'friend|ahente|driver|rider',
)}`
const WALLET = anyOf('gcash|maya|number|account|wallet|palawan|cebuana')
/** A seller or host leaning on the buyer: many are asking, last slot, legit po, no refund. */
const SELLER_PUSH = pattern(
  anyOf(
    'madami nag iinquire|madami naginquire|madami nagiinquire|madami nag inquire',
    'maraming nag iinquire|madami na nagtatanong|daghan nangutana|many inquiries',
    'last stock|last slot|last slots|bogus buyer|bogus buyers|jokers|joy reserver',
    'legit po|legit seller|legit ako|legit to|may proofs|proof ng mga',
    'no refund|non refundable|dili na marefund|first come, first served',
    'first come first served|many are asking|meet up not possible|no meet up',
  ),
  '\\blast [0-9]{1,2} (?:slots?|units?|pcs|stocks?)\\b',
)
/** Paying, in part or whole, before getting anything. */
const PAY_FIRST = anyOf(
  'full payment|downpayment|down payment|reservation fee|reserve fee|bayad muna',
  'pay first|payment first|dp muna|bayad una|bayri una',
)
const IN_DAYS =
  '\\b(?:in|within|sa loob ng|sulod sa) ?[0-9]{1,2} ?(?:days?|araw|adlaw|hours?|oras)\\b'

/**
 * Rules for schemes told as stories: sellers and hosts who want the money first, wallets of a
 * third party, emergencies of a relative, bribes to skip a fine, unclaimed remittances, money
 * doubled in days, a tax to withdraw.
 */
export const SCHEME_RULES: TextRule[] = [
  {
    code: 'pay-before-ship',
    weight: 5,
    kind: 'online-seller',
    context: SELLER_PUSH,
    phrases: pattern(PAY_FIRST),
  },
  {
    code: 'pay-before-ship',
    weight: 3,
    kind: 'online-seller',
    phrases: pattern(
      anyOf(
        'payment outside the app|pay outside the app|outside the platform',
        'labas ng app|sa labas ng app|gawas sa app',
        // a landlord away who mails the keys, a buyer's "business account" fee
        'mail the keys|mail you the keys|zelle only|upgrade to a business account',
        'cuenta de negocios|send the difference|refund the difference',
      ),
    ),
  },
  {
    // Money into a wallet held by someone else than the one who asks: no office or host bills so.
    code: 'asks-for-money',
    weight: 3,
    negatable: true,
    phrases: pattern(
      near(PAY, `${WALLET}(?: ng| ni| sa| of| to| of the| to the)? (?:the )?${THIRD_PARTY}`, 40),
      near(PAY, `${anyOf('to my agent|to the admin|sa agent|sa ahente')}`, 40),
    ),
  },
  {
    code: 'asks-for-money',
    weight: 1,
    phrases: pattern(
      anyOf(
        'help me pay|can you pay|pay a bill for me|any amount|kahit magkano',
        'pahiram muna|pautang muna|pahulam sa ko|pahulama ko|padalhan mo ko',
      ),
    ),
  },
  {
    code: 'emergency-story',
    weight: 2,
    phrases: pattern(
      anyOf(
        'nahuli ako|nahuli ng pulis|nasa presinto|naa ko sa presinto|nasakpan ko',
        'nadakpan ko|naaksidente|naaksidente ako|naospital|nasa ospital',
        'brought in after an accident|had an accident|was in an accident',
        'in the hospital|in the er|from the er|emergency room|gisnatch',
        'nanghulam ra ko ani nga cp|hiniram ko lang ang cp|nahold ako sa airport',
        'nanakawan ako|nawala ang wallet|natangay|gikawatan ko|naholdap ako',
        'nakulong ako|nakulong po ako|piyansa|pangpiyansa|stuck at the airport',
        "don't tell mom|don't tell dad|do not tell mom|do not tell dad|for bail|bail money",
      ),
      '\\b(?:wag|huwag) (?:mo|nyo|niyo) (?:sabihin|ipaalam) (?:kay|kina|sa) (?:mama|papa)\\b',
      anyOf('ayaw og sulti ni mama'),
    ),
  },
  {
    code: 'held-parcel-or-fine',
    weight: 2,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'unpaid parking|parking fee|avoid towing|ma tow',
        'matiketan|ma tiketan|maimpound|ma impound|matow|pwede ayusin',
        'pwede po ayusin|pwede daw ayusin|areglo|aregluhin|mahuman ra daw',
      ),
      near(anyOf('box|package|parcel|kahon'), anyOf('customs|tax|clearance'), 80),
    ),
  },
  {
    code: 'unentered-prize',
    weight: 3,
    kind: 'prize',
    phrases: pattern(
      anyOf(
        'unclaimed kwarta padala|unclaimed padala|unclaimed remittance|unclaimed ₱',
        'unclaimed funds|unclaimed money|wala pa maclaim',
        'isa sa mga napili|isa sa mga napiling|usa sa mga napili',
      ),
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 5,
    kind: 'investment',
    phrases: pattern(
      near(anyOf('doble|double|dodoble|triple|x2|x3'), IN_DAYS, 20),
      anyOf('sigurado balik|siguradong balik|sure balik|sigurado kita|guaranteed balik'),
    ),
  },
  {
    code: 'asks-fee',
    weight: 5,
    kind: 'investment',
    negatable: true,
    phrases: pattern(
      anyOf('unlock tax|withdrawal tax|release tax|exit tax|unfreeze fee'),
      'tax first(?! quarter)',
      near(anyOf('to withdraw|para mawithdraw|para ma withdraw|aron mawithdraw'), PAY, 30),
    ),
  },
]
