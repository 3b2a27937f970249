import { ContactEmailLink } from '@/components/email-address'
import { site } from '@/config/site'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'
import { cebPolicyWords } from './ceb'

const mailLink = <ContactEmailLink />

/** Ang Palisiya sa Privacy sa Bisaya; ang mga section adunay parehas nga id sama sa English. */
const sections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Impormasyon nga Among Gikolekta',
    body: (
      <>
        <p>Ang gikinahanglan ra aron mogana ang serbisyo ang among gikolekta:</p>
        <ul>
          <li>
            Data sa account: ang imong ngalan, email address ug password. Hashed nga password ra ang
            among gitipigan, dili gyud ang mismong password.
          </li>
          <li>
            Sulod nga imong gipili nga i-scan: ang mga text, email, link, website ug screenshot nga
            imong gipasa aron masusi.
          </li>
          <li>
            Mga sender nga imong gipasusi: ang mga phone number ug email address nga imong gipasa
            para sa pag-verify sa sender.
          </li>
          <li>
            Gamay nga teknikal nga metadata: bersyon sa app, klase sa device, bersyon sa operating
            system, oras sa imong mga scan ug mga anonymous nga crash report.
          </li>
        </ul>
        <p>
          Dili namo kolektahon ang imong mga contact. Dili namo basahon ang imong SMS inbox o email:
          ang imo ra nga gipili nga i-share sa app ang among makita. Dili namo kolektahon ang imong
          eksaktong lokasyon.
        </p>
        <p>
          Ang {site.appName} dili para sa mga bata nga ubos sa 13 anyos, ug dili namo tinuyo nga
          kolektahon ang ilang data. Kung nagtuo ka nga naay bata nga ubos sa 13 nga nakahatag
          kanamo og personal nga data, pag-email kanamo sa {mailLink} ug among i-delete kini.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Giunsa Namo Paggamit ang Imong Data',
    body: (
      <>
        <p>Gamiton ra namo ang imong data aron padaganon ang {site.appName} ug aron luwas kini:</p>
        <ul>
          <li>
            Aron susihon gamit ang AI ang sulod nga imong gi-scan ug ipakita kanimo ang resulta.
          </li>
          <li>Aron i-verify ang mga phone number ug email address nga imong gipasa.</li>
          <li>
            Aron himoon ug padaganon ang imong account, hupton kini nga secure ug pugngan ang abuso.
          </li>
          <li>
            Aron mapalambo ang pag-ila sa scam, gamit lang ang tinipon ug de-identified nga
            estadistika nga dili magpaila kung kinsa ka.
          </li>
          <li>
            Aron padad-an ka og mga mensahe sa serbisyo, sama sa email para sa password reset.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-we-do-not-do',
    title: 'Ang Dili Namo Buhaton',
    body: (
      <>
        <ul>
          <li>
            Dili namo tipigan ang imong gi-scan. Ang sulod nga gi-scan giproseso sa real time ug
            dili kini gitipigan.
          </li>
          <li>
            Dili gyud namo ibaligya ang sulod nga imong gi-scan o ang imong personal nga data. Dili
            gyud kini ibaligya, ipaabang o ibaylo kang bisan kinsa.
          </li>
          <li>Dili mi maghimo og advertising profile bahin kanimo.</li>
        </ul>
        <p>Dili namo i-share ang imong data sa third party, gawas lang sa duha ka kaso:</p>
        <ul>
          <li>
            Mga service provider nga among gikinahanglan aron padaganon ang {site.appName}, sama sa
            hosting ug pagpadala og email. Nagtrabaho sila para kanamo ubos sa kontrata ug magamit
            ra nila ang data aron ihatag kana nga serbisyo.
          </li>
          <li>
            Kung gikinahanglan sa balaod sa Pilipinas, pananglitan tungod sa balido nga mando sa
            korte.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Unsa Kadugay Namo Tipigan ang Data',
    body: (
      <>
        <p>Tipigan ra namo ang data samtang gikinahanglan pa namo kini:</p>
        <ul>
          <li>
            Ang sulod nga gi-scan giproseso sa real time ug gilabay dayon human sa pagsusi. Dili
            kini gitipigan.
          </li>
          <li>
            Ang data sa account (ngalan, email ug password hash) gitipigan samtang aktibo ang imong
            account. Ma-delete kini sulod sa 30 ka adlaw human nimo i-delete ang imong account.
          </li>
          <li>
            Ang gamay nga metadata (oras, bersyon sa app, klase sa device ug ihap sa scan, walay
            sulod sa mensahe) mahimong tipigan hangtod 12 ka bulan para sa seguridad ug paglikay sa
            pagpanglimbong.
          </li>
          <li>Ang mga backup mapulihan sulod sa 90 ka adlaw.</li>
          <li>
            Ang mga record nga kinahanglan namong tipigan sumala sa balaod gitipigan lang kutob sa
            gikinahanglan sa balaod.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Ang Imong mga Katungod',
    body: (
      <>
        <p>Ubos sa Data Privacy Act of 2012 (Republic Act No. 10173), naa kay katungod:</p>
        <ul>
          <li>nga mahibalo kung giunsa pagkolekta ug paggamit ang imong personal nga data;</li>
          <li>nga ma-access ang imong personal nga data;</li>
          <li>nga mosupak sa pagproseso sa imong personal nga data;</li>
          <li>nga ipa-delete o ipa-block ang imong personal nga data;</li>
          <li>nga ipatul-id ang sayop o kulang nga data;</li>
          <li>nga makakuha og kopya sa imong data sa kasagarang format (data portability);</li>
          <li>
            nga mangayo og danyos kung naperwisyo ka tungod sa sayop nga paggamit sa imong personal
            nga data;
          </li>
          <li>
            nga mopasaka og reklamo sa National Privacy Commission (
            <a href="https://www.privacy.gov.ph">privacy.gov.ph</a>).
          </li>
        </ul>
        <p>
          Aron gamiton ang bisan unsa niini nga mga katungod, pag-email kanamo sa {mailLink}. Mahimo
          usab nimo i-delete ang imong account bisan kanus-a sa app o sa among{' '}
          <SiteLink to="/delete-account">panid nga I-delete ang Account</SiteLink>. Tubagon namo ang
          matag hangyo sulod sa 15 ka working days.
        </p>
        <p>Makontak usab nimo ang among Data Protection Officer sa mao rang address: {mailLink}.</p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Pahimangno',
    body: (
      <>
        <p>
          Naggamit ang {site.appName} og AI aron tabangan ka sa pag-ila sa mga scam, apan dili
          garantisado nga kanunay kini sakto. Kanunay nga mag-ilis og limbong ang mga scammer, ug
          walay tool nga makadakop sa tanang scam.
        </p>
        <p>
          Ang resulta nga “luwas” dili garantiya. Sa dili pa ka mopadala og kwarta, mo-share og
          one-time PIN o mohatag og personal nga detalye, pag-verify pinaagi sa opisyal nga mga
          channel, sama sa imong bangko o sa opisyal nga hotline sa sender. Ayaw pagsalig sa{' '}
          {site.appName} lang.
        </p>
        <p>
          Kutob sa gitugot sa balaod, ang {site.companyName} walay tulubagon sa mga kapildihan nga
          gikan sa mga scam nga wala maila sa {site.appName}.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Mga Kausaban niini nga Palisiya',
    body: (
      <p>
        Mahimong among i-update kini nga palisiya. Kung buhaton namo kana, among usbon ang petsa sa
        ibabaw niini nga panid (karon: “{cebPolicyWords.effective}”). Kung dako ang kausaban,
        sultihan usab ka namo sa app.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Kontaka Kami',
    body: (
      <p>
        Naa kay pangutana bahin niini nga palisiya o sa imong data? Pag-email sa {site.companyName}{' '}
        sa {mailLink}.
      </p>
    ),
  },
]

export const cebPrivacy: PolicyDocument = {
  title: 'Palisiya sa Privacy',
  intro: (
    <>
      <p>
        Ang {site.appName} gihatag sa {site.companyName} (“kami”). Sakop niini nga palisiya ang{' '}
        {site.appName} mobile app ug kini nga website. Gipasabot niini kung unsang data ang among
        gikolekta, ngano, unsa kadugay namo kini tipigan ug unsa ang dili gyud namo buhaton niini.
      </p>
      <p>
        Gisulat namo kini sa yano nga pinulongan. Yano ra ang among saad: ang gikinahanglan ra aron
        mapanalipdan ka batok sa scam ang among gikolekta, ug dili namo tipigan ang mga mensahe nga
        imong gi-scan.
      </p>
      <p>
        Hubad kini sa{' '}
        <a href="/privacy" hrefLang="en-PH" lang="en-PH">
          Privacy Policy
        </a>{' '}
        sa English. Kung naay kalainan ang duha, ang bersyon sa English ang masunod.
      </p>
    </>
  ),
  sections,
}
