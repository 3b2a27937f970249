import { ContactEmailLink } from '@/components/email-address'
import { site } from '@/config/site'
import { filMonthYear } from '@/locales/fil/months'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'

const mailLink = <ContactEmailLink />

/** Ang Patakaran sa Privacy sa Filipino; ang mga section ay may parehong id gaya ng sa English. */
const sections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Impormasyong Kinokolekta Namin',
    body: (
      <>
        <p>Kinokolekta lang namin ang kailangan para gumana ang serbisyo:</p>
        <ul>
          <li>
            Data ng account: ang pangalan mo, email address at password. Hashed na password lang ang
            itinatago namin, hindi kailanman ang mismong password.
          </li>
          <li>
            Nilalamang pinili mong i-scan: ang mga text, email, link, website at screenshot na
            ipinapadala mo para ma-check.
          </li>
          <li>
            Mga sender na ipinasusuri mo: ang mga phone number at email address na ipinapadala mo
            para ma-verify.
          </li>
          <li>
            Kaunting teknikal na metadata: bersyon ng app, uri ng device, bersyon ng operating
            system, petsa at oras ng mga scan mo at mga anonymous na crash report.
          </li>
        </ul>
        <p>
          Hindi namin kinokolekta ang mga contact mo. Hindi namin binabasa ang SMS inbox o email mo:
          nakikita lang namin ang pinili mong i-share sa app. Hindi namin kinokolekta ang eksaktong
          lokasyon mo.
        </p>
        <p>
          Hindi para sa mga batang wala pang 13 taong gulang ang {site.appName}, at hindi namin
          sadyang kinokolekta ang data nila. Kung sa tingin mo ay nagbigay sa amin ng personal na
          data ang isang batang wala pang 13, mag-email sa {mailLink} at buburahin namin ito.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Paano Namin Ginagamit ang Data Mo',
    body: (
      <>
        <p>
          Ginagamit lang namin ang data mo para patakbuhin ang {site.appName} at panatilihin itong
          ligtas:
        </p>
        <ul>
          <li>
            Para suriin gamit ang AI ang nilalamang ini-scan mo at ipakita sa iyo ang resulta.
          </li>
          <li>Para i-verify ang mga phone number at email address na ipinapadala mo.</li>
          <li>
            Para gawin at pamahalaan ang account mo, panatilihin itong secure at pigilan ang abuso.
          </li>
          <li>
            Para pagbutihin ang pagtukoy ng scam, gamit lang ang pinagsama-sama at de-identified na
            estadistika na hindi nagpapakita kung sino ka.
          </li>
          <li>
            Para padalhan ka ng mga mensahe ng serbisyo, gaya ng email para sa password reset.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-we-do-not-do',
    title: 'Ang Hindi Namin Ginagawa',
    body: (
      <>
        <ul>
          <li>
            Hindi namin itinatago ang ini-scan mo. Pinoproseso nang real time ang nilalamang
            ini-scan at hindi ito sine-save.
          </li>
          <li>
            Hindi namin kailanman ibinebenta ang nilalamang ini-scan mo o ang personal na data mo.
            Hindi ito kailanman ibinebenta, pinauupahan o ipinagpapalit kaninuman.
          </li>
          <li>Hindi kami gumagawa ng advertising profile tungkol sa iyo.</li>
        </ul>
        <p>
          Hindi namin ibinabahagi ang data mo sa third party, maliban sa dalawang sitwasyong ito:
        </p>
        <ul>
          <li>
            Mga service provider na kailangan namin para patakbuhin ang {site.appName}, gaya ng
            hosting at pagpapadala ng email. Nagtatrabaho sila para sa amin sa ilalim ng kontrata at
            magagamit lang nila ang data para ibigay ang serbisyong iyon.
          </li>
          <li>Kapag hinihingi ng batas ng Pilipinas, halimbawa dahil sa valid na utos ng korte.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Gaano Katagal Namin Itinatago ang Data',
    body: (
      <>
        <p>Itinatago lang namin ang data hangga't kailangan namin ito:</p>
        <ul>
          <li>
            Pinoproseso nang real time ang nilalamang ini-scan at itinatapon agad pagkatapos ng
            pagsusuri. Hindi ito sine-save.
          </li>
          <li>
            Itinatago ang data ng account (pangalan, email at password hash) habang aktibo ang
            account mo. Binubura ito sa loob ng 30 araw pagkatapos mong burahin ang account mo.
          </li>
          <li>
            Ang kaunting metadata (petsa at oras, bersyon ng app, uri ng device at bilang ng scan,
            walang laman ng mensahe) ay maaaring itago nang hanggang 12 buwan para sa seguridad at
            pag-iwas sa panloloko.
          </li>
          <li>
            Nabubura rin ang data mo sa mga backup sa loob ng 90 araw, kapag napatungan na ang mga
            ito ng bago.
          </li>
          <li>
            Ang mga record na kailangang itago ayon sa batas ay itinatago lang hangga't hinihingi ng
            batas.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Ang Mga Karapatan Mo',
    body: (
      <>
        <p>Sa ilalim ng Data Privacy Act of 2012 (Republic Act No. 10173), may karapatan kang:</p>
        <ul>
          <li>malaman kung paano kinokolekta at ginagamit ang personal na data mo;</li>
          <li>ma-access ang personal na data mo;</li>
          <li>tumutol sa pagproseso ng personal na data mo;</li>
          <li>ipabura o ipa-block ang personal na data mo;</li>
          <li>ipaayos ang mali o kulang na data;</li>
          <li>kumuha ng kopya ng data mo sa karaniwang format (data portability);</li>
          <li>humingi ng danyos kung napinsala ka ng maling paggamit ng personal na data mo;</li>
          <li>
            magsampa ng reklamo sa National Privacy Commission (
            <a href="https://www.privacy.gov.ph">privacy.gov.ph</a>).
          </li>
        </ul>
        <p>
          Para gamitin ang alinman sa mga karapatang ito, mag-email sa {mailLink}. Puwede mo ring
          burahin ang account mo anumang oras sa app o sa aming{' '}
          <SiteLink to="/delete-account">pahinang Burahin ang Account</SiteLink>. Sinasagot namin
          ang bawat kahilingan sa loob ng 15 working days.
        </p>
        <p>
          Puwede mo ring kontakin ang aming Data Protection Officer sa parehong address: {mailLink}.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Paalala',
    body: (
      <>
        <p>
          Gumagamit ang {site.appName} ng AI para tulungan kang makilala ang mga scam, pero hindi
          garantisado ang katumpakan nito. Palaging nagbabago ng taktika ang mga scammer, at walang
          tool na nakakahuli sa lahat ng scam.
        </p>
        <p>
          Hindi garantiya ang resultang “ligtas”. Bago ka magpadala ng pera o magbigay ng OTP o
          personal details, kumpirmahin muna sa mga opisyal na channel, gaya ng bangko mo o ng
          opisyal na hotline ng sender. Huwag umasa sa {site.appName} lang.
        </p>
        <p>
          Sa abot ng pinapayagan ng batas, walang pananagutan ang {site.companyName} sa perang
          mawawala dahil sa mga scam na hindi natukoy ng {site.appName}.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Mga Pagbabago sa Patakarang Ito',
    body: (
      <p>
        Maaari naming i-update ang patakarang ito. Kapag ginawa namin iyon, papalitan namin ang
        petsang “Epektibo simula” sa itaas ng pahinang ito; epektibo ang bersyong ito simula{' '}
        {filMonthYear(site.policyEffectiveMonth)}. Kung malaki ang pagbabago, sasabihin din namin
        ito sa iyo sa app.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Makipag-ugnayan sa Amin',
    body: (
      <p>
        May tanong tungkol sa patakarang ito o sa data mo? Mag-email sa {site.companyName} sa{' '}
        {mailLink}.
      </p>
    ),
  },
]

export const filPrivacy: PolicyDocument = {
  title: 'Patakaran sa Privacy',
  intro: (
    <>
      <p>
        Ang {site.appName} ay ibinibigay ng {site.companyName} (“kami”). Sakop ng patakarang ito ang{' '}
        {site.appName} mobile app at ang website na ito. Ipinapaliwanag nito kung anong data ang
        kinokolekta namin, bakit, gaano katagal namin ito itinatago at ano ang hindi namin kailanman
        ginagawa rito.
      </p>
      <p>
        Isinulat namin ito sa simpleng pananalita. Malinaw ang pangako namin: kinokolekta lang namin
        ang kailangan para protektahan ka sa scam, at hindi namin itinatago ang mga mensaheng
        ini-scan mo.
      </p>
      <p>
        Salin ito ng{' '}
        <a href="/privacy" hrefLang="en-PH" lang="en-PH">
          Privacy Policy
        </a>{' '}
        sa English. Kung may pagkakaiba ang dalawa, ang bersyong English ang masusunod.
      </p>
    </>
  ),
  sections,
}
