import type { ScamKind } from '@/config/scam-kinds'
import type { ScamKindWords } from './kinds.en'

export const filKinds: Record<ScamKind, ScamKindWords> = {
  'online-seller': {
    title: 'Pekeng online seller',
    example:
      'Hi po! Last 2 pcs na lang, ₱1,850 na lang (SRP ₱6,500). Pa-reserve na po, GCash muna sa 09XX XXX XXXX tapos ship agad today. No COD po, dami kasing bogus buyer.',
    redFlags: [
      'Sobrang baba ng presyo kumpara sa ibang tindahan.',
      'Bayad muna sa personal na GCash o bank account, at walang COD.',
      'Bagong page, kinopyang litrato, kaunting totoong review, o naka-off ang comments.',
      'Gusto ng seller na umalis kayo sa shopping app at sa chat na lang mag-usap.',
    ],
    whatToDo: [
      'Magbayad lang sa mismong checkout ng shopping app, o COD.',
      'Tingnan kung kailan ginawa ang page at ano ang sinasabi ng ibang buyer.',
      'Kung nakapagbayad ka na, itago ang chat, ang resibo at ang account details ng seller.',
    ],
  },
  phishing: {
    title: 'Phishing na text mula sa “e-wallet” o “bangko”',
    example:
      'GCash: Your account will be suspended today due to unusual activity. Verify your account at hxxps://gcash-verify[.]top to avoid deactivation.',
    redFlags: [
      'Text o email na may link para mag-login o mag-“verify” ng account.',
      'Panakot na iba-block, isu-suspend o ide-deactivate ang account mo.',
      'Hindi sariling website ng kumpanya ang address ng link.',
      'Hinihingi ang OTP, MPIN, password o card details mo.',
    ],
    whatToDo: [
      'Huwag buksan ang link. Ikaw mismo ang magbukas ng opisyal na app para makita kung may problema.',
      'Huwag ibigay kahit kanino ang OTP o MPIN mo, kahit sabihin pa nilang taga-GCash o taga-bangko sila.',
      'Kung nailagay mo na ang details mo, tawagan agad ang bangko o e-wallet mo.',
    ],
  },
  'delivery-fee': {
    title: 'Pekeng delivery fee',
    example:
      'PHLPost: Naka-hold ang parcel mo dahil kulang ang address. Bayaran ang ₱35 redelivery fee sa loob ng 24 oras: hxxps://phlpost-track[.]xyz/ph',
    redFlags: [
      'Parcel na hindi mo in-order, o hindi sinasabi kung anong parcel.',
      'Maliit na fee na babayaran sa link, na humihingi ng card o e-wallet details mo.',
      'Pangalan ng courier sa website na hindi kanila.',
    ],
    whatToDo: [
      'I-track lang ang parcel sa opisyal na app ng shop o courier, gamit ang tracking number ng order mo.',
      'Huwag ilagay ang card details para sa maliit na fee. Pain lang ang fee: ang card mo ang habol nila.',
      'Kung nailagay mo na ang card details, tawagan ang bangko mo para i-block ang card.',
    ],
  },
  'task-job': {
    title: 'Task at job scam',
    example:
      'Hi! Hiring kami ng part-time online staff. Kumita ng ₱800 hanggang ₱3,000 kada araw, mag-like lang ng videos at mag-rate ng hotels. No experience needed. Message ang HR namin sa Telegram: hxxps://t[.]me/hr_staff_ph',
    redFlags: [
      'Alok na trabaho na hindi mo inaplayan, sa text, WhatsApp o Telegram.',
      'Bayad sa simpleng task gaya ng like, follow, review o rating.',
      'Maliit na kita muna, tapos may “task” na kailangan mong hulugan para kumita nang mas malaki.',
      'Hindi mo ma-withdraw ang kinita mo hangga’t hindi ka nagbabayad ng panibagong fee.',
    ],
    whatToDo: [
      'Hindi ka pinagbabayad ng totoong trabaho para makapagtrabaho o makuha ang sahod mo.',
      'Tumigil na sa pagbabayad: hindi mo mawi-withdraw ang pera kahit magbayad ka pa.',
      'Umalis sa group at itago ang mga chat bilang ebidensya.',
    ],
  },
  investment: {
    title: 'Investment scam',
    example:
      'Kumita ng 20% kada linggo, guaranteed! Mag-invest ng ₱5,000 ngayon, ₱10,000 na sa loob ng 15 araw. SEC registered. Limited slots, join na sa group: hxxps://t[.]me/+double-profit',
    redFlags: [
      'Siguradong tubo, o tubong di-hamak na mas malaki kaysa sa ibinibigay ng bangko.',
      'May bonus kapag nag-recruit ka ng kaibigan at kapamilya.',
      'Ipinapakitang patunay ang “SEC registered”: hindi lahat ng rehistradong kumpanya ay puwedeng magbenta ng investment.',
      'Mga “expert” sa crypto, forex o trading na sila ang unang kumontak sa iyo.',
    ],
    whatToDo: [
      'Kumpirmahin muna sa Securities and Exchange Commission (SEC) kung may lisensya ang kumpanya na magbenta ng investment.',
      'Huwag magbayad ng “tax” o “fee” para maka-withdraw: bahagi pa rin iyan ng scam para makakuha pa sila ng pera.',
      'Mag-ingat sa investment tip mula sa mga nakilala mo online.',
    ],
  },
  'wrong-send': {
    title: '“Wrong send” na pera',
    example:
      'Hi po, na-wrong send po ako ng ₱2,000 sa GCash ninyo. Pambili ko po sana ng gamot ni nanay. Pwede po paki-balik sa number na ito? Salamat po, God bless.',
    redFlags: [
      'Mensahe tungkol sa perang “na-wrong send”, may malungkot na kuwento at minamadali ka.',
      'Text na mukhang notice ng e-wallet pero hindi galing sa app.',
      'Pinapabalik ang pera sa ibang number, hindi sa number na pinanggalingan nito.',
    ],
    whatToDo: [
      'Tingnan ang balance mo sa mismong app, hindi sa text.',
      'Huwag ikaw mismo ang magbalik ng pera. Kung may pumasok ngang pera, i-report ito sa e-wallet o bangko mo sa app nila at sila ang magbabalik.',
      'Puwedeng nakaw ang perang ipinadala sa iyo nang ganito: kapag ipinasa mo, puwede kang madamay sa scam.',
    ],
  },
  'fake-ayuda': {
    title: 'Pekeng ayuda at abiso ng gobyerno',
    example:
      'DSWD: Qualified ka sa ₱8,000 na cash assistance. Mag-register bago mag-Biyernes para ma-claim sa GCash mo: hxxps://dswd-ayuda-claim[.]online',
    redFlags: [
      'Ayudang inaalok sa text o sa Facebook page, may link para mag-register.',
      'Website na hindi nagtatapos sa .gov.ph ang address.',
      'May “processing fee”, o hinihingi ang login o OTP ng e-wallet mo.',
    ],
    whatToDo: [
      'Hanapin ang ayuda sa sariling website ng ahensya, na nagtatapos sa .gov.ph, o magtanong sa barangay o city hall.',
      'Libre ang ayuda ng gobyerno: huwag magbayad para makuha ito.',
      'Huwag ibigay ang OTP o MPIN mo para mag-claim ng kahit ano.',
    ],
  },
  'impersonation-call': {
    title: 'Tawag ng nagpapanggap na DICT, pulis o iba pa',
    example:
      'Ito po ang DICT. Nagamit sa krimen ang SIM registration mo at ide-deactivate ang number mo sa loob ng 2 oras. Pindutin ang 1 para makausap ang officer.',
    redFlags: [
      'Tawag o recorded na mensahe mula sa “DICT”, “NTC”, pulis, NBI, bangko o courier.',
      'Panakot na aarestuhin ka, kakasuhan, o mawawala ang SIM o account mo.',
      'Hinihingi ang OTP, personal details o bayad para “ma-clear” ang pangalan mo.',
      'Sinasabihan kang ilihim ito at huwag ibaba ang tawag.',
    ],
    whatToDo: [
      'Ibaba ang tawag. Tawagan ang ahensya o kumpanya sa number na nasa opisyal nilang website.',
      'Walang ahensyang nag-aayos ng kaso sa telepono o humihingi ng OTP mo.',
      'Sabihan muna ang taong pinagkakatiwalaan mo bago gawin ang anumang ipinapagawa nila.',
    ],
  },
  prize: {
    title: 'Premyo at raffle',
    example:
      'CONGRATULATIONS! Nanalo ang number mo ng ₱50,000 sa 10th Anniversary Raffle namin. Para ma-claim, magbayad ng ₱1,500 processing fee at i-text ang buong pangalan at address mo sa 09XX XXX XXXX. DTI Permit No. 12345, Series of 2025.',
    redFlags: [
      'Nanalo ka raw sa raffle o promo na hindi mo sinalihan.',
      'May fee, tax o “processing” na bayad bago mo makuha ang premyo.',
      'May permit number para magmukhang opisyal.',
    ],
    whatToDo: [
      'Hindi ka mananalo sa raffle na hindi mo sinalihan. Huwag itong pansinin.',
      'Huwag kailanman magbayad para mag-claim ng premyo.',
      'I-check lang ang promo sa opisyal na page ng kumpanya.',
    ],
  },
  'loan-fee': {
    title: 'Loan fee at lending app',
    example:
      'Congrats! Pre-approved ang ₱50,000 loan mo. Walang collateral, walang CI. Bayaran muna ang ₱1,500 insurance fee at ire-release namin ang pera sa GCash mo ngayong araw.',
    redFlags: [
      'May fee na babayaran bago i-release ang loan.',
      'Siguradong approved, o loan na hindi mo naman inaplayan.',
      'App na gustong makita ang contacts at photos mo, tapos ipapahiya o tatakutin ka.',
    ],
    whatToDo: [
      'Humiram lang sa bangko at lender na rehistrado sa BSP o SEC.',
      'Huwag magbayad ng kahit ano bago mo matanggap ang loan.',
      'Huwag payagang mabasa ng lending app ang contacts at photos mo.',
    ],
  },
  love: {
    title: 'Love scam',
    example:
      'Hi sweetheart, nandito na ako sa airport sa Manila pero hinold ng customs ang gift box na dala ko para sa iyo. Kailangan ko ng ₱45,000 para sa clearance fee. Paki-send sa account ng agent, babayaran kita pagkikita natin. I love you.',
    redFlags: [
      'Taong nakilala mo online pero hindi pa nakikita nang personal, at umiiwas sa video call.',
      'Regalo o package na hinold daw ng customs, may fee para mailabas.',
      'Kailangan ng pera para sa ticket, ospital, o negosyo o crypto na “oportunidad”.',
    ],
    whatToDo: [
      'Huwag magpadala ng pera sa taong hindi mo pa nakikita nang personal.',
      'Hindi kailanman binabayaran ang customs fee sa personal na bank o e-wallet account.',
      'Kausapin ang kaibigan o kapamilya: inilalayo ng mga scammer ang biktima sa kanila.',
    ],
  },
  'money-mule': {
    title: 'Money mule: pagpapagamit o pagbebenta ng account',
    example:
      'Need extra income? Kumita ng ₱3,000 kada linggo, ipahiram mo lang ang GCash o bank account mo. Legit, walang risk: receive at send lang. PM me.',
    redFlags: [
      'Bayad para magbukas, magpahiram, magparenta o magbenta ng bank account, e-wallet o SIM.',
      '“Trabaho” na tatanggap ka lang ng pera at ipapasa ito sa iba.',
      'Pangakong “legit” ito at “walang risk”.',
    ],
    whatToDo: [
      'Tumanggi. Sa ganitong account idinadaan ng mga scammer ang nakaw na pera, at ang may-ari ng account ang mananagot.',
      'Huwag ibigay kahit kanino ang login, OTP o SIM mo.',
      'Kung nagawa mo na, sabihan agad ang bangko o e-wallet mo.',
    ],
  },
  recovery: {
    title: 'Recovery scam',
    example:
      'Na-scam ka ba? Licensed fund recovery team kami na katuwang ng mga awtoridad. Magbayad ng ₱5,000 filing fee at babawiin namin ang pera mo sa loob ng 7 araw.',
    redFlags: [
      'May kumokontak sa iyo pagkatapos mong mawalan ng pera o mag-post tungkol dito.',
      'Fee muna, para “mabawi” ang nawala sa iyo.',
      'Sinasabing katuwang nila ang pulis, NBI, CICC o mga “hacker”.',
    ],
    whatToDo: [
      'Panibagong scam ito. Huwag magbayad.',
      'Ang bangko mo, ang e-wallet mo at ang mga awtoridad lang ang makakatulong, at libre ang pag-report.',
      'I-report din ang nag-aalok ng recovery.',
    ],
  },
}
