import type { CorpusMessage } from './corpus-message'

/** Scams dressed as the ordinary texts of `ordinary-messages-senders.ts`. */
export const SCAM_MESSAGES_LOOKALIKES: CorpusMessage[] = [
  {
    kind: 'phishing',
    lang: 'fil',
    text: 'GCash: Isasara ang iyong GSave ngayong araw. Para hindi mawala ang pera mo, i-upgrade dito: bit.ly/gsave-upgrade-ph',
  },
  {
    kind: 'utility-disconnection',
    lang: 'en',
    text: 'PLDT: Your Fiber line will be disconnected today for an unpaid bill. Settle it now at pldthome.info/paynow to avoid disconnection.',
  },
  {
    kind: 'load-points',
    lang: 'en',
    text: 'Smart: Your 2,450 GigaPoints expire tonight! Redeem your gift before midnight here: smart-gigapoints-redeem.com',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'BDO: We noticed a log in from a new device. If this was not you, secure your account now at bdo-secure-login.com',
  },
  {
    kind: 'loan-fee',
    lang: 'fil',
    text: 'Congrats! Pre-approved ang loan mo na P50,000 sa UnionBank. Tap Loans > Claim, pero bayaran muna ang P1,500 processing fee sa GCash 09171234567.',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Maya: Congratulations! Your number won P25,000 in the Merry Money raffle. Claim it at maya-merrymoney-claim.com before Dec 20.',
  },
  {
    kind: 'loan-fee',
    lang: 'en',
    text: 'SEC ADVISORY: Beware of fake lenders! Your loan of P30,000 is approved. To release it, send the P1,200 insurance fee to GCash 09281234567 today.',
  },
]
