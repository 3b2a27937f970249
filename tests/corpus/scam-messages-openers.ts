import type { CorpusMessage } from './corpus-message'

/** Scams that start a conversation or an offer: threats, strangers, bookings, causes, helpdesks, mentors. */
export const SCAM_MESSAGES_OPENERS: CorpusMessage[] = [
  // sextortion: threats to publish pictures or videos
  {
    kind: 'sextortion',
    lang: 'en',
    text: 'I have recorded you through your webcam while you were watching adult videos. Send P50,000 in USDT within 48 hours or the video goes to all your Facebook friends.',
  },
  {
    kind: 'sextortion',
    lang: 'fil',
    text: 'Nasa akin na mga pics mo na sinend mo kagabi. Kapag hindi ka nag-send ng 10k sa gcash na to ngayong gabi, ipapadala ko sa lahat ng friends mo sa fb at sa school mo.',
  },
  {
    kind: 'sextortion',
    lang: 'en',
    text: 'Hello, your private video call with me was recorded. Pay P15,000 now or I will upload it to YouTube and tag your family. You have 2 hours. Do not block me.',
  },
  {
    kind: 'sextortion',
    lang: 'fil',
    text: 'Alam ko password mo at may video ako na ginagawa mo ang kababalaghan sa harap ng camera. Magbayad ka ng P30,000 sa bitcoin kung ayaw mong kumalat.',
  },
  // pig-butchering: "wrong number" and "long time no see" openers
  { kind: 'pig-butchering', lang: 'en', text: 'Hi Anna, are we still on for golf this Saturday?' },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Long time no see! How have you been? I just moved back to Manila, are you free for coffee this week?',
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Hello, is this Mr. Chen? I got your number from the dental clinic for the appointment tomorrow.',
  },
  {
    kind: 'pig-butchering',
    lang: 'fil',
    text: 'Hi po, si Michelle po ba to? Sorry ata mali yung number na nabigay sakin. Pero nice to meet you pa rin, san ka po sa Pinas?',
  },
  {
    kind: 'pig-butchering',
    lang: 'en',
    text: 'Sorry, wrong number. But you seem nice, I am Linda, I work in finance in Singapore. Can we be friends on WhatsApp?',
  },
  // travel-booking: trips, hotels and rentals paid up front
  {
    kind: 'travel-booking',
    lang: 'fil',
    text: 'PROMO BORACAY 3D2N w/ airfare P4,999 lang per pax! Last 10 slots. Full payment via gcash para ma-book ang ticket, send ID at resibo dito. No refund.',
  },
  {
    kind: 'travel-booking',
    lang: 'en',
    text: 'Booking.com: Your reservation at Baguio Pines Hotel will be cancelled unless you reconfirm your card within 12 hours: booking-reconfirm.help/res/44281',
  },
  {
    kind: 'travel-booking',
    lang: 'fil',
    text: 'Hi po! Available pa yung transient house sa Tagaytay ng Dec 24-26. Downpayment lang po P3,000 para ma-reserve, balance pag check-in. Send po sa gcash ng caretaker.',
  },
  {
    kind: 'travel-booking',
    lang: 'en',
    text: 'Cebu Pacific SEAT SALE P1 fare! Only 100 seats. Claim your voucher now at cebpac-piso.fare-deals.top and pay the P299 processing fee.',
  },
  {
    kind: 'travel-booking',
    lang: 'fil',
    text: 'Rent a car Palawan with driver P1,500/day. Reservation fee P2,000 bago ma-lock ang date, madami na nagtatanong. Legit po, ito proof ng mga past clients.',
  },
  // charity: fake donations
  {
    kind: 'charity',
    lang: 'fil',
    text: 'TULONG PARA SA MGA NASALANTA NG BAGYO! Kahit P50 po malaking bagay na. I-send sa GCash 0915xxxxxxx (Red Cross Volunteer). Pakishare po para mas marami ang makatulong 🙏',
  },
  {
    kind: 'charity',
    lang: 'en',
    text: 'Please help baby Angel who needs heart surgery, P350,000 needed. Any amount via GCash will help. The family cannot be reached by phone, send to the admin number only.',
  },
  {
    kind: 'charity',
    lang: 'fil',
    text: 'Kapatid, ang parokya ay nangangalap ng donasyon para sa pagpapaayos ng simbahan. Father Jun po ito, bago kong number. Pakipadala sa Palawan sa pangalan ng sekretarya.',
  },
  {
    kind: 'charity',
    lang: 'en',
    text: 'UNICEF PH Emergency Appeal: donate now and receive a P500 gift voucher. Click donate-unicef-ph.org.ph.gift and enter your card to give.',
  },
  // tech-support: fake helpdesks and virus alerts
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'WARNING! Your phone is infected with 3 viruses. Your GCash and bank apps are at risk. Install the cleaner now: phone-clean-secure.app/download',
  },
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'Microsoft Support: We detected illegal activity on your computer. Call our technician at +63 2 8xxx xxxx and install AnyDesk so we can fix it.',
  },
  {
    kind: 'tech-support',
    lang: 'fil',
    text: 'Good day po, from GCash tech team. Para ma-fix ang error sa account nyo, i-download po ang app na ito at i-share ang screen nyo sa amin: gcash-helpdesk.apk',
  },
  {
    kind: 'tech-support',
    lang: 'en',
    text: 'Apple iCloud: Your storage is full and your photos will be deleted. Upgrade now for P1 at icloud-storage-ph.com/renew',
  },
  // task-job: Telegram tasks and "mentor" recruiters
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hi, I am your mentor Sarah from the company. Today you only need to complete 3 tasks to earn P1,800. Add me on Telegram @mentor_sarah_ph to start.',
  },
  {
    kind: 'task-job',
    lang: 'fil',
    text: 'Ate welcome sa team! Ako si Coach Rica. Para sa VIP task mo, kailangan mo mag-top up ng P2,000, tapos 40% commission pagbalik. Lahat kami dito ganun, di ka matatalo.',
  },
  {
    kind: 'task-job',
    lang: 'en',
    text: 'Hello! Lazada merchant needs reviewers. Earn P120-P800 per order, paid daily. Message receptionist on Telegram: t.me/lzd_receptionist04',
  },
  {
    kind: 'task-job',
    lang: 'fil',
    text: 'HIRING! Online encoder, P1,200/day, WFH. Walang interview, kailangan lang mag-bayad ng P250 para sa ID at training kit. PM sa Telegram @hr_recruit_ph',
  },
]
