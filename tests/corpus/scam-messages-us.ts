import type { CorpusMessage } from './corpus-message'

/**
 * Smishing and spam as it reached US phones in 2022-2023: ads and rewards sending to throwaway
 * domains, bank and shop account alerts, couriers, the IRS, crypto, jobs, and wrong-number openers.
 */
export const SCAM_MESSAGES_US: CorpusMessage[] = [
  // prize: rewards, gift cards and free devices behind a site nobody knows
  {
    kind: 'prize',
    lang: 'en',
    text: 'Congrats! You were picked to receive a free pair of AirPods Pro. Claim yours before midnight: qvn7rx.com/ap',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Hi Mike, you still have (1) pending $100 loyalty reward from your last purchase. Redeem here: rwdpoints-center.com/r/88',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'FINAL REMINDER: your $750 Cash App gift is waiting. Confirm your info to get it today >> glowtrak.net/c7',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Thank you for paying your bill last month! Here is a little gift for you: tanverly.com/Gf2k',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: "We're giving away 50 PS5 consoles to our customers this week. Enter your shipping info: plyday5.com/win",
  },
  // loan-fee and investment: money offered by a site with no name
  {
    kind: 'loan-fee',
    lang: 'en',
    text: 'Need cash fast? Get up to $5,000 deposited as soon as tomorrow, bad credit OK. Apply in 2 min: fundlyhub.com/go Reply STOP to opt out',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Our members made $3,200 last week with our AI trading bot. Spots are limited, join free today: quantedge-club.com',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Bitcoin just broke out. Get our free crypto signals and daily stock picks, sign up now: bullrunalerts.co/join',
  },
  // phishing: account alerts of banks and shops, to a site the brand does not own
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Wells Fargo: We noticed a suspicious sign-in on your account. If this was not you, secure your account at wf-online-review.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Bank of America: your online banking access is temporarily restricted. Please verify your identity to restore access: boa-restore.info',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Your Apple ID is due to expire today. Confirm your details to keep using iCloud and the App Store: appleid-renew.help',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Netflix: we could not process your last payment. Update your billing details within 24 hours so your membership is not cancelled: nflx-billing.net',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Chase fraud alert: an unrecognized transaction of $1,249.00 was made on your debit card. If this wasn’t you, cancel it here: chase-disputes.org',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Amazon: your account is on hold after several failed sign-in attempts. Log in to reactivate: amz-verify-login.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'IRS: You are due a tax refund of $1,284.55 for the last tax year. Submit your claim before Friday: irs-refund-portal.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Coinbase: a withdrawal of 0.42 BTC is pending approval. If you did not request it, cancel at cbase-support.net/cancel',
  },
  // delivery-fee: a parcel that needs an address or a fee
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'USPS: Your order could not be delivered because the address is invalid. Please update it within 12 hours: uspstrk-help.com/us',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'FedEx: Hi Jessica, your parcel from last week is still waiting. Set your delivery preferences here: fdxship.info/p/2231',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'SunPass: You have an unpaid toll of $4.15. Pay by tomorrow to avoid a $50 late fee: sunpass-tollservices.com',
  },
  // task-job: pay by the day and a chat app
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hello, I am Sarah from a staffing agency. Your resume was recommended for a remote position paying $300-$600 a day. Add me on WhatsApp +1 213 555 0187 for details.',
  },
  // love and pig-butchering openers: a stranger who seems to know the reader
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hi, is this Kevin? This is Amy, we met at the golf club last Saturday. Are you free this weekend?',
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hello, are you Mr. Davis? My boss asked me to contact you about the investment dinner on Friday.',
  },
  {
    kind: 'love',
    lang: 'en',
    text: 'Hi dear, I came across your profile and I think you are very kind. Can we talk on WhatsApp? I am new here.',
  },
  {
    kind: 'love',
    lang: 'en',
    text: 'Do you remember me? We talked at the conference in Vegas. I got your number from Jenny.',
  },
  // impersonation-call: a lawsuit to stop by calling
  {
    kind: 'impersonation-call',
    lang: 'en',
    text: 'FINAL NOTICE: a lawsuit has been filed against you for an unpaid debt. Call 1-888-555-0111 today to avoid legal proceedings.',
  },
  // more of the same shapes: surveys, airdrops, voicemail, locked cards, customs duties
  {
    kind: 'prize',
    lang: 'en',
    text: 'Walmart shoppers: you have been chosen to take our 30-second survey and receive a $50 reward. Start here: wmsurvey-gift.com/s?id=8841',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Your Verizon loyalty points expire tonight. Redeem them for a free Galaxy Watch: vzpts.co/redeem',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Dear customer, your account has an unclaimed cashback of $326.40. Collect it before Friday: cashbkhub.net',
  },
  {
    kind: 'loan-fee',
    lang: 'en',
    text: 'Hi Karen, your application for a $15,000 personal loan was approved. Sign your documents to get funded today: lendquik.co/sign',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'USDT airdrop: eligible wallets can claim 500 USDT this week only. Connect your wallet at usdt-drops.app',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: "Hi, it's Daniel from the trading group. The coin we talked about is up 60% today, our members are making a lot. Join us on WhatsApp before the next call",
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Navy Federal: Your debit card has been temporarily locked due to suspicious activity. Unlock it at nfcu-cardservices.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'USAA: a new device has signed in to your account. If this was not you, verify your identity at usaa.member-secure.info',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Dear customer, your bank account access will be suspended today. Please update your information: 45.77.182.10/login',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'You have (1) new voicemail from an unknown caller. Listen here: vmx-inbox.net/v/4419',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: "Apple Pay: we couldn't verify your card. Your Apple Pay will be suspended. Confirm your card details: apple-pay-verify.co",
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'T-Mobile: your last bill payment was unsuccessful. Update your payment method to avoid service interruption: tmo-billpay.net',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'UPS: Your package is held at our facility due to unpaid customs duties of $2.99. Pay now to release it: ups-customs-duty.com',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'DHL Express: we attempted to deliver your parcel today but no one was available. Reschedule your delivery: dhl-reschedule.info',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'Your package delivery has been stopped because the address is incomplete. Please update the address within 48 hours: pkgupdate.top/us',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'E-ZPass: Our records show an unpaid toll balance on your account. Pay $6.99 today to avoid a late fee: ezpass-tollcenter.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'IRS: your tax return has been flagged for review. Verify your identity at irs.taxreview-center.com to avoid delays',
  },
  {
    kind: 'task-job',
    lang: 'en',
    text: 'We are hiring! Amazon is looking for part-time product reviewers. Work from home, earn $200-$500 a day. Text us on Telegram @ReviewTeamHR',
  },
  {
    kind: 'love',
    lang: 'en',
    text: "Hey, it's Jenna :) I finally got a new phone, check out my new pics here: jennapics.me/x",
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hello, I am Lisa, I was looking for my friend Tom but I think I have the wrong number. Sorry! Where are you from?',
  },
  // lawsuits, disputed charges, refunds and loans answered on a site nobody knows
  {
    kind: 'impersonation-call',
    lang: 'en',
    text: 'FINAL NOTICE: a lawsuit has been filed against you over an unpaid balance. Failure to respond will result in a judgment. View your case: casefile-center.com/d/2231',
  },
  {
    kind: 'impersonation-call',
    lang: 'en',
    text: 'You missed your court date on 05/12. View the summons and reschedule at mycountydocket.net before a bench order is issued.',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Zelle: a transfer of $750.00 to Marcus T. was initiated. If this was not you, stop it here: zl-stoptransfer.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Your tax refund of $1,247.60 has been approved. Enter your bank details to receive it today: trsyrefunds.org/claim',
  },
  {
    kind: 'fake-ayuda',
    lang: 'en',
    text: 'Records show unclaimed funds of $2,180 owed to you in your state. Check now before they expire: unclaimed-lookup.us/s',
  },
  {
    kind: 'loan-fee',
    lang: 'en',
    text: 'Good news Daniel, you are pre-qualified for up to 35K. Bad credit OK, funds in 24 hrs: qwklendr.com/apply',
  },
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hello, your resume has been recommended to us. Online product reviews, 1-2 hours, 200-500 USD/day. Reply on WhatsApp: wa.me/13475550192',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Tired of losing trades? Our trading signals group called the last 3 moves. Join free today: t.me/alphacallsvip',
  },
]
