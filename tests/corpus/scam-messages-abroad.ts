import type { CorpusMessage } from './corpus-message'

/**
 * Smishing as it reaches phones in the US, the UK and Australia, and Filipinos working there:
 * couriers, tolls, tax refunds, bank and shop accounts, prizes, jobs, crypto and strangers.
 */
export const SCAM_MESSAGES_ABROAD: CorpusMessage[] = [
  // delivery-fee: redelivery, address and customs lures
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'USPS: Your package arrived at our facility but could not be delivered due to an incomplete street address. Update it within 24 hrs: https://usps.parcel-redirect.com/us',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'USPS Notice: 2nd delivery attempt failed. Please confirm your address, or the item will be returned to sender. usps-postcare.info/track',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'Royal Mail: Your parcel is being held due to an unpaid shipping fee of £1.99. Pay here to release it: royalmail.parcel-fees.com',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'Evri: We missed you today! To reschedule your delivery, please visit evri-redelivery-uk.com',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'Dear customer, your FedEx parcel has been stopped at the sorting center because the address information is wrong. Please update: fdx-support.net/d',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'AusPost: your item is awaiting delivery. A small redelivery charge of $3.00 applies. Arrange your delivery at auspost-au.delivery',
  },
  {
    kind: 'delivery-fee',
    lang: 'en',
    text: 'Your DHL shipment is on hold pending customs clearance. A payment of $4.95 is required. Click https://dhl-clearing.cc',
  },
  // toll-topup: unpaid tolls
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'E-ZPass: You have an unpaid toll of $6.85. To avoid a $50 late fee, settle your balance today at https://ezpass-paytoll.com',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'SunPass Notice: Your vehicle was recorded with an outstanding toll balance of $4.20. Pay now: sunpass.tollpay-us.top',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'The Toll Roads: Final notice! Our records show your toll invoice is overdue. Pay $12.51 within 12 hours to avoid penalties: thetollroads.pay-invoice.info',
  },
  {
    kind: 'toll-topup',
    lang: 'en',
    text: 'Linkt: you have an overdue toll notice. Pay now to avoid admin fees: linkt-au-pay.com',
  },
  // traffic-fine: tickets and fines
  {
    kind: 'traffic-fine',
    lang: 'en',
    text: 'DMV: You have an unpaid traffic ticket. Pay the fine by 11/30 or your license will be suspended. dmv-citation-pay.com',
  },
  {
    kind: 'traffic-fine',
    lang: 'en',
    text: 'DVLA: Your vehicle tax payment failed. To avoid a fine, update your payment details at dvla-vehicletax.uk',
  },
  // phishing: tax refunds and government money
  {
    kind: 'phishing',
    lang: 'en',
    text: 'IRS: Your 2023 tax refund of $1,284.00 is on hold until you verify your identity: irs.gov-refund-status.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'HMRC: Our records show you are due a tax rebate of £412.30. Claim it before it expires: hmrc-rebate-claim.co',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Social Security: your SSN has been suspended due to suspicious activity. Call 1-855-555-0134 immediately to avoid legal action.',
  },
  // phishing: bank accounts and cards
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Chase Alert: Your debit card has been temporarily locked due to unusual activity. Unlock it at chase-unlock.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'BofA: we have restricted your online banking due to a sign-in from an unrecognized device. Restore access: bofa-restore.info',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Wells Fargo: Your account is on hold. Please verify your identity at https://wellsfargo.secure-ident.com to avoid suspension',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Navy Federal: Unusual activity was detected on your account. Please confirm your information: nfcu-secure.org',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Capital One: A charge of $742.19 at Best Buy is pending. If you did not authorize it, cancel here: c1-dispute.com',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'NatWest: A new payee was added to your account. If this was not you, visit natwest-payee-cancel.com now.',
  },
  {
    kind: 'phishing',
    lang: 'en',
    text: 'Zelle: To cancel the $1,200 transfer you did not make, reply with the 6 digit code we just sent you.',
  },
  // account-takeover: shops, streaming, email and apps
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Amazon: Your account has been locked due to multiple failed login attempts. Verify now: amazon-acc-recovery.com',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Netflix: We were unable to process your payment. Your membership will be cancelled within 24 hours. Update: netflix-billing.support',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Apple Pay has been suspended on your device. Please verify your card details to continue using it: apple-pay-verify.com',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'PayPal: your account access has been limited. Log in here to lift the limitation: https://paypal.account-limited.info',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Verizon: Your bill payment did not go through. Update your billing info now to keep your service active: vz-billing.com',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Microsoft: Your email storage is full, new mail will be blocked. Upgrade for free here: https://ms-mailbox-upgrade.com',
  },
  {
    kind: 'account-takeover',
    lang: 'en',
    text: 'Coinbase: A new device signed in to your account. If this wasn’t you, secure your wallet here: coinbase-secure-login.com',
  },
  // tech-support: callback scams
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'Amazon: Your order of an Apple MacBook Pro ($1,899.99) has shipped. If you did not place this order, call 1-833-555-0192 to cancel.',
  },
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'Geek Squad: Your yearly protection plan has renewed for $399.99. To cancel and get a refund, call +1 (888) 555-0173.',
  },
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'Norton: Your subscription auto-renewed today for $289.99. Not you? Call our billing desk at 1-877-555-0110 within 24 hours.',
  },
  // prize: rewards and gift cards
  {
    kind: 'prize',
    lang: 'en',
    text: 'Your Verizon bill for Nov is paid. Thanks, here is a small gift for you: verizon-thanks.co/gift',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Walmart: Congrats! You have been selected to receive a $750 gift card. Claim before midnight: wmrewards.club/claim',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'T-Mobile: you have 5,000 unused reward points expiring today. Redeem them for a free gift: tmo-points.com',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'Costco Members: You have an unclaimed reward worth $100! Complete a short survey to get it: costco-survey.live',
  },
  {
    kind: 'prize',
    lang: 'en',
    text: 'CONGRATS! Your number has won a brand new iPhone 15 in our monthly draw. Reply YES and pay shipping of $2.95 to claim.',
  },
  // task-job: recruiters and remote work
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hi, I am Megan, a recruiter with Indeed. We have a remote part-time role, $250-$600 per day, 30 mins a day. Please contact us on WhatsApp: wa.me/14155550198',
  },
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hello! Your resume was recommended by several online recruitment agencies. Work from home, daily pay $300-$900. Add Telegram @hr_jenny2 for details.',
  },
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Amazon is hiring product reviewers. Flexible hours, paid daily, no experience needed. Message us on WhatsApp to apply: +44 7400 555013',
  },
  // investment: crypto and trading
  {
    kind: 'investment',
    lang: 'en',
    text: 'Your crypto wallet has received 0.25 BTC. Withdraw to your bank account today: btc-withdraw-portal.com',
  },
  {
    kind: 'investment',
    lang: 'en',
    text: 'Join our VIP stock group! Our analysts picked 3 stocks that rose 200% last month. Free access on WhatsApp: chat.whatsapp.com/K9vXwq',
  },
  // pig-butchering: wrong numbers and old friends
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hi, is this Dr. Wilson? My dog has been sneezing a lot, can I book a check up this week?',
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hey, it’s Sophia. Did you get my last message? We met at the wine tasting last month',
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Sorry to bother you, I found your number in my contacts but I can’t remember your name. Have we met before?',
  },
  // loan-fee
  {
    kind: 'loan-fee',
    lang: 'en',
    text: 'Your application for a $5,000 personal loan is approved! No credit check. Pay a $99 processing fee to receive the funds today: fastfunds-us.com',
  },
  // sextortion
  {
    kind: 'sextortion',
    lang: 'en',
    text: 'I have your private photos from your cloud account. Pay $900 in Bitcoin within 48 hours or I will send them to all your friends and family.',
  },
  // charity
  {
    kind: 'charity',
    lang: 'en',
    text: 'Red Cross disaster relief: families lost everything in the hurricane. Donate $25 now via Cash App $ReliefNow2023 or at relief-donate.org',
  },
]
