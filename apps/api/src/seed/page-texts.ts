import type { Language } from '@estate/domain/language';

interface PageText {
  lang: Language;
  slug: string;
  title: string;
  /** Meta description for search engines and link previews. */
  description: string;
  content: string;
}

const COMPANY = 'Spółka Nieruchomości Sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa';

const ABOUT_PL = `<h2>Kim jesteśmy</h2>
<p>Spółka Nieruchomości zarządza nieruchomościami operatora telekomunikacyjnego w całej Polsce. Przez dziesięciolecia sieć telefoniczna potrzebowała setek budynków technicznych, działek pod maszty i lokali obsługi klienta. Dzięki nowoczesnym technologiom sieć zajmuje dziś ułamek tej przestrzeni, dlatego nieruchomości, których już nie potrzebuje, sprzedajemy i wynajmujemy.</p>
<h2>Co oferujemy</h2>
<ul>
<li>budynki dawnych central telefonicznych – solidne obiekty w centrach miejscowości,</li>
<li>działki budowlane i inwestycyjne z uregulowanym stanem prawnym,</li>
<li>biura, magazyny i lokale handlowe na sprzedaż i wynajem,</li>
<li>nietypowe nieruchomości: garaże, place parkingowe, dawne stacje przekaźnikowe.</li>
</ul>
<h2>Jak pracujemy</h2>
<p>Każda oferta ma swojego opiekuna, który zna nieruchomość, przygotowuje dokumenty i prowadzi rozmowy z kupującymi. Dbamy o przejrzystość: publikujemy ceny, dokumenty i informację o trybie sprzedaży, a wyniki postępowań przekazujemy wszystkim uczestnikom.</p>
<p>Środki ze sprzedaży przeznaczamy na rozwój sieci światłowodowej i mobilnej.</p>
<h2>Dane spółki</h2>
<p>${COMPANY}<br>KRS 0000000000, NIP 000-000-00-00, kapitał zakładowy 5 000 000 zł.</p>`;

const ABOUT_EN = `<h2>Who we are</h2>
<p>Spółka Nieruchomości manages the property of a telecom operator all over Poland. For decades the telephone network needed hundreds of technical buildings, plots for masts and customer service shops. Thanks to modern technology the network now takes up a fraction of that space, so we sell and let the property it no longer needs.</p>
<h2>What we offer</h2>
<ul>
<li>former telephone exchange buildings – solid buildings in town centres,</li>
<li>building and investment plots with clear title,</li>
<li>offices, warehouses and retail units for sale and for rent,</li>
<li>unusual properties: garages, car parks, former relay stations.</li>
</ul>
<h2>How we work</h2>
<p>Every offer has a sales contact who knows the property, prepares the documents and talks to buyers. We are transparent: we publish prices, documents and how each property is sold, and we tell every bidder the result.</p>
<p>The proceeds go into developing our fibre and mobile networks.</p>
<h2>Company details</h2>
<p>${COMPANY}<br>National Court Register (KRS) 0000000000, tax ID (NIP) 000-000-00-00, share capital PLN 5,000,000.</p>`;

const BROKERS_PL = `<h2>Współpraca z pośrednikami nieruchomości</h2>
<p>Zapraszamy do współpracy biura i agentów nieruchomości. Jeśli Twój klient kupi lub wynajmie nieruchomość z naszej oferty, otrzymasz wynagrodzenie.</p>
<h2>Zasady</h2>
<ol>
<li>Zgłoś klienta przez formularz kontaktowy przy ofercie, zaznaczając, że jesteś pośrednikiem – zanim klient sam skontaktuje się z nami.</li>
<li>Potwierdzimy zgłoszenie w ciągu dwóch dni roboczych. Zgłoszenie jest ważne przez 6 miesięcy.</li>
<li>Po zawarciu umowy sprzedaży lub najmu wystawiasz fakturę zgodnie z umową o współpracy.</li>
</ol>
<h2>Wynagrodzenie</h2>
<ul>
<li>sprzedaż: 2% ceny netto, nie mniej niż 5 000 zł,</li>
<li>najem: równowartość jednego miesięcznego czynszu netto przy umowie na co najmniej 3 lata.</li>
</ul>
<h2>Newsletter dla pośredników</h2>
<p>Zapisz się do newslettera i zaznacz, że jesteś pośrednikiem – będziesz otrzymywać informacje o nowych ofertach i nieruchomościach w przygotowaniu przed ich publikacją.</p>`;

const BROKERS_EN = `<h2>Working with estate agents</h2>
<p>We welcome estate agencies and agents. If your client buys or rents a property from our listings, you earn a fee.</p>
<h2>How it works</h2>
<ol>
<li>Register your client through the contact form on the offer, stating that you are an agent – before the client contacts us directly.</li>
<li>We confirm the registration within two working days. It is valid for 6 months.</li>
<li>Once the sale or lease is signed, you invoice us under the cooperation agreement.</li>
</ol>
<h2>Fees</h2>
<ul>
<li>sale: 2% of the net price, at least PLN 5,000,</li>
<li>lease: one month's net rent for a lease of at least 3 years.</li>
</ul>
<h2>Newsletter for agents</h2>
<p>Subscribe to the newsletter and tick that you are an agent – you will hear about new offers and properties in preparation before they are published.</p>`;

const PRIVACY_PL = `<h2>1. Administrator danych</h2>
<p>Administratorem Twoich danych osobowych jest ${COMPANY} (dalej: „my”). We wszystkich sprawach dotyczących danych osobowych możesz pisać na adres: iod@example.pl.</p>
<h2>2. Jakie dane przetwarzamy i w jakim celu</h2>
<ul>
<li><strong>Formularze kontaktowe</strong> – imię, nazwisko, e-mail, telefon i treść wiadomości, aby odpowiedzieć na zapytanie (art. 6 ust. 1 lit. b i f RODO).</li>
<li><strong>Newsletter</strong> – adres e-mail, wybrane województwa i informacja, czy jesteś pośrednikiem, aby wysyłać oferty nieruchomości. Podstawą jest Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą wyrażasz, zaznaczając pole zgody w formularzu i potwierdzając subskrypcję linkiem z wiadomości e-mail. Zgodę możesz wycofać w każdej chwili, klikając link „wypisz się” w newsletterze; wycofanie zgody nie wpływa na zgodność z prawem wcześniejszego przetwarzania.</li>
<li><strong>Statystyki i marketing</strong> – dane z plików cookies, jeśli wyrazisz na to zgodę (zob. <a href="/polityka-cookies">Polityka cookies</a>).</li>
<li><strong>Bezpieczeństwo serwisu</strong> – adres IP i dane techniczne, w oparciu o nasz prawnie uzasadniony interes.</li>
</ul>
<h2>3. Jak długo przechowujemy dane</h2>
<p>Dane z formularzy – do 3 lat od zakończenia korespondencji. Dane subskrybentów newslettera – do wycofania zgody, a następnie przez okres przedawnienia ewentualnych roszczeń. Wraz z adresem przechowujemy treść zgody i datę jej wyrażenia, aby móc wykazać jej udzielenie.</p>
<h2>4. Odbiorcy danych</h2>
<p>Dane mogą przetwarzać na nasze zlecenie dostawcy usług hostingowych, poczty elektronicznej i narzędzi analitycznych. Nie sprzedajemy danych i nie przekazujemy ich poza Europejski Obszar Gospodarczy bez odpowiednich zabezpieczeń.</p>
<h2>5. Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, wniesienia sprzeciwu oraz wycofania zgody. Przysługuje Ci także skarga do Prezesa Urzędu Ochrony Danych Osobowych.</p>
<h2>6. Zmiany polityki</h2>
<p>O istotnych zmianach polityki prywatności poinformujemy na stronie serwisu.</p>`;

const PRIVACY_EN = `<h2>1. Data controller</h2>
<p>The controller of your personal data is ${COMPANY} ("we"). For any matter concerning personal data, write to: iod@example.pl.</p>
<h2>2. What data we process and why</h2>
<ul>
<li><strong>Contact forms</strong> – name, e-mail, phone and your message, to answer your enquiry (Art. 6(1)(b) and (f) GDPR).</li>
<li><strong>Newsletter</strong> – your e-mail address, chosen voivodeships and whether you are an estate agent, to send you property offers. The legal basis is your consent (Art. 6(1)(a) GDPR), which you give by ticking the consent box in the form and confirming the subscription through the link we e-mail you. You can withdraw consent at any time with the "unsubscribe" link in the newsletter; withdrawal does not affect the lawfulness of earlier processing.</li>
<li><strong>Statistics and marketing</strong> – cookie data, if you consent (see the <a href="/en/cookies-policy">Cookies policy</a>).</li>
<li><strong>Website security</strong> – IP address and technical data, on the basis of our legitimate interest.</li>
</ul>
<h2>3. How long we keep data</h2>
<p>Form data – up to 3 years after the correspondence ends. Newsletter subscriber data – until consent is withdrawn, then for the limitation period of any claims. With your address we keep the consent text and the date you gave it, so that we can prove it.</p>
<h2>4. Recipients</h2>
<p>Hosting, e-mail and analytics providers may process data on our behalf. We do not sell data or transfer it outside the European Economic Area without appropriate safeguards.</p>
<h2>5. Your rights</h2>
<p>You have the right to access, rectify, erase, restrict and port your data, to object, and to withdraw consent. You may also complain to the President of the Personal Data Protection Office (UODO).</p>
<h2>6. Changes</h2>
<p>We will announce material changes to this policy on the website.</p>`;

const TERMS_PL = `<h2>§ 1. Postanowienia ogólne</h2>
<p>Regulamin określa zasady korzystania z serwisu z ofertami nieruchomości prowadzonego przez ${COMPANY}. Korzystanie z serwisu jest bezpłatne i nie wymaga rejestracji.</p>
<h2>§ 2. Usługi</h2>
<ul>
<li>przeglądanie ofert sprzedaży i najmu nieruchomości,</li>
<li>zapisywanie ulubionych ofert w przeglądarce,</li>
<li>wysyłanie zapytań przez formularze kontaktowe,</li>
<li>newsletter z ofertami nieruchomości.</li>
</ul>
<h2>§ 3. Wymagania techniczne</h2>
<p>Do korzystania z serwisu potrzebne jest urządzenie z dostępem do internetu i aktualna przeglądarka internetowa z włączoną obsługą JavaScript.</p>
<h2>§ 4. Charakter ofert</h2>
<p>Oferty publikowane w serwisie nie stanowią oferty w rozumieniu art. 66 Kodeksu cywilnego, lecz zaproszenie do rokowań. Zdjęcia i rzuty mają charakter poglądowy. Wiążące są dokumenty przekazane przed zawarciem umowy.</p>
<h2>§ 5. Newsletter</h2>
<p>Zapis do newslettera wymaga podania adresu e-mail, wyrażenia zgody i potwierdzenia subskrypcji. Z newslettera można zrezygnować w każdej chwili.</p>
<h2>§ 6. Reklamacje</h2>
<p>Uwagi dotyczące działania serwisu można zgłaszać na adres kontakt@example.pl. Odpowiadamy w ciągu 14 dni.</p>
<h2>§ 7. Postanowienia końcowe</h2>
<p>Regulamin obowiązuje od dnia publikacji. Zasady przetwarzania danych osobowych opisuje <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p>`;

const TERMS_EN = `<h2>§ 1. General</h2>
<p>These regulations set out the rules for using the property listings website run by ${COMPANY}. The website is free to use and needs no registration.</p>
<h2>§ 2. Services</h2>
<ul>
<li>browsing properties for sale and for rent,</li>
<li>saving favourite offers in your browser,</li>
<li>sending enquiries through contact forms,</li>
<li>a newsletter with property offers.</li>
</ul>
<h2>§ 3. Technical requirements</h2>
<p>You need a device with internet access and an up-to-date web browser with JavaScript enabled.</p>
<h2>§ 4. Nature of the listings</h2>
<p>Listings on the website are not offers within the meaning of Article 66 of the Polish Civil Code but invitations to negotiate. Photos and plans are illustrative. The documents provided before the contract is signed are binding.</p>
<h2>§ 5. Newsletter</h2>
<p>Subscribing requires an e-mail address, consent and confirmation of the subscription. You can unsubscribe at any time.</p>
<h2>§ 6. Complaints</h2>
<p>Send comments about the website to kontakt@example.pl. We reply within 14 days.</p>
<h2>§ 7. Final provisions</h2>
<p>These regulations apply from the date of publication. Personal data processing is described in the <a href="/en/privacy-policy">Privacy policy</a>.</p>`;

const COOKIES_PL = `<h2>Czym są pliki cookies</h2>
<p>Pliki cookies to niewielkie pliki tekstowe zapisywane w przeglądarce. Używamy ich, aby serwis działał poprawnie, a za Twoją zgodą – także do statystyk i marketingu.</p>
<h2>Kategorie plików cookies</h2>
<ul>
<li><strong>Niezbędne</strong> – zapamiętują Twoje wybory dotyczące cookies i zapewniają bezpieczeństwo serwisu. Nie wymagają zgody.</li>
<li><strong>Funkcjonalne i personalizacyjne</strong> – zapamiętują preferencje, np. wybrany układ listy ofert.</li>
<li><strong>Analityczne</strong> – pozwalają mierzyć ruch w serwisie i ulepszać go.</li>
<li><strong>Marketingowe</strong> – służą dopasowaniu reklam naszych ofert w innych serwisach.</li>
</ul>
<h2>Pliki zapisywane przez serwis</h2>
<p>Twoje decyzje zapisujemy w plikach consentCookie, consentNecessary, consentPreferencesy, consentStatistics i consentMarketing, przechowywanych przez 365 dni. Ulubione oferty przechowujemy w pamięci przeglądarki (localStorage), a nie w plikach cookies.</p>
<h2>Jak zmienić ustawienia</h2>
<p>Zgody możesz zmienić w oknie ustawień cookies albo usuwając pliki cookies w przeglądarce – okno wyboru pojawi się ponownie.</p>`;

const COOKIES_EN = `<h2>What cookies are</h2>
<p>Cookies are small text files stored in your browser. We use them to make the website work and, with your consent, for statistics and marketing.</p>
<h2>Categories of cookies</h2>
<ul>
<li><strong>Necessary</strong> – remember your cookie choices and keep the website secure. No consent is needed.</li>
<li><strong>Functional and personalisation</strong> – remember your preferences, such as the chosen listing layout.</li>
<li><strong>Analytical</strong> – let us measure traffic and improve the website.</li>
<li><strong>Marketing</strong> – help us tailor ads for our offers on other websites.</li>
</ul>
<h2>Cookies set by the website</h2>
<p>Your choices are stored in the cookies consentCookie, consentNecessary, consentPreferencesy, consentStatistics and consentMarketing, kept for 365 days. Favourite offers are kept in your browser's local storage, not in cookies.</p>
<h2>Changing your settings</h2>
<p>You can change your consents in the cookie settings dialog, or by deleting cookies in your browser – the dialog will then appear again.</p>`;

const CONTACT_PL = `<h2>Dział sprzedaży</h2>
<p>Poniedziałek–piątek 8:00–16:00<br>Infolinia bezpłatna: 800 000 000<br>Telefon (opłata wg taryfy operatora): +48 22 000 00 00<br>E-mail: sprzedaz@example.pl</p>
<h2>Adres</h2>
<p>${COMPANY}</p>`;

const CONTACT_EN = `<h2>Sales department</h2>
<p>Monday to Friday 8:00–16:00<br>Free line: 800 000 000<br>Phone (standard rates): +48 22 000 00 00<br>E-mail: sprzedaz@example.pl</p>
<h2>Address</h2>
<p>${COMPANY}</p>`;

/**
 * Static pages. English keeps both readings of the intermediaries page (SPEC §2): the footer links
 * for-intermediaries, the language switch for-developers, with the same content.
 */
export const PAGES: readonly PageText[] = [
  {
    lang: 'pl',
    slug: 'o-nas',
    title: 'O nas',
    description: 'Sprzedajemy i wynajmujemy nieruchomości operatora telekomunikacyjnego w całej Polsce.',
    content: ABOUT_PL,
  },
  {
    lang: 'pl',
    slug: 'dla-posrednikow',
    title: 'Dla pośredników',
    description: 'Zasady współpracy i wynagrodzenia dla pośredników nieruchomości.',
    content: BROKERS_PL,
  },
  {
    lang: 'pl',
    slug: 'polityka-prywatnosci',
    title: 'Polityka prywatności',
    description: 'Jak przetwarzamy dane osobowe użytkowników serwisu i subskrybentów newslettera.',
    content: PRIVACY_PL,
  },
  {
    lang: 'pl',
    slug: 'regulamin-serwisu',
    title: 'Regulamin serwisu',
    description: 'Zasady korzystania z serwisu z ofertami nieruchomości.',
    content: TERMS_PL,
  },
  {
    lang: 'pl',
    slug: 'polityka-cookies',
    title: 'Polityka cookies',
    description: 'Jakie pliki cookies wykorzystuje serwis i jak zmienić ustawienia.',
    content: COOKIES_PL,
  },
  {
    lang: 'pl',
    slug: 'kontakt-dane',
    title: 'Dane kontaktowe',
    description: 'Telefon, e-mail i adres działu sprzedaży nieruchomości.',
    content: CONTACT_PL,
  },
  {
    lang: 'en',
    slug: 'about-us',
    title: 'About us',
    description: "We sell and let a telecom operator's property all over Poland.",
    content: ABOUT_EN,
  },
  {
    lang: 'en',
    slug: 'for-intermediaries',
    title: 'For intermediaries',
    description: 'How we work with estate agents, and the fees we pay.',
    content: BROKERS_EN,
  },
  {
    lang: 'en',
    slug: 'for-developers',
    title: 'For intermediaries',
    description: 'How we work with estate agents, and the fees we pay.',
    content: BROKERS_EN,
  },
  {
    lang: 'en',
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: 'How we process the personal data of website users and newsletter subscribers.',
    content: PRIVACY_EN,
  },
  {
    lang: 'en',
    slug: 'website-regulations',
    title: 'Website regulations',
    description: 'The rules for using the property listings website.',
    content: TERMS_EN,
  },
  {
    lang: 'en',
    slug: 'cookies-policy',
    title: 'Cookies policy',
    description: 'Which cookies the website uses and how to change your settings.',
    content: COOKIES_EN,
  },
  {
    lang: 'en',
    slug: 'contact-details',
    title: 'Contact details',
    description: 'Phone, e-mail and address of the property sales department.',
    content: CONTACT_EN,
  },
];
