import { anyOf, pattern } from './phrase-match'

/**
 * What a message offers or asks beside a link: free money, a prize, a bonus to claim, an account
 * to verify. Ordinary in a brand's own promo; a lure when the link goes to a site nobody vouches
 * for and the message names no brand, as in spam that sends to a random domain.
 */
const LURE_BESIDE_LINK = pattern(
  // "free" as an offer, not as time ("are you free tonight?", "feel free", "I'm free now")
  "(?<!\\b(?:are|r|you|you're|youre|i'm|im|am|is|feel|be|if|when|was|were) )\\bfree\\b(?! (?:tonight|today|tomorrow|now|later|time|this weekend)\\b)",
  anyOf(
    'freebie|bonus|bonuses|claim|claimed|win|won|winner',
    'winners|winning|prize|prizes|gift|gifts|giftcard|reward',
    'rewards|cash|cashback|jackpot|earn|earning|deposit|register',
    'sign up|signup|join now|join us|congratulations|congrats|offer',
    'discount|redeem|unlock|eligible|qualify|qualified|approved',
    'refund|verify|confirm|update your|log in|login|sign in|signin',
    'your package|your parcel|your shipment|the package|the parcel',
    'update here|needs to be updated|must be updated|be updated today',
    'secure your|restore|reactivate|update now|pay now|reply stop',
    'your account|your card|your payment|voicemail|voice message',
    'new message|unread message|pending message|survey|invoice|your bill',
    'new messages|unread messages|pending messages|credit score|qualifies',
    'at no cost|no cost to you|cash offer|matches near|matches nearby',
    'balance due|unpaid|overdue|toll|tax return|bitcoin|crypto|usdt',
    'airdrop|dear customer|dear user|dear valued customer|dear member',
    'cancel it|cancel at|cancel here|to cancel|dispute',
    'txt stop|text stop|stop to end|stop to opt out|stop to quit',
    'no prescription|viagra|cialis|cbd|keto|weight loss|lose weight',
    'trick|doctors hate|wrinkles|belly fat|hair loss|regrow|tinnitus',
    'blood sugar|neuropathy|joint pain|erectile|is this you|burn fat',
    'bogo|in your cart|apr|refi|solar|supporters|patriot|no rx',
    'about you|photos of you|video of you|pictures of you|photo of you',
    'storage is full|mailbox is full|will be rejected|will be deleted',
    'exclusive|limited time|giveaway|voucher|coupon|payout|loan',
    'your subscription|your membership|your benefits|your points',
    'your ticket|your profile|your verification|poll|donate|chip in',
    'expired|expires|expiring|suspended|action required|urgent notice',
    'lucky|selected|been chosen|last chance|final notice|pending',
    'libre|libreng|premyo|manalo|panalo|makakuha|makuha|sumali',
    'magregister|mag register|iclaim|regalo|pulang sobre|kumita',
  ),
  // Spanish, as US smishing is sent in it too
  anyOf(
    'su paquete|su cuenta|su pago|pague ahora|haga clic|reclame|peaje',
    'su entrega|su envio|verifique|actualice|bloqueada|suspendida',
    'ha ganado|felicidades|premio|su tarjeta|reembolso',
  ),
  '\\$ ?[0-9]',
  '[0-9] ?% off\\b',
)

/** What a lure asks of an account, or threatens it with, where an offer only promises. */
const ACCOUNT_ASK =
  /verify|confirm|log ?in|sign ?in|secure|restore|reactivate|update|unpaid|overdue|past due|pay now|suspend|locked|restrict|compromised/

/** A lure beside a link: 0 none, 1 an offer, 2 an ask or a threat to an account. */
export type Lure = 0 | 1 | 2

/** What the words of a message (rules' form) put beside a link. */
export const lureBesideLink = (words: string): Lure =>
  LURE_BESIDE_LINK.test(words) ? (ACCOUNT_ASK.test(words) ? 2 : 1) : 0

/**
 * A registered name that switches between letters and digits twice or more ("sp7go1", "yge8gh",
 * "win4u2"): the shape of names registered by the batch and thrown away, not of a brand's site.
 */
export const isThrowawayName = (name: string) =>
  /[a-z][0-9]+[a-z]|[0-9][a-z]+[0-9]/.test(name.replace(/-/g, ''))
