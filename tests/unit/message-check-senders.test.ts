import { describe, expect, it } from 'vitest'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import { callsOnlyLandlines } from '@/features/message-check/handed-over'
import { givesMenuPath } from '@/features/message-check/ordinary-signs'
import { checkMessage, type SecondOpinion } from '@/features/message-check/check-rules'
import { checkByRules } from './rules-only'

const verdict = (text: string) => checkByRules(text)
const weightOf = (text: string, code: string) =>
  verdict(text).findings.find((finding) => finding.code === code)?.weight

describe('a brand named beside a short link', () => {
  const promo =
    'Your GSave is maturing soon! Learn how to top up your GSave in the GCash app: bit.ly/3xYz9Qw'

  it('is a warning, not high risk: the short link may lead to the brand itself', () => {
    expect(weightOf(promo, 'brand-elsewhere-link')).toBe(1)
    expect(verdict(promo).level).toBe('warning')
  })

  it.each([
    'GCash: your account is on hold. Verify here to avoid suspension: bit.ly/gc-verify-ph',
    'BDO: your account will be locked today. Update your details now at tinyurl.com/bdo-upd8',
  ])('is still high risk with a threat: %s', (text) => {
    expect(verdict(text).level).toBe('high')
  })

  it('keeps its full weight for a link that is not short', () => {
    expect(
      weightOf(
        'GCash promo! Claim your voucher at gcash-promo-rewards.com',
        'brand-lookalike-link',
      ),
    ).toBe(5)
    expect(
      weightOf('GCash promo: see the vouchers at vouchers4u.com', 'brand-elsewhere-link'),
    ).toBe(3)
    expect(
      weightOf('GCash promo! Claim your voucher at vouchers4u.com', 'brand-elsewhere-link'),
    ).toBe(4)
    expect(
      weightOf(
        'GCash: verify your account to claim your voucher at vouchers4u.com',
        'brand-elsewhere-link',
      ),
    ).toBe(5)
  })
})

describe("a brand's bare name under another ending", () => {
  it.each([
    ['Stream the new K-drama ad-free with Viu Premium for P80/mo at pldthome.info/viu1', 3],
    ['Watch the finale tonight! Subscribe at pldthome.net/watch', 3],
    ['Your BDO account is on hold, verify at bdo-updateadvisory.com', 5],
    ['BDO: verify here my-bdo-online.com', 5],
    ['Claim your GCash voucher at gcash.top/claim', 5],
    ['Transaction of AUD 788 not done by you? http://commbank.netban', 5],
    ['Cash app: you were sent $200 by Daniel W. tap to accept cash-appsend.me/accept', 5],
    ['Your shipment is out for delivery. Please confirm recipient: fed-ex-confirm.top', 5],
    ['Kraken: A deposit of 1.2 ETH is pending. Confirm it: kraken-deposit.info', 5],
    ['Coins.ph: your account is on hold. Verify at coins-ph.top', 5],
  ])('%s: the name weighs %i', (text, weight) => {
    expect(weightOf(text, 'brand-lookalike-link')).toBe(weight)
  })

  it('is a warning on its own and high risk with a threat', () => {
    expect(verdict('Stream it ad-free for P80/mo at pldthome.info/viu1').level).toBe('warning')
    expect(
      verdict('PLDT: your line will be disconnected, pay now at pldthome.info/pay').level,
    ).toBe('high')
  })
})

describe("a message whose every link is the sender's own", () => {
  it.each([
    'LAST CHANCE! Redeem concert tickets with your GigaPoints today only. Visit smrt.ph/GigaPoints',
    'Hurry, promo ends tonight! Visit www.smart.com.ph/Postpaid/deals to learn more.',
  ])('drops the push and the "visit": %s', (text) => {
    expect(verdict(text).level).toBe('none')
  })

  it('does not take a page anyone can put up on a brand site for the sender own', () => {
    expect(
      verdict('LAST CHANCE! Redeem your points today only. Visit sites.google.com/view/smart-pts')
        .level,
    ).not.toBe('none')
  })

  it('still warns when the message also gives a number to call', () => {
    expect(
      verdict('LAST CHANCE! Promo ends today. Visit smrt.ph/Sale or call 09171234567').level,
    ).not.toBe('none')
  })
})

describe('a path through the sender app menus', () => {
  it.each([
    ['Tap Borrow > GLoan on the GCash app to learn more.', true],
    ['go to profile > tap your name > update account information', true],
    ['Log in to BDO Online Banking, click More Services>Card Services>Cash Installment', true],
    ['Click here >>> bit.ly/abc', false],
    ['Go to the branch nearest you.', false],
  ])('reads "%s" as a menu path: %s', (text, path) => {
    expect(givesMenuPath(normaliseForRules(text))).toBe(path)
  })

  it('drops a weak push when the reader is sent only through the app menus', () => {
    const text =
      'Your GSave will be closed on March 31. Last day to upgrade is today! Go to Profile > GSave > Upgrade.'
    expect(verdict(text).level).toBe('none')
  })

  it('keeps the push when a number is given too', () => {
    const text =
      'Your GSave will be closed today! Go to Profile > GSave > Upgrade or text 09171234567 now.'
    expect(verdict(text).level).not.toBe('none')
  })
})

describe('an invitation to visit a place or the sender own site', () => {
  it.each([
    'LAST CHANCE to enjoy 50% off! For T&Cs, visit the BDO website and search Deals.',
    'Promo ends today! Visit any BDO branch or visit UB website for details.',
    'Hurry, last day of the sale! Visit your nearest Smart Store.',
  ])('is no ask to follow a link: %s', (text) => {
    expect(verdict(text).findings.map((finding) => finding.code)).not.toContain('asks-to-log-in')
    expect(verdict(text).level).toBe('none')
  })

  it.each(['Please visit the link to unlock your account', 'Visit www.abc-rewards.com today'])(
    'still reads "%s" as an ask to follow a link',
    (text) => {
      expect(verdict(text).findings.map((finding) => finding.code)).toContain('asks-to-log-in')
    },
  )
})

describe("a prize or a loan that waits only in the sender's own app", () => {
  it('is no lure when it leads nowhere but the app', () => {
    const text =
      'Congratulations! You won a P500 GCash voucher in our 11.11 raffle. It is now in your voucher pocket. Go to your GCash dashboard to use it.'
    expect(verdict(text).level).toBe('none')
  })

  it('is still a lure when the same message asks for a fee', () => {
    const text =
      'Congratulations! You won P50,000 from GCash. To claim it in your GCash dashboard, send the P500 processing fee to 09171234567 first.'
    expect(verdict(text).level).toBe('high')
  })
})

describe('a hurry that leads nowhere', () => {
  /** A model that finds every text a little like scam messages (its weakest finding). */
  const hint: SecondOpinion = { score: () => 0.7, weakAt: 0.6, warnAt: 0.9, strongAt: 0.95 }

  it.each([
    'Bes bilisan mo na, andito na kami sa Jollibee. Order na ba kita?',
    'Dali na, naa na mi sa mall. Asa na man ka?',
  ])('does not add up with a hint when there is no link, number or money: %s', (text) => {
    expect(checkMessage(text, hint).findings.map((finding) => finding.code)).not.toContain(
      'pressure',
    )
    expect(checkMessage(text, hint).level).toBe('none')
  })

  it.each([
    'Bilisan mo! Last day ng promo sa abc-deals.com',
    'Bilisan mo, text mo ako sa 09171234567',
    'Pay immediately or we will post your photos to all your friends.',
    'Send the money ngayong gabi.',
  ])('still counts beside a link, a number or another sign: %s', (text) => {
    expect(checkMessage(text, hint).findings.map((finding) => finding.code)).toContain('pressure')
  })
})

describe('a Metro Manila fixed line', () => {
  it.each([
    ['Call (02) 8667-1680 to reserve.', true],
    ['For questions, call us at (02)87-244244.', true],
    ['Call 8256-2020 today', true],
    ['Not you? Call (+632) 889-10000.', true],
    ['Call our hotline at +63 2 8891 0000', true],
    ['Call (632) 8631-8000 anytime', true],
    ['Call +63 917 888 1234 now', false],
    ['Call 0917 888 1234 now', false],
    ['Call 8256-2020 or 09171234567', false],
    ['No number here', false],
  ])('"%s" gives only fixed lines: %s', (text, landlines) => {
    expect(callsOnlyLandlines(normaliseForRules(text))).toBe(landlines)
  })

  it('is no way out for a loan offer, where a mobile number is', () => {
    expect(
      verdict('Pre-approved ka for a P30,000 cash loan! Call (02) 8123-4567 to avail.').level,
    ).toBe('none')
    expect(
      verdict('Pre-approved ka for a P30,000 cash loan! Call 0917 812 3456 to avail.').level,
    ).toBe('high')
  })
})

describe('a notice of money received', () => {
  /** A model that finds every text a little like scam messages (its weakest finding). */
  const hint: SecondOpinion = { score: () => 0.7, weakAt: 0.6, warnAt: 0.9, strongAt: 0.95 }
  const receipt =
    'You have received PHP 250.00 of GCash from JU*N D. 09171234567. Your new balance is PHP 912.10. Ref. No. 5012345678901.'

  it('reads the number beside GCash as the payer, and the model is silent', () => {
    expect(checkMessage(receipt, hint).findings).toEqual([])
    expect(checkMessage(receipt, hint).level).toBe('none')
  })

  it('still sees an ask to send money back', () => {
    const text =
      'You have received P5,000 from JUAN. Wrong send po, pakibalik sa GCash 09171234567.'
    expect(checkMessage(text, hint).level).toBe('high')
  })
})
