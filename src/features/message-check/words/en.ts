import type { FindingCode, RiskLevel } from '../check-rules'

/** The learned reading of the wording, named by its code before the engine lists it. */
export type FindingWordsCode = FindingCode

/** Each finding in plain words: what it is and what to do. `{host}` and `{brand}` are filled in. */
const findings: Record<FindingWordsCode, { title: string; advice: string }> = {
  'brand-lookalike-link': {
    title: 'A link names {brand} but goes to {host}, which is not {brand}.',
    advice: 'Do not open it. Open the official {brand} app or type its address yourself.',
  },
  'brand-elsewhere-link': {
    title: 'The message speaks for {brand}, but its link goes to {host}.',
    advice: 'Do not open it. Check with {brand} through its official app or hotline.',
  },
  'shortened-link': {
    title: 'A short link hides where it really goes ({host}).',
    advice: 'Do not open it: banks, e-wallets and agencies do not send short links to log in.',
  },
  'ip-address-link': {
    title: 'A link goes to a bare number address ({host}), not a named site.',
    advice: 'Real companies use their own names. Do not open it.',
  },
  'punycode-link': {
    title: 'A link uses look-alike letters ({host}).',
    advice: 'It can pass for a real site. Do not open it.',
  },
  'mixed-script-link': {
    title: 'A link mixes letters from other alphabets to look like a real site ({host}).',
    advice: 'Do not open it.',
  },
  'userinfo-link': {
    title: 'A link hides its real address after an @ sign: it goes to {host}.',
    advice: 'Do not open it.',
  },
  'risky-tld-link': {
    title: 'A link goes to {host}, on an address ending that scammers use a lot.',
    advice: 'Do not open it unless you know the sender and expected it.',
  },
  'asks-for-code': {
    title: 'It asks for a code, OTP, MPIN or password.',
    advice: 'Never give these to anyone, even someone who says they are from your bank.',
  },
  'asks-for-card': {
    title: 'It asks for card details.',
    advice: 'Never send your card number, expiry or CVV in a message or on a linked page.',
  },
  'asks-fee': {
    title: 'It asks you to pay a fee first to release a prize, parcel, loan or job.',
    advice: 'Real prizes, loans and jobs do not ask for a fee first. Do not pay.',
  },
  'asks-return-money': {
    title: 'It asks you to "return" money sent to you by mistake.',
    advice: 'Do not send anything. Check your own app: if money came in, let your bank handle it.',
  },
  'asks-for-account': {
    title: 'It asks to rent, buy or borrow your bank or e-wallet account.',
    advice: 'Say no: scammers move stolen money through such accounts, and the owner is liable.',
  },
  'asks-for-money': {
    title: 'It asks you to send money.',
    advice: 'Call the person on a number you already know before you send anything.',
  },
  'asks-to-log-in': {
    title: 'It asks you to click to verify, update or log in.',
    advice: 'Log in only through the official app or an address you type yourself.',
  },
  'asks-to-call': {
    title: 'It asks you to call a number or press a key.',
    advice: 'Call only the hotline printed on your card or on the official website.',
  },
  'move-to-chat-app': {
    title: 'It moves the talk to Telegram, WhatsApp or Viber.',
    advice: 'Scammers move there to avoid checks. Be very careful.',
  },
  'pay-before-ship': {
    title: 'The seller wants payment before shipping, with no cash on delivery.',
    advice: 'Buy through the shop app with its buyer protection, or pay on delivery.',
  },
  pressure: {
    title: 'It rushes you with a deadline.',
    advice: 'Real companies give you time. Stop and check first.',
  },
  threat: {
    title: 'It threatens you: a blocked account, a case or an arrest.',
    advice: 'Agencies and banks do not threaten by text. Check with them directly.',
  },
  'guaranteed-returns': {
    title: 'It promises sure or very high profit.',
    advice: 'No real investment guarantees profit. Check the company with the SEC first.',
  },
  'pay-for-likes': {
    title: 'It offers money for likes, follows, reviews or simple tasks.',
    advice: 'This is how task scams start: later they ask you to pay in. Do not join.',
  },
  'job-bait': {
    title: 'It offers easy pay for little work.',
    advice: 'Check the company yourself. A real job never asks you to pay.',
  },
  'unentered-prize': {
    title: 'It says you won something you never joined.',
    advice: 'You cannot win a raffle you did not enter. Ignore it.',
  },
  'easy-loan': {
    title: 'It offers an easy or pre-approved loan.',
    advice: 'Borrow only from lenders registered with the SEC or BSP, and never pay a fee first.',
  },
  'aid-claim': {
    title: 'It offers government aid (ayuda) through a link or a fee.',
    advice: 'Aid is announced on official government pages and is free. Do not pay or log in.',
  },
  'romance-story': {
    title: 'It tells a story of a loved one who needs money to get a gift or come home.',
    advice: 'Do not send money to someone you have not met in person.',
  },
  'worded-like-scam': {
    title: 'It is worded like scam or spam messages we know.',
    advice: 'Wording alone proves nothing: look at what it wants you to do before you do it.',
  },
  'recovery-offer': {
    title: 'It offers to get back money you lost to a scam.',
    advice:
      'This is a second scam. Only your bank, e-wallet and the authorities can help, for free.',
  },
  'unknown-link': {
    title: 'It links to a site we do not know.',
    advice:
      'A link alone is not a scam, but check the address before you tap it, and never log in or pay there.',
  },
  'gambling-lure': {
    title: 'It offers casino or betting bonuses, free credits or jackpots.',
    advice:
      'Online casinos that text you are illegal in the Philippines. Do not register or deposit.',
  },
  'held-parcel-or-fine': {
    title: 'It says a parcel is held or a fine or toll is unpaid.',
    advice:
      'Couriers, LTO, MMDA and toll operators do not ask you to pay through a text link. Check in their own app or site.',
  },
  'stranger-opener': {
    title:
      'It opens like a stranger starting a chat: a wrong number, a long time no see, a new mentor.',
    advice:
      'Do not keep chatting with a stranger who turns the talk to money, jobs or investments.',
  },
  'emergency-story': {
    title:
      'It tells of someone close in trouble: arrested, in hospital, robbed, or on a borrowed phone.',
    advice:
      'Call that person, or someone with them, on the number you already have before you send anything.',
  },
}

export const enCheckWords = {
  heading: 'Check a message',
  intro:
    'Paste a text, chat or link. It is checked on this phone, even offline: nothing you paste is sent or kept.',
  label: 'Message or link',
  check: 'Check',
  levels: {
    high: 'High risk: this looks like a scam',
    warning: 'Be careful: warning signs found',
    none: 'No red flags found',
  } satisfies Record<RiskLevel, string>,
  empty: 'Paste a message or link first.',
  found: 'What we found',
  noneFound: 'None of our rules matched this message.',
  weakSigns: 'Small signs, not enough for a warning',
  yourMessage: 'Your message',
  markedMessage: 'Your message, with what we found marked',
  partlyShown: 'This message is long: only its start is shown here.',
  truncated:
    'This message is long: only its first part was read, so something further on may be missed.',
  links: 'Links in the message (shown as text, not clickable)',
  goesTo: 'goes to',
  showMore: 'Show {count} more',
  findings,
  alreadyPaid: 'Already paid or shared a code?',
  getHelp: 'See what to do now',
  aboutKind: 'How this scam works',
  limits:
    'This check can miss a new trick. To be sure, contact the company yourself: open its official app, or call the hotline printed on your card.',
  limitsNone:
    'No red flags does not prove a message is safe: this check can miss a new trick. If it asks for money, a code or a log-in, check with the sender on a number or app you already know.',
  checkAnother: 'Check another',
  share: 'Share this warning',
  shareTitle: 'Scam warning',
  shared: 'Warning shared.',
  copied: 'Warning copied. Paste it in a chat to warn someone.',
  shareFailed: 'Could not share. Select the text above to copy it.',
  checkedWith: 'Checked with',
  figures: {
    heading: 'How well this check does',
    intro:
      'We tried it on public collections of real text messages that nobody on this project wrote, each counted on its own.',
    scams: 'Scams and spam it flags (a warning or high risk)',
    scamLine: '{flagged} of {count} scam and spam texts flagged, {high} as high risk',
    ordinary: 'Ordinary messages it calls high risk',
    ordinaryLine: '{high} of {count} ordinary texts called high risk, {flagged} flagged',
    measured: 'Measured on',
  },
  picture: {
    button: 'Check a screenshot',
    hint: 'You can also paste or drop a picture here. It is read on this phone: the picture is not sent or kept.',
    downloading: 'Getting the picture reader ready (the first time only)…',
    reading: 'Reading the picture…',
    progressLabel: 'Progress',
    cancel: 'Cancel',
    preview: 'The screenshot being read',
    done: 'Text read from the picture and checked. A letter may be misread: fix it and check again.',
    noText: 'No text could be read in this picture.',
    notImage: 'This file is not a picture. Choose a screenshot (PNG or JPG).',
    tooLarge: 'This picture is larger than 15 MB. Choose a smaller screenshot.',
    failed: 'The picture could not be read. Try again, or paste the text instead.',
  },
  fromAddress: 'This text came with the address of this page, not from you. Tap Check to check it.',
}

export type CheckWords = typeof enCheckWords
