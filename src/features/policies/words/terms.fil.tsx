import { ContactEmailLink } from '@/components/email-address'
import { hotlineReporters, nationalHotline } from '@/config/scam-help-hotline'
import { site } from '@/config/site'
import { filMonthYear } from '@/locales/fil/months'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'

/** Ang Mga Tuntunin ng Serbisyo sa Filipino; ang mga section ay may parehong id gaya ng sa English. */
const sections: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Pagtanggap sa Mga Tuntuning Ito',
    body: (
      <p>
        Sa paggawa ng account o paggamit ng {site.appName}, sumasang-ayon ka sa mga tuntuning ito at
        sa aming <SiteLink to="/privacy">Patakaran sa Privacy</SiteLink>. Kung hindi ka
        sumasang-ayon, huwag mo nang gamitin ang serbisyo.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Wastong Paggamit',
    body: (
      <>
        <p>
          Gamitin ang {site.appName} para protektahan ang sarili mo at ang iba laban sa scam. Hindi
          mo puwedeng gamitin ang app o ang website na ito:
        </p>
        <ul>
          <li>para mang-harass, manakot o manakit ng sinuman;</li>
          <li>
            para i-test, gawin o pahusayin ang mga scam, phishing message o iba pang panloloko;
          </li>
          <li>para mag-upload ng ilegal na nilalaman;</li>
          <li>
            para kopyahin, i-decompile o i-reverse-engineer ang app o ang sistema nito sa pagtukoy
            ng scam;
          </li>
          <li>
            para i-overload, guluhin o atakihin ang serbisyo, halimbawa gamit ang mga automated na
            request;
          </li>
          <li>
            para mag-scan ng nilalamang wala kang karapatang i-share, gaya ng mga kumpidensyal na
            dokumentong hindi mo puwedeng ipasa.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'Mga Responsibilidad ng User',
    body: (
      <>
        <p>Kapag ginagamit mo ang {site.appName}, sumasang-ayon kang:</p>
        <ul>
          <li>
            Ingatan ang password mo at huwag itong i-share kaninuman. Sabihan agad kami kung sa
            tingin mo ay may ibang gumagamit ng account mo.
          </li>
          <li>Magbigay ng tamang impormasyon ng account at panatilihin itong updated.</li>
          <li>
            I-verify ang mga resulta bago kumilos. Bago ka magpadala ng pera o mag-share ng personal
            details, kumpirmahin muna sa mga opisyal na channel, gaya ng bangko mo o ng opisyal na
            hotline ng sender.
          </li>
          <li>
            I-report ang mga scam sa mga awtoridad: nasa pahina naming{' '}
            <SiteLink to="/help">Na-scam? Gawin ito ngayon</SiteLink> ang mga opisyal na channel, at
            bawat isa ay may pinagkunan.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Hangganan ng Pananagutan',
    body: (
      <>
        <p>
          Ibinibigay ang {site.appName} nang “as is”. Pinagsisikapan naming panatilihin itong tama
          at available, pero hindi namin maipapangako na palagi itong gagana, na hindi ito
          magkakaroon ng error, o na mahuhuli nito ang bawat scam.
        </p>
        <p>
          Gabay ang mga resulta namin, hindi garantiya. Ikaw ang magpapasya kung ano ang gagawin.
        </p>
        <p>
          Sa abot ng pinapayagan ng batas ng Pilipinas, walang pananagutan ang {site.companyName} sa
          mga hindi direktang pinsala, o sa perang mawawala dahil sa mga scam na hindi natukoy ng{' '}
          {site.appName}.
        </p>
        <p>
          Walang bahagi ng mga tuntuning ito ang naglilimita sa pananagutang hindi puwedeng
          limitahan sa ilalim ng batas ng Pilipinas, kasama ang mga karapatan mo sa ilalim ng
          Consumer Act of the Philippines.
        </p>
      </>
    ),
  },
  {
    id: 'account-termination',
    title: 'Pagsasara ng Account',
    body: (
      <>
        <p>
          Puwede mong burahin ang account mo anumang oras, sa app o sa aming{' '}
          <SiteLink to="/delete-account">pahinang Burahin ang Account</SiteLink>. Ipinapaliwanag ng
          aming <SiteLink to="/privacy">Patakaran sa Privacy</SiteLink> kung ano ang nangyayari sa
          data mo.
        </p>
        <p>
          Maaari naming i-suspend o isara ang mga account na lumalabag sa mga tuntuning ito,
          halimbawa ang mga account na ginagamit para mang-harass ng tao o gumawa ng scam.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Mga Update sa Mga Tuntuning Ito',
    body: (
      <>
        <p>
          Maaari naming i-update ang mga tuntuning ito. Kapag ginawa namin iyon, papalitan namin ang
          petsang “Epektibo simula” sa itaas ng pahinang ito; epektibo ang bersyong ito simula{' '}
          {filMonthYear(site.policyEffectiveMonth)}.
        </p>
        <p>
          Ipinapaalam namin sa app ang malalaking pagbabago. Kung patuloy mong gagamitin ang{' '}
          {site.appName} pagkatapos ng pagbabago, tinatanggap mo ang mga na-update na tuntunin.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Batas na Umiiral',
    body: (
      <>
        <p>Ang mga tuntuning ito ay sakop ng mga batas ng Republika ng Pilipinas.</p>
        <p>
          Kung may reklamo ka o hindi tayo magkasundo sa isang bagay, makipag-ugnayan muna sa amin
          para masubukan naming ayusin ito nang hindi dumadaan sa korte. Kung hindi namin ito
          maayos, dadalhin ang usapin sa mga korte ng Pilipinas.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Makipag-ugnayan',
    body: (
      <>
        <p>
          May tanong tungkol sa mga tuntuning ito? Mag-email sa amin sa <ContactEmailLink />.
        </p>
        <p>
          Para mag-report ng scam, tumawag sa pambansang anti-scam hotline na{' '}
          <a href={`tel:${nationalHotline.tel}`}>{nationalHotline.display}</a> (iniulat ng{' '}
          {hotlineReporters.join(' at ng ')}). Nakalista ito sa pahina naming{' '}
          <SiteLink to="/help">Na-scam? Gawin ito ngayon</SiteLink>, kasama ang iba pang channel
          para mag-report at ang pinagkunan ng bawat isa.
        </p>
      </>
    ),
  },
]

export const filTerms: PolicyDocument = {
  title: 'Mga Tuntunin ng Serbisyo',
  intro: (
    <>
      <p>
        Ito ang mga tuntunin sa paggamit ng {site.appName} mobile app at ng website na ito. Ang{' '}
        {site.appName} ay ibinibigay ng {site.companyName} (“kami”). Maikli ang mga ito at nakasulat
        sa simpleng pananalita. Pakibasa ang mga ito bago mo gamitin ang serbisyo.
      </p>
      <p>
        Salin ito ng{' '}
        <a href="/terms" hrefLang="en-PH" lang="en-PH">
          Terms of Service
        </a>{' '}
        sa English. Kung may pagkakaiba ang dalawa, ang bersyong English ang masusunod.
      </p>
    </>
  ),
  sections,
}
