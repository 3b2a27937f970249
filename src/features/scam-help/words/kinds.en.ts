import type { ScamKind } from '@/config/scam-kinds'

/** One kind of scam on /scams: a sample message (links defanged), its red flags, what to do. */
export type ScamKindWords = {
  title: string
  example: string
  redFlags: readonly string[]
  whatToDo: readonly string[]
}

export const enKinds: Record<ScamKind, ScamKindWords> = {
  'online-seller': {
    title: 'Fake online sellers',
    example:
      'Hi po! Last 2 pcs na lang, ₱1,850 only (SRP ₱6,500). Reserve now, pay first via GCash to 09XX XXX XXXX and we ship today. No COD po, too many bogus buyers.',
    redFlags: [
      'The price is far below every other shop.',
      'Payment first to a personal GCash or bank account, and no cash on delivery.',
      'A new page, copied photos, few real reviews, or comments turned off.',
      'The seller wants to leave the shopping app and finish the deal in chat.',
    ],
    whatToDo: [
      'Pay only through the shopping app’s own checkout, or pay on delivery.',
      'Look at when the page was made and what other buyers say about it.',
      'If you already paid, keep the chat, the receipt and the seller’s account details.',
    ],
  },
  phishing: {
    title: 'E-wallet and bank phishing texts',
    example:
      'GCash: Your account will be suspended today due to unusual activity. Verify your account at hxxps://gcash-verify[.]top to avoid deactivation.',
    redFlags: [
      'A text or email with a link to log in or “verify” your account.',
      'A threat that your account will be blocked, suspended or deactivated.',
      'The link’s address is not the company’s own website.',
      'It asks for your OTP, MPIN, password or card details.',
    ],
    whatToDo: [
      'Do not open the link. Open the official app yourself to see if anything is wrong.',
      'Never give your OTP or MPIN to anyone, even someone who says they are from the company.',
      'If you entered your details, call your bank or e-wallet right away.',
    ],
  },
  'delivery-fee': {
    title: 'Fake delivery fees',
    example:
      'PHLPost: Your parcel is on hold due to an incomplete address. Pay the ₱35 redelivery fee within 24 hours: hxxps://phlpost-track[.]xyz/ph',
    redFlags: [
      'A parcel you did not order, or one the text does not name.',
      'A small fee to pay through a link, asking for your card or e-wallet details.',
      'A courier’s name on a website that is not the courier’s own.',
    ],
    whatToDo: [
      'Track a parcel only in the shop’s or courier’s official app, with the tracking number of your order.',
      'Do not enter card details for a small fee. The fee is bait: the card is what they want.',
      'If you entered card details, call your bank to block the card.',
    ],
  },
  'task-job': {
    title: 'Task and job scams',
    example:
      'Hi! We are hiring part-time online staff. Earn ₱800 to ₱3,000 a day just by liking videos and rating hotels. No experience needed. Message our HR on Telegram: hxxps://t[.]me/hr_staff_ph',
    redFlags: [
      'A job offer you did not apply for, by text, WhatsApp or Telegram.',
      'Pay for simple tasks such as likes, follows, reviews or ratings.',
      'Small payouts first, then a “task” you must pay into to earn more.',
      'You cannot withdraw your earnings unless you pay another fee.',
    ],
    whatToDo: [
      'A real job never asks you to pay to work or to get your salary.',
      'Stop paying: more money never unlocks a withdrawal.',
      'Leave the group and keep the chats as evidence.',
    ],
  },
  investment: {
    title: 'Investment scams',
    example:
      'Earn 20% every week, guaranteed! Invest ₱5,000 today and get ₱10,000 in 15 days. SEC registered. Limited slots, join our group now: hxxps://t[.]me/+double-profit',
    redFlags: [
      'Guaranteed profit, or profit far above what banks pay.',
      'Rewards for bringing in friends and family.',
      '“SEC registered” shown as proof: a registered company is not always allowed to sell investments.',
      'Crypto, forex or trading “experts” who contact you first.',
    ],
    whatToDo: [
      'Check the company with the Securities and Exchange Commission (SEC) before you invest.',
      'Do not pay a “tax” or “fee” to withdraw: it is the same scam asking for more.',
      'Be careful with investment tips from people you met online.',
    ],
  },
  'wrong-send': {
    title: '“Wrong send” money',
    example:
      'Hi po, I sent ₱2,000 to your GCash by mistake. It was for my mother’s medicine. Can you please send it back to this number? Thank you po, God bless.',
    redFlags: [
      'A message about money sent “by mistake”, with a sad story and a rush.',
      'A text that looks like an e-wallet notice but did not come from the app.',
      'It asks you to send the money to a different number.',
    ],
    whatToDo: [
      'Check your balance in the app itself, not in the text.',
      'Do not send anything back yourself. If money did arrive, report it to your e-wallet or bank in their app and let them return it.',
      'Money sent to you this way may be stolen: passing it on can make you part of the scam.',
    ],
  },
  'fake-ayuda': {
    title: 'Fake ayuda and government notices',
    example:
      'DSWD: You qualify for ₱8,000 cash assistance. Register before Friday to claim it in your GCash: hxxps://dswd-ayuda-claim[.]online',
    redFlags: [
      'Aid offered by text or by a Facebook page, with a link to register.',
      'A website whose address does not end in .gov.ph.',
      'A “processing fee”, or a request for your e-wallet login or OTP.',
    ],
    whatToDo: [
      'Look for the aid on the agency’s own website, which ends in .gov.ph, or ask at your barangay or city hall.',
      'Government aid is free: never pay a fee to get it.',
      'Do not give your OTP or MPIN to claim anything.',
    ],
  },
  'impersonation-call': {
    title: 'SIM, DICT and other impersonation calls',
    example:
      'This is the DICT. Your SIM registration was used in a crime and your number will be deactivated in 2 hours. Press 1 to speak with an officer.',
    redFlags: [
      'A call or recorded message from the “DICT”, “NTC”, the police, the NBI, a bank or a courier.',
      'A threat of arrest, a case, or losing your SIM or account.',
      'It asks for your OTP, personal details or a payment to “clear” your name.',
      'You are told to keep it secret and stay on the line.',
    ],
    whatToDo: [
      'Hang up. Call the agency or company back on a number from its official website.',
      'No agency settles a case by phone or asks for your OTP.',
      'Tell someone you trust before you do anything they asked.',
    ],
  },
  prize: {
    title: 'Prizes and raffles',
    example:
      'CONGRATULATIONS! Your number won ₱50,000 in our 10th Anniversary Raffle. To claim, pay the ₱1,500 processing fee and send your full name and address to 09XX XXX XXXX. DTI Permit No. 12345, Series of 2025.',
    redFlags: [
      'You won a raffle or promo you never joined.',
      'A fee, tax or “processing” payment before you get the prize.',
      'A permit number shown to make it look official.',
    ],
    whatToDo: [
      'You cannot win a raffle you did not join. Ignore it.',
      'Never pay to claim a prize.',
      'Check a promo only on the company’s own official page.',
    ],
  },
  'loan-fee': {
    title: 'Loan fees and lending apps',
    example:
      'Congrats! Your ₱50,000 loan is pre-approved. No collateral, no CI. Pay the ₱1,500 insurance fee first and we release the money to your GCash today.',
    redFlags: [
      'A fee you must pay before the loan is released.',
      'Approval that is guaranteed, or a loan you never applied for.',
      'An app that wants your contacts and photos, then shames or threatens you.',
    ],
    whatToDo: [
      'Borrow only from banks and lenders registered with the BSP or the SEC.',
      'Do not pay anything before you receive a loan.',
      'Do not let a lending app read your contacts and photos.',
    ],
  },
  love: {
    title: 'Love scams',
    example:
      'Hi sweetheart, I am at the airport in Manila but customs is holding the gift box I brought for you. I need ₱45,000 for the clearance fee. Please send it to the agent’s account, I will pay you back when we meet. I love you.',
    redFlags: [
      'Someone you met online, never in person, who avoids video calls.',
      'A gift or package held by customs, with a fee to release it.',
      'Money needed for a ticket, a hospital, or a business or crypto “opportunity”.',
    ],
    whatToDo: [
      'Do not send money to someone you have not met in person.',
      'Customs fees are never paid to a personal bank or e-wallet account.',
      'Talk to a friend or family member: scammers keep victims away from them.',
    ],
  },
  'money-mule': {
    title: 'Money mules: renting or selling your account',
    example:
      'Need extra income? Earn ₱3,000 a week just by lending your GCash or bank account. Legit, no risk: you only receive and send. PM me.',
    redFlags: [
      'Pay for opening, lending, renting or selling a bank account, e-wallet or SIM.',
      'A “job” of receiving money and sending it on to others.',
      'Promises that it is “legit” and has “no risk”.',
    ],
    whatToDo: [
      'Say no. Scammers move stolen money through such accounts, and the owner answers for it.',
      'Never give anyone your account login, OTP or SIM.',
      'If you already did, tell your bank or e-wallet now.',
    ],
  },
  recovery: {
    title: 'Recovery scams',
    example:
      'Were you scammed? We are a licensed fund recovery team working with the authorities. Pay a ₱5,000 filing fee and we will get your money back in 7 days.',
    redFlags: [
      'Someone contacts you after you lost money or posted about it.',
      'A fee first, to “recover” what you lost.',
      'Claims to work with the police, the NBI, the CICC or “hackers”.',
    ],
    whatToDo: [
      'This is a second scam. Do not pay.',
      'Only your bank, your e-wallet and the authorities can help, and reporting is free.',
      'Report the recovery offer too.',
    ],
  },
}
