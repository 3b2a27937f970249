import { ContactEmailLink } from '@/components/email-address'
import { hotlineReporters, nationalHotline } from '@/config/scam-help-hotline'
import { site } from '@/config/site'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'
import { cebPolicyWords } from './ceb'

/** Ang Mga Termino sa Serbisyo sa Bisaya; ang mga section adunay parehas nga id sama sa English. */
const sections: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Pagdawat niini nga mga Termino',
    body: (
      <p>
        Kung maghimo ka og account o mogamit sa {site.appName}, miuyon ka niini nga mga termino ug
        sa among <SiteLink to="/privacy">Palisiya sa Privacy</SiteLink>. Kung dili ka mouyon,
        palihug ayaw gamita ang serbisyo.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Hustong Paggamit',
    body: (
      <>
        <p>
          Gamita ang {site.appName} aron mapanalipdan ang imong kaugalingon ug ang uban batok sa mga
          scam. Dili ka tugotan nga mogamit sa app o niini nga website:
        </p>
        <ul>
          <li>aron manghasi, manghulga o mangdaot sa bisan kinsa;</li>
          <li>
            aron mosulay, mohimo o mopalambo og scam, phishing nga mensahe o uban pang limbong;
          </li>
          <li>aron mo-upload og ilegal nga sulod;</li>
          <li>
            aron kopyahon, i-decompile o i-reverse-engineer ang app o ang pag-ila niini sa scam;
          </li>
          <li>
            aron pabug-atan, samokon o atakihon ang serbisyo, pananglitan gamit ang mga automated
            nga request;
          </li>
          <li>
            aron mo-scan og sulod nga wala kay katungod nga i-share, sama sa kumpidensyal nga mga
            dokumento nga dili ka gitugotan nga ipasa.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'Mga Responsibilidad sa User',
    body: (
      <>
        <p>Kung mogamit ka sa {site.appName}, miuyon ka nga:</p>
        <ul>
          <li>
            Bantayan ang imong password ug ayaw gyud kini i-share. Sultihi dayon kami kung nagduda
            ka nga naay laing tawo nga naggamit sa imong account.
          </li>
          <li>Mohatag og sakto nga impormasyon sa account ug i-update kini kanunay.</li>
          <li>
            I-verify ang mga resulta sa dili pa ka molihok. Sa dili pa ka mopadala og kwarta o
            mo-share og personal nga detalye, pangutana sa opisyal nga mga channel, sama sa imong
            bangko o sa opisyal nga hotline sa sender.
          </li>
          <li>
            I-report ang mga scam sa mga awtoridad: naa sa among panid nga{' '}
            <SiteLink to="/help">Na-scam? Buhata ni karon</SiteLink> ang opisyal nga mga paagi, ang
            matag usa uban ang gigikanan niini.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Kutob sa Among Tulubagon',
    body: (
      <>
        <p>
          Ang {site.appName} gihatag “as is”. Naningkamot mi nga sakto ug magamit kini kanunay, apan
          dili namo masaad nga kanunay kini mogana, walay sayop o makadakop sa tanang scam.
        </p>
        <p>
          Tambag ang among mga resulta, dili garantiya. Ikaw ang modesisyon kung unsay buhaton
          niini.
        </p>
        <p>
          Kutob sa gitugot sa balaod sa Pilipinas, ang {site.companyName} walay tulubagon sa mga
          dili direkta nga kapildihan, o sa mga kapildihan nga gikan sa mga scam nga wala maila sa{' '}
          {site.appName}.
        </p>
        <p>
          Walay bisan unsa niini nga mga termino nga molimitar sa tulubagon nga dili mahimong
          limitahan ubos sa balaod sa Pilipinas, lakip ang imong mga katungod ubos sa Consumer Act
          of the Philippines.
        </p>
      </>
    ),
  },
  {
    id: 'account-termination',
    title: 'Pagtapos sa Account',
    body: (
      <>
        <p>
          Mahimo nimong i-delete ang imong account bisan kanus-a, sa app o sa among{' '}
          <SiteLink to="/delete-account">panid nga I-delete ang Account</SiteLink>. Ang among{' '}
          <SiteLink to="/privacy">Palisiya sa Privacy</SiteLink> nagpasabot kung unsay mahitabo sa
          imong data.
        </p>
        <p>
          Mahimo namong i-suspend o sirhan ang mga account nga molapas niini nga mga termino,
          pananglitan mga account nga gigamit sa pagpanghasi sa mga tawo o sa paghimo og scam.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Mga Update niini nga mga Termino',
    body: (
      <>
        <p>
          Mahimong among i-update kini nga mga termino. Kung buhaton namo kana, among usbon ang
          petsa sa ibabaw niini nga panid (karon: “{cebPolicyWords.effective}”).
        </p>
        <p>
          Ipahibalo namo sa app ang dagkong mga kausaban. Kung padayon nimong gamiton ang{' '}
          {site.appName} human sa kausaban, miuyon ka sa bag-ong mga termino.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Balaod nga Nagdumala',
    body: (
      <>
        <p>Kini nga mga termino gidumalahan sa mga balaod sa Republika sa Pilipinas.</p>
        <p>
          Kung naa kay panagbangi uban kanamo, palihug kontaka una kami aron masulayan namo nga
          masulbad kini sa dili pormal nga paagi. Kung dili gihapon, ang panagbangi dad-on sa mga
          korte sa Pilipinas.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Kontak',
    body: (
      <>
        <p>
          Naa kay pangutana bahin niini nga mga termino? Pag-email kanamo sa <ContactEmailLink />.
        </p>
        <p>
          Aron i-report ang scam, tawag sa nasudnong anti-scam hotline nga{' '}
          <a href={`tel:${nationalHotline.tel}`}>{nationalHotline.display}</a> (gibalita sa{' '}
          {hotlineReporters.join(' ug sa ')}). Nakalista kini sa among panid nga{' '}
          <SiteLink to="/help">Na-scam? Buhata ni karon</SiteLink>, uban sa ubang mga paagi sa
          pag-report ug ang gigikanan sa matag usa.
        </p>
      </>
    ),
  },
]

export const cebTerms: PolicyDocument = {
  title: 'Mga Termino sa Serbisyo',
  intro: (
    <>
      <p>
        Kini nga mga termino mao ang mga lagda sa paggamit sa {site.appName} mobile app ug niini nga
        website. Ang {site.appName} gihatag sa {site.companyName} (“kami”). Gihimo namo kini nga
        mubo ug sa yano nga pinulongan. Palihug basaha kini sa dili pa nimo gamiton ang serbisyo.
      </p>
      <p>
        Hubad kini sa{' '}
        <a href="/terms" hrefLang="en-PH" lang="en-PH">
          Terms of Service
        </a>{' '}
        sa English. Kung naay kalainan ang duha, ang bersyon sa English ang masunod.
      </p>
    </>
  ),
  sections,
}
