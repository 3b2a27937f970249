import type { CorpusMessage } from './corpus-message'

/** Ordinary messages that look like scams at first sight: notices, receipts, family chats. */
export const ORDINARY_MESSAGES: CorpusMessage[] = [
  // otp-notice
  {
    kind: 'otp-notice',
    text: 'Your GCash authentication code is 482913. Never share this code with anyone, including GCash employees.',
  },
  {
    kind: 'otp-notice',
    text: '123456 is your Maya OTP. It expires in 5 minutes. Do not share your OTP with anyone. Maya will never ask for it.',
  },
  {
    kind: 'otp-notice',
    text: 'Ang iyong one-time PIN ay 558201. Huwag itong ibigay kahit kanino. Hindi kailanman hihingin ng GCash ang iyong MPIN o OTP.',
  },
  {
    kind: 'otp-notice',
    text: 'BDO: Your One-Time PIN for your online transaction is 771254. Do not share this with anyone. BDO will never call or text to ask for your OTP.',
  },
  {
    kind: 'otp-notice',
    text: 'BPI: Use 902341 as your OTP to log in to BPI Online. Valid for 3 minutes. Never share your OTP.',
  },
  {
    kind: 'otp-notice',
    text: 'Shopee: Your verification code is 384920. Don’t share this code with anyone, including Shopee staff.',
  },
  {
    kind: 'otp-notice',
    text: '<#> Lazada: 662019 is your verification code. For your security, do not share this code. Ld7s9Kq2',
  },
  {
    kind: 'otp-notice',
    text: 'Metrobank: 415887 ang iyong OTP para sa transfer na P2,500.00. Huwag ibigay sa iba, kahit sa nagsasabing taga-Metrobank sila.',
  },
  {
    kind: 'otp-notice',
    text: 'Your Grab verification code is 3391. Grab will never ask for this code. If you didn’t request it, ignore this message.',
  },
  {
    kind: 'otp-notice',
    text: 'UnionBank: Hindi namin kailanman hihingin ang iyong password, PIN o OTP sa tawag, text o email. Ingat sa mga scammer.',
  },
  // receipt
  {
    kind: 'receipt',
    text: 'You have received PHP 1,500.00 of GCash from JU**N DE* C. 0917xxxxxxx. Your new balance is PHP 2,134.50. Ref. No. 9013 442 108871.',
  },
  {
    kind: 'receipt',
    text: 'You have sent PHP 500.00 to MA***A S. on 03-14-2025 08:12 PM. Ref No. 7012 338 991204. Fee: PHP 0.00.',
  },
  {
    kind: 'receipt',
    text: 'Maya: You paid P1,248.00 to MERALCO on Mar 14, 2025. Ref 3XK8-99P1. Thank you for using Maya.',
  },
  {
    kind: 'receipt',
    text: 'BPI: Your fund transfer of PHP 3,000.00 to account ending 0442 via InstaPay was successful. Service fee: PHP 15.00.',
  },
  {
    kind: 'receipt',
    text: 'Load successful! You have loaded P99 GoSURF to 0917xxxxxxx. Ref: 55213. Salamat sa paggamit ng GCash.',
  },
  {
    kind: 'receipt',
    text: 'Shopee: Payment for order 240314ABCD was successful. Total: P689.00 including shipping fee P38.00. Track it in the Shopee app.',
  },
  {
    kind: 'receipt',
    text: 'Cash In of P2,000.00 via 7-Eleven CLIQQ successful. Available balance P2,310.25. Ref 66123901.',
  },
  {
    kind: 'receipt',
    text: 'Salamat! Natanggap na namin ang bayad mo na P1,780.00 para sa water bill (Maynilad) ngayong Marso. Ref: WB-229381.',
  },
  // official-link
  {
    kind: 'official-link',
    text: 'GCash: Set up your GCash account security in a few taps. Learn more at https://www.gcash.com/security',
  },
  {
    kind: 'official-link',
    text: 'BDO reminds you: log in only at https://www.bdo.com.ph or through the BDO Digital app. Report suspicious messages to our hotline.',
  },
  {
    kind: 'official-link',
    text: 'Maya: Enjoy up to 15% interest on your Maya Savings. See terms at maya.ph/savings. Per DTI Fair Trade Permit No. 12345.',
  },
  {
    kind: 'official-link',
    text: 'Globe: Your GoSURF50 promo expires on Mar 20. Visit https://www.globe.com.ph/go for more promos.',
  },
  {
    kind: 'official-link',
    text: 'Smart: Salamat sa pag-register ng SIM mo! Tingnan ang status sa https://smart.com.ph/simreg',
  },
  {
    kind: 'official-link',
    text: 'Lazada 3.3 Sale starts tonight! Shop now at https://www.lazada.com.ph and get free shipping vouchers.',
  },
  {
    kind: 'official-link',
    text: 'New feature: GInsure is now in the app. See https://new.gcash.com/ginsure for details.',
  },
  {
    kind: 'official-link',
    text: 'Landbank: Our iAccess site is www.lbpiaccess.com. Bookmark it and always check the address before you log in.',
  },
  {
    kind: 'official-link',
    text: 'RCBC: Your statement for February is ready. View it in the RCBC Pulz app or at https://www.rcbc.com.',
  },
  // courier
  {
    kind: 'courier',
    text: 'J&T Express: Your parcel JT0098812345 is out for delivery today. Prepare exact amount for COD P459.00. Track: https://www.jtexpress.ph',
  },
  {
    kind: 'courier',
    text: 'LBC: Your shipment 1234-5678-9012 has arrived at LBC Cubao branch and is ready for pickup. Bring a valid ID. lbcexpress.com/track',
  },
  {
    kind: 'courier',
    text: 'Ninja Van: Hi Maria, your parcel from Shopee will be delivered today between 1PM-5PM. Track at ninjavan.co/en-ph/tracking',
  },
  {
    kind: 'courier',
    text: 'Flash Express: Ang parcel mo (PH2345678) ay na-deliver na at natanggap ni Jun (kapitbahay). Salamat!',
  },
  {
    kind: 'courier',
    text: 'Hello po, rider ng Shopee Xpress. Nasa gate na po ako, COD P320. Pa-prepare na lang po ng barya, salamat po.',
  },
  {
    kind: 'courier',
    text: 'Ma’am, andito na po ako sa guard house. Iiwan ko na lang po dito yung parcel, prepaid naman po. Pa-claim na lang po.',
  },
  {
    kind: 'courier',
    text: 'Lalamove: Your driver Ramon is arriving in 5 minutes. Plate ABC 1234. Share the delivery code only when the item is received.',
  },
  // school
  {
    kind: 'school',
    text: 'Good day parents! Reminder: Quarterly exams on March 18-20. Please settle remaining tuition balance at the cashier on or before March 15.',
  },
  {
    kind: 'school',
    text: 'Mga magulang, walang pasok bukas dahil sa bagyo ayon sa anunsyo ng DepEd. Ingat po tayong lahat.',
  },
  {
    kind: 'school',
    text: 'Hello Grade 5 parents, bayad po para sa field trip ay P850, pakibigay po kay teacher hanggang Friday. Salamat!',
  },
  {
    kind: 'school',
    text: 'PTA meeting sa Sabado, 9AM sa covered court. Pag-uusapan ang contribution para sa Brigada Eskwela.',
  },
  {
    kind: 'school',
    text: 'Enrollment for SY 2025-2026 is now open. Submit requirements through the school portal or at the registrar. For questions, message the school page.',
  },
  {
    kind: 'school',
    text: 'Reminder po: bukas ang deadline ng project sa Science. Ipasa na lang po sa Google Classroom bago mag-5PM.',
  },
  {
    kind: 'school',
    text: 'Congratulations to our Grade 10 students who won the regional science quiz bee! We are proud of you!',
  },
  // government-advisory
  {
    kind: 'government-advisory',
    text: 'DICT: Beware of text messages with links claiming to be from government agencies. Official sites end in .gov.ph. Report scams to 1326.',
  },
  {
    kind: 'government-advisory',
    text: 'DSWD PAALALA: Walang online registration para sa AKAP. Huwag magbigay ng personal na impormasyon o bayad sa kahit sino. Bisitahin ang https://www.dswd.gov.ph',
  },
  {
    kind: 'government-advisory',
    text: 'SSS: Contributions for February are due on March 31. Pay through My.SSS at https://www.sss.gov.ph or accredited payment centers.',
  },
  {
    kind: 'government-advisory',
    text: 'PAGASA: Signal No. 2 is raised over Metro Manila. Stay indoors and monitor updates at https://www.pagasa.dost.gov.ph',
  },
  {
    kind: 'government-advisory',
    text: 'NDRRMC: Malakas na pag-ulan ang inaasahan sa inyong lugar sa susunod na 24 oras. Maging handa sa posibleng pagbaha.',
  },
  {
    kind: 'government-advisory',
    text: 'PhilHealth: Ang inyong Konsulta registration ay kumpleto na. Tingnan ang detalye sa https://www.philhealth.gov.ph',
  },
  {
    kind: 'government-advisory',
    text: 'BIR: The deadline for filing of annual income tax returns is on April 15. File online through eBIRForms at www.bir.gov.ph.',
  },
  {
    kind: 'government-advisory',
    text: 'CICC: Ang mga scammer ay nagpapanggap na taga-bangko. Hindi kailanman hihingin ng bangko ang OTP mo. Tumawag sa 1326 para mag-report.',
  },
  {
    kind: 'government-advisory',
    text: 'LTO: Your driver’s license renewal appointment is confirmed for March 22, 9:00 AM at LTO Quezon City. Bring your old license.',
  },
  // family-chat
  {
    kind: 'family-chat',
    text: 'Ma, na-send ko na yung P3,000 sa GCash mo para sa gamot ni Lola. Pa-confirm na lang kung pumasok.',
  },
  {
    kind: 'family-chat',
    text: 'Anak, pa-load naman ng P50 dito sa number ko, wala na akong load pang-text sa tito mo. Salamat!',
  },
  {
    kind: 'family-chat',
    text: 'Kuya, padala ka na ba ng pambayad sa kuryente? Due na sa Friday, P2,340 lahat.',
  },
  {
    kind: 'family-chat',
    text: 'Bes, bayad ko na yung share ko sa dinner kagabi. Sent P450 via Maya, check mo na lang.',
  },
  {
    kind: 'family-chat',
    text: 'Tita, natanggap na namin ang padala niyo. Maraming salamat po! Ingat po kayo diyan sa Dubai.',
  },
  {
    kind: 'family-chat',
    text: 'Pa, yung tuition ni bunso kailangan bayaran bago mag-15. Pwede ba ikaw na muna? Babayaran ko sa sahod ko.',
  },
  {
    kind: 'family-chat',
    text: 'Love, uwi ka agad after work ha, may handaan kina Nanay. Dala ka na rin ng softdrinks.',
  },
  {
    kind: 'family-chat',
    text: 'Guys, ambagan tayo para sa birthday ni Papa, P500 each. Send nyo sa GCash ko 0917xxxxxxx.',
  },
  {
    kind: 'family-chat',
    text: 'Anak, may nag-text sa akin na nanalo daw ako ng raffle, scam yun no? Di ko pinansin.',
  },
  {
    kind: 'family-chat',
    text: 'Ate, pahiram muna ng P1,000, ibabalik ko sa Sabado pag sahod. Promise!',
  },
  {
    kind: 'family-chat',
    text: 'Tawagan mo ko sa Viber mamaya pag nakauwi ka na, may pag-uusapan tayo tungkol kay Lolo.',
  },
  {
    kind: 'family-chat',
    text: 'Huy, wag mong ibibigay ang OTP mo kahit kanino ha, kahit sabihin nilang taga-GCash sila. Daming na-scam sa amin.',
  },
  {
    kind: 'family-chat',
    text: 'Ma, na-receive mo na ba yung package? Pinadala ko thru LBC last Monday, may tracking sa app.',
  },
  {
    kind: 'family-chat',
    text: 'Lola, nasa grocery ako. Ano pa kailangan niyo? Bibili na rin ako ng gamot niyo.',
  },
  {
    kind: 'family-chat',
    text: 'Sino may extra na charger? Naiwan ko sa office. Ibabalik ko bukas agad.',
  },
  // work-chat
  {
    kind: 'work-chat',
    text: 'Team, please submit your timesheets by 5PM today. Payroll cut-off is tomorrow.',
  },
  {
    kind: 'work-chat',
    text: 'Hi Sir, na-transfer na po ng accounting yung reimbursement ninyo na P2,150. Pakicheck na lang po sa payroll account.',
  },
  {
    kind: 'work-chat',
    text: 'Reminder: our client meeting was moved to 3PM. Please join via the Google Meet link in the calendar invite.',
  },
  {
    kind: 'work-chat',
    text: 'Pakiupdate naman ng tracker bago mag-lunch, need ko i-report kay boss. Salamat!',
  },
  {
    kind: 'work-chat',
    text: 'IT: The VPN will be down for maintenance on Saturday 10PM-2AM. Save your work before logging off.',
  },
  {
    kind: 'work-chat',
    text: 'Hello po, naka-leave ako bukas, si Carla muna ang bahala sa mga order. Salamat sa pag-cover!',
  },
  {
    kind: 'work-chat',
    text: 'Congrats team! We hit our quarterly target. Pizza party on Friday, on the house.',
  },
  // promo
  {
    kind: 'promo',
    text: 'Jollibee: Get a free Peach Mango Pie with every Chickenjoy bucket this weekend! Order via the Jollibee app.',
  },
  {
    kind: 'promo',
    text: 'SM Store: Mid-year sale up to 70% off this weekend only. See you at your nearest SM Store!',
  },
  {
    kind: 'promo',
    text: 'Use promo code SUMMER50 to get P50 off your next GrabFood order. Valid until March 31.',
  },
  {
    kind: 'promo',
    text: 'Mercury Drug: Senior citizens get an extra 5% off on vitamins this month. Present your Senior ID at the counter.',
  },
  {
    kind: 'promo',
    text: 'Globe: Enjoy 12GB for only P99 valid for 7 days. Dial *143# or use the GlobeOne app to register.',
  },
  {
    kind: 'promo',
    text: 'Shopee: Your P100 voucher expires tomorrow! Use it on your next order in the Shopee app.',
  },
  {
    kind: 'promo',
    text: 'Watsons: Join our raffle! Every P1,000 purchase gets one entry for a chance to win a trip to Boracay. DTI Fair Trade Permit No. 54321.',
  },
]
