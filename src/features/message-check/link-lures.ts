import { anyOf, pattern } from './phrase-match'

/**
 * What a message offers or asks beside a link: free money, a prize, a bonus to claim, an account
 * to verify. Ordinary in a brand's own promo; a lure when the link goes to a site nobody vouches
 * for and the message names no brand, as in spam that sends to a random domain.
 */
const LURE_BESIDE_LINK = pattern(
  // "free" as an offer, not as time ("are you free tonight?", "feel free", "I'm free now")
  "(?<!\\b(?:are|r|you|you're|youre|i'm|im|am|is|feel|be|if|when|was|were) )\\bfree\\b(?! (?:tonight|today|tomorrow|now|later|time|this weekend)\\b)",
  anyOf('freebie|bonus|bonuses|claim|claimed|win|won|winner'),
  anyOf('winners|winning|prize|prizes|gift|gifts|giftcard|reward'),
  anyOf('rewards|cash|cashback|jackpot|earn|earning|deposit|register'),
  anyOf('sign up|signup|join now|join us|congratulations|congrats|offer'),
  anyOf('discount|redeem|unlock|eligible|qualify|qualified|approved'),
  anyOf('refund|verify|confirm|update your|log in|login|sign in|signin'),
  anyOf('your package|your parcel|your shipment|the package|the parcel'),
  anyOf('update here|needs to be updated|must be updated|be updated today'),
  anyOf('secure your|restore|reactivate|update now|pay now|reply stop'),
  anyOf('your account|your card|your payment|voicemail|voice message'),
  anyOf('new message|unread message|pending message|survey|invoice|your bill'),
  anyOf('new messages|unread messages|pending messages|credit score|qualifies'),
  anyOf('at no cost|no cost to you|cash offer|matches near|matches nearby'),
  anyOf('balance due|unpaid|overdue|toll|tax return|bitcoin|crypto|usdt'),
  anyOf('airdrop|dear customer|dear user|dear valued customer|dear member'),
  anyOf('cancel it|cancel at|cancel here|to cancel|dispute'),
  anyOf('txt stop|text stop|stop to end|stop to opt out|stop to quit'),
  anyOf('no prescription|viagra|cialis|cbd|keto|weight loss|lose weight'),
  anyOf('trick|doctors hate|wrinkles|belly fat|hair loss|regrow|tinnitus'),
  anyOf('blood sugar|neuropathy|joint pain|erectile|is this you|burn fat'),
  anyOf('bogo|in your cart|apr|refi|solar|supporters|patriot|no rx'),
  anyOf('about you|photos of you|video of you|pictures of you|photo of you'),
  anyOf('storage is full|mailbox is full|will be rejected|will be deleted'),
  anyOf('exclusive|limited time|giveaway|voucher|coupon|payout|loan'),
  anyOf('your subscription|your membership|your benefits|your points'),
  anyOf('your ticket|your profile|your verification|poll|donate|chip in'),
  anyOf('expired|expires|expiring|suspended|action required|urgent notice'),
  anyOf('lucky|selected|been chosen|last chance|final notice|pending'),
  anyOf('libre|libreng|premyo|manalo|panalo|makakuha|makuha|sumali'),
  anyOf('magregister|mag register|iclaim|regalo|pulang sobre|kumita'),
  // Spanish, as US smishing is sent in it too
  anyOf('su paquete|su cuenta|su pago|pague ahora|haga clic|reclame|peaje'),
  anyOf('su entrega|su envio|verifique|actualice|bloqueada|suspendida'),
  anyOf('ha ganado|felicidades|premio|su tarjeta|reembolso'),
  '\\$ ?[0-9]',
  '[0-9] ?% off\\b',
)

/** Whether the words of a message (rules' form) offer or ask what a lure beside a link does. */
export const luresBesideLink = (words: string) => LURE_BESIDE_LINK.test(words)

/**
 * A registered name that switches between letters and digits twice or more ("sp7go1", "yge8gh",
 * "win4u2"): the shape of names registered by the batch and thrown away, not of a brand's site.
 */
export const isThrowawayName = (name: string) =>
  /[a-z][0-9]+[a-z]|[0-9][a-z]+[0-9]/.test(name.replace(/-/g, ''))
