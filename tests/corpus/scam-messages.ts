import type { CorpusMessage } from './corpus-message'

/** Scam messages of the kinds people in the Philippines receive. */
export const SCAM_MESSAGES: CorpusMessage[] = [
  // phishing: fake e-wallet and bank alerts
  {
    kind: 'phishing',
    text: 'GCash: Your account has been temporarily locked due to unusual activity. Verify within 24 hours to avoid deactivation: https://gcash-verify.top/login',
  },
  {
    kind: 'phishing',
    text: 'Maya Alert: May nag-login sa account mo mula sa bagong device. Kung hindi ikaw, i-secure agad dito: maya-secure-ph.com',
  },
  {
    kind: 'phishing',
    text: 'BDO: Your online banking access will be suspended today. Update your details at http://bdo-online-ph.xyz/update to continue using your account.',
  },
  {
    kind: 'phishing',
    text: 'Dear BPI client, we detected a suspicious transaction of P18,500. If this was not you, cancel it here: bit.ly/bpi-cancel-txn',
  },
  {
    kind: 'phishing',
    text: 'Hi, this is GCash Support. To complete your account upgrade, please reply with the 6-digit code we sent to your number.',
  },
  {
    kind: 'phishing',
    text: 'Good day! Taga-GCash po kami. May na-send na OTP sa number mo, pakisend lang po dito para ma-verify ang account mo at hindi ma-block.',
  },
  {
    kind: 'phishing',
    text: 'Metrobank: Your card ending 4421 has been blocked. Provide your card number, expiry date and CVV to reactivate at metrobank-ph.online',
  },
  {
    kind: 'phishing',
    text: 'Your GCash wallet will expire on 15 March. Claim your 2,880 GCash points before they expire: http://gcash-points.vip',
  },
  {
    kind: 'phishing',
    text: 'Landbank iAccess: Your account is restricted. Log in now to lift the restriction http://203.0.113.45/iaccess/',
  },
  {
    kind: 'phishing',
    text: 'UnionBank: We noticed a login attempt. Click here to secure your account: https://unionbank.com@secure-login.click/',
  },
  {
    kind: 'phishing',
    text: 'Kuya/Ate, pasensya na, yung code na natanggap mo ngayon, pakibigay naman, mali kasi yung number na nailagay ko sa app.',
  },
  {
    kind: 'phishing',
    text: 'SIM REGISTRATION: Ang iyong SIM ay ma-deactivate sa loob ng 24 oras. Mag-register agad sa smart-simreg.com para hindi maputol ang serbisyo.',
  },
  // delivery-fee: parcel and courier fees
  {
    kind: 'delivery-fee',
    text: 'LBC: Your parcel is on hold at our warehouse due to incomplete address. Pay the P35 redelivery fee within 12 hours: lbc-ph-track.top',
  },
  {
    kind: 'delivery-fee',
    text: 'J&T Express: Hindi ma-deliver ang parcel mo dahil sa kulang na bayad. Bayaran ang P48 dito bago ibalik sa sender: jnt-delivery.icu/ph',
  },
  {
    kind: 'delivery-fee',
    text: 'PHLPost: Your package has arrived but has unpaid customs tax of PHP 1,250. Settle now to release: phlpost-customs.buzz',
  },
  {
    kind: 'delivery-fee',
    text: 'Ninja Van: Delivery attempt failed. Reschedule and confirm your address at ninjavan-ph.site/reschedule (P25 handling fee applies).',
  },
  {
    kind: 'delivery-fee',
    text: 'Good morning po! Rider po ito ng Flash Express, may package kayo pero may balance na P180 shipping. GCash nyo muna sa 0917xxxxxxx bago ko i-drop.',
  },
  {
    kind: 'delivery-fee',
    text: 'Your Shopee order #PH2331 is held by customs. A clearance fee of P850 is required. Pay via GCash to the agent: 0998xxxxxxx',
  },
  {
    kind: 'delivery-fee',
    text: 'Parcel notice: we could not deliver your package. Update your address and pay the small fee of P29 at https://tinyurl.com/parcel-ph-upd',
  },
  {
    kind: 'delivery-fee',
    text: 'Pasensya po sa abala, may padala po kayo galing abroad na box, pero kailangan po bayaran ang customs fee na P4,500 bago ma-release.',
  },
  // task-job: likes, tasks and easy jobs
  {
    kind: 'task-job',
    text: 'Hi! I am Jessa from Shopee HR. We are hiring part-time online staff. Simple tasks lang, like and follow lang ng shops, P150 per task, up to P3,000 daily. Interested? Add me on Telegram @jessa_hr',
  },
  {
    kind: 'task-job',
    text: 'Kumita ng P500-P2,000 araw-araw sa bahay! Mag-like lang ng YouTube videos at i-screenshot. Walang puhunan. Message lang sa WhatsApp.',
  },
  {
    kind: 'task-job',
    text: 'Good day! Your resume was shortlisted for a work from home position. Daily salary P800-P5,000, no experience needed. Contact our agent on Telegram: t.me/hr_lazada_ph',
  },
  {
    kind: 'task-job',
    text: 'Task 3 done! Para ma-withdraw ang commission mo na P2,400, kailangan mo munang mag-recharge ng P1,000 sa merchant task. Refundable po with 30% bonus.',
  },
  {
    kind: 'task-job',
    text: 'Hello, we are looking for hotel rating assistants. Rate hotels online, earn P200 for every review. Training is free, contact us on WhatsApp wa.me/639xxxxxxxxx',
  },
  {
    kind: 'task-job',
    text: 'Naghahanap kami ng TikTok likers! P10 per like, sahod agad sa GCash. Reply YES para sa instructions.',
  },
  {
    kind: 'task-job',
    text: 'Congratulations, you passed the initial screening! To activate your trainee account and receive your first salary, please pay the P350 registration fee via GCash.',
  },
  // investment
  {
    kind: 'investment',
    text: 'Invest P1,000 today, get P3,000 in 3 days! Guaranteed profit, no risk. Limited slots only. PM me for details.',
  },
  {
    kind: 'investment',
    text: 'Sis, sali ka sa paluwagan namin online, 20% tubo kada linggo, legit at may proof of payout. Minimum P500 lang.',
  },
  {
    kind: 'investment',
    text: 'Join our crypto trading group. Our AI bot gives 5% daily returns. Double your money in 20 days. Join: t.me/cryptopinoyprofits',
  },
  {
    kind: 'investment',
    text: 'Forex mentor po ako, may slot pa ako for 5 investors. Siguradong kita, P10k magiging P50k in one month. DM lang.',
  },
  {
    kind: 'investment',
    text: 'Your account shows a profit of $2,340. To withdraw, pay the 10% withdrawal fee first to unlock your funds.',
  },
  {
    kind: 'investment',
    text: 'Exclusive: Government-backed digital coin presale. Buy now before listing, 10x return guaranteed. Register at ph-coin-presale.online',
  },
  {
    kind: 'investment',
    text: 'Mag-invest ng P5,000 sa aming rice trading, babalik sa inyo ang P7,500 after 15 days. Walang talo, daming nagpa-payout na.',
  },
  // wrong-send
  {
    kind: 'wrong-send',
    text: 'Hello po, na-send ko po sa number nyo by mistake yung P2,000 para sana sa nanay ko. Pakibalik naman po, kailangan po talaga.',
  },
  {
    kind: 'wrong-send',
    text: 'Hi! Sorry, wrong send po ako ng P1,500 sa GCash mo. Pwede pakisend back sa 0917xxxxxxx? Salamat po ng marami.',
  },
  {
    kind: 'wrong-send',
    text: 'Good evening, I accidentally sent P3,500 to your Maya account. Please return it to this number instead: 0998xxxxxxx. God bless.',
  },
  {
    kind: 'wrong-send',
    text: 'Ate nagkamali po ako ng type ng number, sa inyo po napunta yung bayad ko sa tuition. Paki-return po please, ito po yung screenshot.',
  },
  {
    kind: 'wrong-send',
    text: 'Sir, na-cash in ko po sa maling account yung P5,000. Yung sa inyo po pala. Pwede po ibalik? Hindi ko po kasi pwede i-reverse.',
  },
  {
    kind: 'wrong-send',
    text: 'Hello, may napasok na P800 sa load wallet mo galing sa akin, mali pala ang number. Pakisauli na lang po sa 0917xxxxxxx.',
  },
  {
    kind: 'wrong-send',
    text: 'I sent you money by mistake. Kindly send it back to my other GCash 0917xxxxxxx. It was for my son’s hospital bill.',
  },
  // fake-ayuda
  {
    kind: 'fake-ayuda',
    text: 'DSWD: Ikaw ay kwalipikado sa P8,000 AKAP ayuda. Mag-register dito bago ang deadline: dswd-akap-ph.online',
  },
  {
    kind: 'fake-ayuda',
    text: 'CONGRATULATIONS! Napili ka bilang benepisyaryo ng P5,000 educational assistance. I-claim sa link na ito: bit.ly/dswd-educ-claim',
  },
  {
    kind: 'fake-ayuda',
    text: 'SSS: Your pension loan subsidy of P12,000 is ready for release. Claim through https://sss-gov-ph.site/claim within 48 hours.',
  },
  {
    kind: 'fake-ayuda',
    text: 'TUPAD payout: Kulang na lang ang verification ng GCash mo. Ibigay ang MPIN sa aming coordinator para matanggap ang P4,200.',
  },
  {
    kind: 'fake-ayuda',
    text: 'PhilHealth refund: You are entitled to a P3,650 refund of excess contributions. Fill out the form at philhealth-refund.top',
  },
  {
    kind: 'fake-ayuda',
    text: 'Libreng P10,000 ayuda para sa mga senior at PWD! I-fill up lang ang form at mag-message sa Telegram ng aming agent.',
  },
  {
    kind: 'fake-ayuda',
    text: 'Pag-IBIG Fund: Your MP2 dividends of P6,250 are waiting. Verify your account at pagibig-mp2.cyou to receive them today.',
  },
  // impersonation-call
  {
    kind: 'impersonation-call',
    text: 'This is Atty. Reyes from the NBI Cybercrime Division. Your bank account was used in money laundering. Call 0917xxxxxxx immediately or a warrant of arrest will be issued.',
  },
  {
    kind: 'impersonation-call',
    text: 'BSP NOTICE: May reklamo laban sa iyo. Ikaw ay kakasuhan kung hindi ka tatawag sa aming opisina ngayon din. Tumawag sa 02-8xxx-xxxx.',
  },
  {
    kind: 'impersonation-call',
    text: 'Your parcel containing illegal items was seized by the Bureau of Customs. Press 1 to speak to an officer or face legal action.',
  },
  {
    kind: 'impersonation-call',
    text: 'Hello, this is BDO Fraud Department. We blocked a suspicious transaction. Our agent will call you; please have your card and OTP ready to confirm.',
  },
  {
    kind: 'impersonation-call',
    text: 'PNP Anti-Cybercrime: Ang numero mo ay naka-link sa isang scam. Makukulong ka kung hindi mo ito aayusin. Tawagan mo ang aming imbestigador.',
  },
  {
    kind: 'impersonation-call',
    text: 'Globe: Your number will be disconnected in 2 hours due to illegal use. Press 9 to talk to customer service.',
  },
  {
    kind: 'impersonation-call',
    text: 'Ma’am, tumawag po kami kanina from BPI. Para ma-cancel ang unauthorized na transaction, sabihin nyo po ang OTP na darating sa inyo.',
  },
  // prize
  {
    kind: 'prize',
    text: 'CONGRATULATIONS! Your number won P50,000 in the Shopee 12.12 raffle. Claim your prize at shopee-raffle-ph.com before it expires.',
  },
  {
    kind: 'prize',
    text: 'Nanalo ka ng Toyota Vios sa aming anniversary promo! Para ma-claim, magbayad ng P2,500 processing fee sa GCash 0917xxxxxxx.',
  },
  {
    kind: 'prize',
    text: 'Binabati ka namin! Ikaw ang napili sa grand raffle ng Lazada. I-claim ang iyong P25,000 sa link: lazada-promo.live',
  },
  {
    kind: 'prize',
    text: 'DTI Permit 12345: You have won a Samsung S24 in our lucky draw. Reply with your name, address and P500 delivery fee to receive it.',
  },
  {
    kind: 'prize',
    text: 'Hi po! Kayo po ang lucky winner ng aming giveaway sa FB page. Pa-send po ng P300 para sa shipping ng prize.',
  },
  {
    kind: 'prize',
    text: 'Your mobile number was selected as winner of P100,000 from the GCash anniversary promo. Text your full name and MPIN to claim.',
  },
  {
    kind: 'prize',
    text: 'You have won an iPhone 15 from Globe Rewards! Claim here: http://globe-rewards.lol/claim?id=8832',
  },
  // loan-fee
  {
    kind: 'loan-fee',
    text: 'Your loan application of P50,000 is APPROVED! To release the funds, pay the P1,500 processing fee via GCash within today.',
  },
  {
    kind: 'loan-fee',
    text: 'Pre-approved ka sa P30,000 cash loan, no collateral, 0% interest. Mag-message lang sa Viber para sa requirements.',
  },
  {
    kind: 'loan-fee',
    text: 'Congrats po, naaprubahan na ang loan ninyo. Pero kailangan muna ng insurance fee na P2,000 bago ma-disburse. GCash lang po.',
  },
  {
    kind: 'loan-fee',
    text: 'Need cash? Instant loan up to P100k, approve in 5 minutes! Apply at fastcash-ph.xyz, no credit check.',
  },
  {
    kind: 'loan-fee',
    text: 'Ang loan mo ay na-approve na pero mali ang bank account number na nilagay mo. Magbayad ng P800 para ma-unfreeze ang account.',
  },
  {
    kind: 'loan-fee',
    text: 'Hello sir! May loan offer kami para sa inyo, P80,000 at 1% monthly. Send your ATM card number and PIN for verification.',
  },
  // love
  {
    kind: 'love',
    text: 'My love, I sent you a package with gifts and $5,000 cash. The courier says you need to pay the customs clearance fee of P25,000 to receive it.',
  },
  {
    kind: 'love',
    text: 'Darling I am stuck at the airport in Dubai, they will not let me leave without paying P40,000. Please send it to my agent, I will pay you back when we meet.',
  },
  {
    kind: 'love',
    text: 'Mahal ko, ako ay isang US Army doctor na naka-deploy sa Syria. Gusto na kitang makita pero kailangan ko ng pera para sa leave application ko.',
  },
  {
    kind: 'love',
    text: 'Babe, my account is frozen because I am working on an oil rig. Can you send me P15,000 for my plane ticket? I promise to return it double.',
  },
  {
    kind: 'love',
    text: 'Honey, the hospital bill of my daughter is $3,000 and my card is blocked abroad. You are the only one I trust, please help me through GCash.',
  },
  {
    kind: 'love',
    text: 'Sweetheart, I can’t wait to marry you. My inheritance is held by the bank, I just need P60,000 for the lawyer fee to release it.',
  },
  // money-mule
  {
    kind: 'money-mule',
    text: 'Kumita ng P3,000 kada linggo! Paupahan mo lang ang GCash account mo sa amin. Walang gagawin, kami na bahala.',
  },
  {
    kind: 'money-mule',
    text: 'Hi! We buy verified GCash and Maya accounts, P2,500 each. Fully verified only. Message us on Telegram.',
  },
  {
    kind: 'money-mule',
    text: 'Work from home: receive payments from our clients in your bank account and transfer them to our supplier. You keep 10% commission per transaction.',
  },
  {
    kind: 'money-mule',
    text: 'Pahiram naman ng GCash account mo, may papasok lang na pera tapos ipapasa ko agad. Bibigyan kita ng P500 para sa abala.',
  },
  {
    kind: 'money-mule',
    text: 'Looking for account holders: we will deposit funds into your account, you withdraw and send to our agent via Maya. P1,000 per transaction.',
  },
  {
    kind: 'money-mule',
    text: 'Bibilhin namin ang BDO at BPI account mo na may online banking, P8,000 agad cash. Kailangan lang ang username, password at SIM.',
  },
  // recovery
  {
    kind: 'recovery',
    text: 'Were you scammed online? Our certified recovery agents can recover your lost funds in 48 hours. Pay only the P3,000 filing fee.',
  },
  {
    kind: 'recovery',
    text: 'Na-scam ka ba? Matutulungan ka naming mabawi ang pera mo. Ang hacker namin ay kayang i-trace ang scammer. Message sa Telegram.',
  },
  {
    kind: 'recovery',
    text: 'This is the Cybercrime Refund Unit. Your reported loss of P45,000 can be returned to you. Send a P2,500 processing fee to start the refund.',
  },
  {
    kind: 'recovery',
    text: 'Mababawi pa po ang nawala ninyong pera sa investment scam. Kailangan lang ng lawyer fee na P5,000 at kopya ng ID ninyo.',
  },
  {
    kind: 'recovery',
    text: 'We are a fund recovery company. 95% success rate. Send us your wallet details and we will get your money back from the fake platform.',
  },
  {
    kind: 'recovery',
    text: 'Hello, I saw your post about being scammed. My cousin works at GCash and can reverse the transaction. He just needs your MPIN and P1,000.',
  },
  // online-seller
  {
    kind: 'online-seller',
    text: 'iPhone 15 Pro Max 256GB brand new sealed, P25,000 lang! Legit seller, no COD kasi maraming bogus buyer. GCash muna bago ship.',
  },
  {
    kind: 'online-seller',
    text: 'Sis, mine na? Full payment first po via GCash, then I will send the waybill. Last stock na to, madami nag-iinquire.',
  },
  {
    kind: 'online-seller',
    text: 'Concert tickets for sale, VIP standing, P3,500 each. Pay first before I transfer the tickets. Meet-up not possible, I am in Cebu.',
  },
  {
    kind: 'online-seller',
    text: 'Hi! Available pa po yung PS5. Pa-reserve ka na, P1,000 reservation fee lang, balance upon delivery. Send mo sa GCash 0917xxxxxxx.',
  },
  {
    kind: 'online-seller',
    text: 'Rush sale! Honda Click 2023, P35,000 only. Downpayment muna para ma-hold, madami kasing nag-aabang. Cash or GCash.',
  },
  {
    kind: 'online-seller',
    text: 'Pre-order na ng imported bags, 70% off! Bayad muna bago i-order sa supplier. Order form: forms.gle/xxxx. First come, first served.',
  },
]
