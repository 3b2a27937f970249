import type { FindingCode, ScamKind } from './finding-types'
import { anyOf, either, near, pattern } from './phrase-match'

export interface TextRule {
  code: FindingCode
  weight: number
  kind?: ScamKind
  phrases: RegExp
  /** A safety notice says the same words with "never" or "huwag": those do not count. */
  negatable?: boolean
  /** The rule counts only if the message also says one of these. */
  context?: RegExp
  /** A match right after these words does not count ("as low as ₱10 processing fee" is a price). */
  notAfter?: RegExp
  /** A match in a sentence that ends in a question mark does not count ("Mapuputulan na?"). */
  notInQuestion?: boolean
}

/** A Philippine mobile number, not one masked in a receipt ("0917*****21"). */
export const MOBILE = '\\b(?:09|\\+?639)[0-9x]{2}(?![0-9x]*\\*)'
// "text it to me", not "the code is in the text" ("nasa text ni Tito", "may text sakin": a text came)
const TEXT_IT = '(?<!\\b(?:nasa|sa|the|a|ng|your|my|may) )\\btext\\b'
export const GIVE = either(
  TEXT_IT,
  anyOf(
    'send|reply|give|provide|share|forward|tell|sabihin|ibigay|bigay|bigyan|isend|pakibasa',
    'esend|pasend|pakisend|ipadala|ireply|pakireply|iforward|ishare|itext|ipasa',
    'pasa|pakibigay|pabigay|pakisabi|prepare|ihanda|have your|need your',
    'needs your|kailangan ang iyong|ihatag|hatagi|padalhi|isulti|iscreenshot',
    'screenshot',
  ),
)
/** What friends share the password of: "anong password ng netflix natin?", "the password for the drive". */
const SHARED =
  '(?:the |our |natin |yung )?(?:shared |family )?(?:netflix|spotify|disney|viu|wi ?fi|drive|folder|file|zip|pdf|laptop|pc|tv)\\b'
/** A password, but not the one to a Wi-Fi network, a shared account or a file friends share. */
const PASSWORD = `(?<!\\bwi ?fi |\\bwifi |\\bwlan )\\bpassword\\b(?! (?:ng|sa|of|for|to) ${SHARED})`
const ENTER = anyOf('enter|input|ilagay|itype|type|update|verify|iverify')
/** What has a code of its own to open it. */
const PLACE_CODE = '(?:wifi|wi fi|gate|door|lockbox|locker|garage|alarm)'
export const CODE = either(
  anyOf(
    'otp|otps|one time pin|onetime pin|one time password|onetime password',
    'mpin|pin code|passcode|login details|credentials',
  ),
  // Not a pin on a map: "pa-send ng pin or landmark", "drop a pin"
  '(?<!drop (?:a |the |ng )?|map |location )\\bpin\\b(?! ?(?:location|loc|or landmark|or address|sa map|on the map|on maps?)\\b)',
  PASSWORD,
  anyOf('verification code|authentication code|security code|6 digit code|6digit code'),
  // Not the code to a door, a gate or the wifi: "what's the gate code?", "anong code ng gate?"
  `(?<!promo |voucher |referral |discount |tracking |reference |ref |booking |qr |zip |delivery |dress |area |postal |${PLACE_CODE} )\\bcodes?\\b(?! (?:ng|sa|of|for|to)(?: the)? ${PLACE_CODE}\\b)`,
)
const SECRET = either(anyOf('mpin|pin|login details|credentials'), PASSWORD)
const CARD = anyOf(
  'card number|card details|card info|card information|cvv|cvc|expiry date',
  'expiration date|card pin|16 digit|credit card|debit card|atm card',
)
const FEE_CONTEXT = pattern(
  anyOf(
    'prize|premyo|won|nanalo|raffle|parcel|package|shipment|customs',
    'loan|pautang|job|task|commission|claim|release|withdraw|unlock',
    'activate|recover|refund|mabawi|salary|sahod|profit|winnings',
    'pahulam|trabaho|trabahante|komisyon|ahente|mentor|hired|nahire',
  ),
)
export const MISTAKE = anyOf(
  'maling number|mali ang number|nagkamali|by mistake|by accident|accidentally',
  'mistakenly|wrong number|wrong account|napindot|mali ang napadalhan',
  'maling account|nasayop|sayop|nagkamali po ako|para sana sa|hindi para sa inyo|mali po',
  'mistyped',
)
const GIVE_BACK = anyOf(
  'pakibalik|ibalik|balik|pabalik|return|isauli|pakisauli|sauli|ireturn|refund',
  'send it back|send back|pakireturn|iuli|palihug ibalik|pakipasa|pa return|parefund|ipasa',
)

const SENT_WRONGLY = either(
  anyOf('wrong send|wrongsend|wrong sent|wrong transfer|maling send|wrong load'),
  '\\bnawrong (?:send|sent|transfer|load|type)\\b',
  anyOf('sent by mistake|mistakenly sent|accidentally sent|nagkamali ng send'),
)
const MONEY_SENT = either(
  '₱ ?[0-9]|\\$ ?[0-9]|\\b[0-9][0-9,.]* ?(?:pesos|php|k)\\b',
  anyOf(
    'gcash|maya|paymaya|load|pera|kwarta|amount|money|padala',
    'cash in|cashin|bank account|e wallet|ewallet|transfer',
  ),
  GIVE_BACK,
)

/** A fee stated as a price in an advert: "as low as ₱10 processing fee", "zero processing fee". */
const ADVERTISED = new RegExp(
  `${anyOf('as low as|no|zero|free|waived|walang')} ?(?:₱[0-9][0-9,.]*)? ?$`,
)

/** Mistake and give-back may sit in different sentences of a short message. */
const acrossSentences = (first: string, second: string) => `${first}[^]{0,160}${second}`

/** What a shop, a bank or an office invites people to visit: itself, not a link. */
const PLACE =
  '(?:store|stores|branch|branches|office|offices|booth|booths|counter|mall|website|site|web|app|dashboard|page|' +
  'showroom|showrooms|outlet|outlets|shop|shops|clinic|clinics|center|centers|centre|hospital|school|campus|' +
  'house|houses|unit|units|restaurant|restaurants|kiosk|kiosks|provider|doctor|hall|barangay)'
const VISIT_A_PLACE = `(?:us\\b|(?:our|any|your nearest|the nearest|the)?(?: ?[a-z0-9&]+){0,2} ${PLACE}\\b)`

/** What a message asks the reader to give or do. */
export const ASK_RULES: TextRule[] = [
  {
    code: 'asks-for-code',
    weight: 5,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      near(GIVE, CODE, 30),
      near(CODE, GIVE, 60),
      near(ENTER, SECRET, 20),
      near(anyOf('ibutang|isulod'), CODE, 20),
      `${either(MISTAKE, anyOf('sayop|nasayop'))}[^]{0,100}${CODE}[^]{0,80}${GIVE}`,
      near(anyOf('type nyo|itype nyo|type mo|type the'), CODE, 12),
      near(
        anyOf('scan|iscan'),
        '\\bqr\\b[^.!?\n]{0,60}' + anyOf('receive|mareceive|approve|makuha|maclaim'),
        30,
      ),
      near(
        anyOf('reply with|send|isend|provide|ireply|itext'),
        either('\\b19 ?-?digit', anyOf('sim serial|number at the back|iccid')),
        80,
      ),
      anyOf(
        'share your screen|ishare ang screen|share ang screen|screen share|anydesk',
        'teamviewer|rustdesk|iscreen share',
      ),
      near(anyOf("ano|anong|what's|whats|what is"), CODE, 12),
      `\\b(?:paki)?confirm(?: lang| po)* (?:the |that |this |your |ur |yung |ang )?${CODE}`,
    ),
  },
  {
    code: 'asks-for-card',
    weight: 5,
    kind: 'phishing',
    negatable: true,
    // "As part of a security update, your credit card is being replaced": no comma in an ask.
    phrases: pattern(
      `${either(GIVE, ENTER)}[^.!?\\n,]{0,30}${CARD}`,
      near(CARD, GIVE, 20),
      // a "SIM upgrade" that wants the number printed on the SIM
      near(GIVE, '16.?digit[^.!?\\n]{0,30}\\bsim\\b', 60),
    ),
  },
  {
    code: 'asks-fee',
    weight: 5,
    negatable: true,
    notAfter: ADVERTISED,
    phrases: pattern(
      anyOf(
        'processing fee|release fee|releasing fee|clearance fee|clearing fee',
        'handling fee|redelivery fee|customs fee|customs tax|insurance fee',
        'activation fee|verification fee|filing fee|lawyer fee|legal fee',
        'unlocking fee|unlock fee|withdrawal fee|withdraw fee|approval fee',
        'notarial fee|notary fee|advance fee|advance payment|upgrade fee',
        'unpaid shipping fee|unpaid delivery fee|kulang na bayad|kulang sa bayad',
        'storage fee|tax bago|tax muna|maintaining balance fee|customs duties',
        'bayad una|magbayad una|bayri una|deposito una|bayad sa una',
        'bayri lang una|bayad lang una|medical ug processing',
        'bayri ang tax|bayaran ang tax|pay the tax|magbayad ng tax|security fund|tax fee',
      ),
      '(?:customs|delivery|shipping|redelivery|handling) ?(?:fee|fees|charge|charges)[^.!?\\n]{0,20}\\$ ?[0-9]',
    ),
  },
  {
    code: 'asks-fee',
    weight: 3,
    negatable: true,
    context: FEE_CONTEXT,
    phrases: pattern(
      anyOf(
        'bayad muna|magbayad muna|pay first|small fee|maliit na halaga|fee of',
        'minimal fee|fee na|kailangan magbayad|need to pay|you must pay',
        'magbayad ng ₱|pay ₱|send ₱|magsend ng ₱|magpadala ng ₱|cash in ₱',
        'registration fee|membership fee|reservation fee|recharge|magrecharge',
        'top up|magtop up|mag cash in|magcash in|deposit muna|morecharge',
      ),
      '\\b(?:bayad|bayri|magbayad|isend|ipadala)\\b[^.!?\\n]{0,30}\\buna\\b',
      '₱[0-9][0-9,.k]{0,9} (?:[a-z]{1,12} )?(?:fee|bayad)',
    ),
  },
  {
    code: 'asks-return-money',
    weight: 5,
    kind: 'wrong-send',
    phrases: pattern(
      // "Wrong send" is also said of a text sent to the wrong person: money must be in it.
      acrossSentences(SENT_WRONGLY, MONEY_SENT),
      acrossSentences(MONEY_SENT, SENT_WRONGLY),
      acrossSentences(either(MISTAKE, '\\bmali\\b[^.!?\\n]{0,24}\\b(?:number|numero)'), GIVE_BACK),
      acrossSentences(GIVE_BACK, MISTAKE),
    ),
  },
  {
    code: 'asks-for-account',
    weight: 5,
    kind: 'money-mule',
    negatable: true,
    phrases: pattern(
      anyOf(
        'rent your account|rent your gcash|rent your maya|paupahan|ipaupa',
        'uupahan|rent out your|pahiram ng account|ipahiram ang account',
        'pahiram ng gcash|buy your gcash|bibilhin ang account|sell your account',
        'ibenta ang account|verified gcash account|receive funds for|payment agent',
        'receive payments on behalf|receive money on behalf|gamitin ang account mo',
        'tumanggap ng pera para sa|commission per transaction',
        'per transaction commission',
      ),
      near(
        anyOf('receive|tanggapin|tumanggap|deposit|papasok|papasukan'),
        anyOf('transfer|ipasa|ipapasa|ilipat|withdraw|send to our'),
        60,
      ),
      near(anyOf('buy|bibilhin|bumibili|binibili|buying|pahiram'), 'accounts?\\b', 30),
    ),
  },
  {
    code: 'asks-to-log-in',
    weight: 1,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      anyOf(
        'click the link|click here|click this link|iclick|pindutin ang link',
        'log in here|login here|login now|log in now|verify your account',
        'verify your identity|update your account|update your details|iupdate',
        'update your information|iverify|kyc|reverify|reactivate',
        'confirm your identity|verify now|follow the link|click the link below',
        'update your billing|update your payment|update payment|update billing',
      ),
      // "…trouble with your billing information. Please update it", across the full stop
      `${anyOf('billing information|billing info|payment details|payment method')}[^\\n]{0,20}${anyOf('update it|update them|confirm it')}`,
    ),
  },
  {
    // A bare "visit" sends the reader somewhere but asks nothing of their account; "visit" a
    // place, or the sender's own site or app by name, is no link to follow.
    code: 'asks-to-log-in',
    weight: 1,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(`\\bvisit\\b(?! ${VISIT_A_PLACE})`),
  },
  {
    code: 'asks-to-call',
    weight: 1,
    kind: 'impersonation-call',
    phrases: pattern(
      anyOf(
        'press 1|press 9|pindutin ang 1|call this number|call back|callback',
        'tawagan ang|tumawag sa|tawagan mo|call us at|call me at',
      ),
    ),
  },
  {
    code: 'move-to-chat-app',
    weight: 1,
    phrases: pattern(anyOf('telegram|whatsapp|viber|wechat|line app|signal app')),
  },
  {
    code: 'pay-before-ship',
    weight: 3,
    kind: 'online-seller',
    negatable: true,
    phrases: pattern(
      anyOf(
        'no cod|non cod|walang cod|gcash muna|bayad muna bago|payment first',
        'full payment first|pay first before|downpayment muna|dp muna|dp first',
        'pay before shipping|bayaran muna|bago ishiship|bago ipadala',
        'full payment muna|payment muna|gcash nyo muna|igcash muna|reserve fee',
        'downpayment lang|down payment lang|full payment via|kulang nga bayad',
        'bago ko idrop|ayha nako ihatod|para marelease|para mapadala|dagdag ₱',
      ),
      '\\b(?:balance|kulang|dugang) (?:na|pa|nga) ₱[0-9]',
    ),
  },
  {
    // Money asked into a person's e-wallet, named by a mobile number: no company or office bills so.
    code: 'asks-for-money',
    weight: 3,
    negatable: true,
    phrases: pattern(
      near(
        either(GIVE, anyOf('pay|bayad|bayaran|bayri|magbayad|igcash|transfer')),
        `${anyOf('gcash|maya|gcash ko|number')}[^.!?\\n]{0,30}${MOBILE}`,
        40,
      ),
      `\\b[ip]agcash\\b[^.!?\\n]{0,40}${MOBILE}`,
      // a charity's appeal paid into someone's own wallet
      `${anyOf('donate|donation|donasyon|fund raising|kahit magkano|bisan gamay')}[^]{0,80}${anyOf('gcash|maya')}[^.!?\\n]{0,30}${MOBILE}`,
    ),
  },
  {
    // "Don't pay a fee", "get a share in the ₱200,000 prize": a promo's words, not an ask. Nor is
    // "I'll pay $20 an hour": the sender pays.
    code: 'asks-for-money',
    weight: 1,
    negatable: true,
    phrases: pattern(
      near(
        `(?<!\\ba |\\b(?:i'll|i will|we'll|we will|i can|we can) )${either(GIVE, anyOf('pay|magbayad|padalhan|help me|paload'))}`,
        // "Please prepare ₱799 for COD" is the price of an order, paid to the rider.
        '(?:₱|\\$ ?)[0-9][0-9,.]*(?![0-9,.]| ?(?:/|per|a|every) ?(?:mo|month)|[^.!?\\n]{0,12}\\b(?:cod|cash on delivery)\\b)',
        20,
      ),
      near(anyOf('padalhan|magpadala|ipadala|padal-an|padad-an'), '\\b[0-9][0-9,]{2,}\\b', 20),
      near(anyOf('gcash|maya|send|pay|bayad|transfer'), MOBILE, 30),
      anyOf('send me money|send money|kailangan ko ng pera|need money|help me through'),
      near(
        either(GIVE, anyOf('pautang|paload|padadi|donate|pahulam')),
        either(
          anyOf('gcash|maya|palawan|cebuana|bitcoin|usdt|cash app|venmo|zelle'),
          '\\b[0-9]{1,3}k\\b',
        ),
        40,
      ),
      anyOf('donasyon|donation|magbayad ka|mohatag|padad i ko|pa load'),
    ),
  },
]
