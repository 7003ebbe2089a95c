import type { BilingualArticle } from './article-text';

interface NewsText extends BilingualArticle {
  /** Days before the seed's `now` the item was published. */
  daysAgo: number;
  /** Article image number (media-paths articleImageUrl). */
  image: number;
}

/** News of the property unit, newest first. */
export const NEWS: readonly NewsText[] = [
  {
    daysAgo: 3,
    image: 1,
    pl: {
      title: 'Jesienna obniżka cen: wybrane nieruchomości nawet 20% taniej',
      lead: 'Do końca roku obniżyliśmy ceny kilkunastu budynków, działek i lokali w całej Polsce.',
      content:
        '<p>Ruszyła jesienna promocja. Obniżki obejmują dawne centrale telefoniczne, działki inwestycyjne oraz lokale handlowe – łącznie kilkanaście nieruchomości w różnych regionach kraju.</p><p>Oferty objęte promocją oznaczyliśmy na liście plakietką z nową ceną. Ceny promocyjne obowiązują do 31 grudnia lub do wyczerpania oferty.</p><p>Pełną listę znajdziesz w zakładce <a href="/oferta_specjalna/promocje">Oferty specjalne – promocje</a>.</p>',
    },
    en: {
      title: 'Autumn price cut: selected properties up to 20% cheaper',
      lead: 'Until the end of the year we have cut the prices of over a dozen buildings, plots and units all over Poland.',
      content:
        '<p>Our autumn promotion has started. The cuts cover former telephone exchanges, investment plots and retail units – over a dozen properties in several regions.</p><p>Offers in the promotion carry a new-price badge on the list. Promotional prices apply until 31 December or while stocks last.</p><p>See the full list under <a href="/en/oferta_specjalna/promocje">Special offers – promotions</a>.</p>',
    },
  },
  {
    daysAgo: 12,
    image: 2,
    pl: {
      title: 'Filmy z drona przy kolejnych ofertach',
      lead: 'Przy ponad trzydziestu nieruchomościach można już obejrzeć nagranie z lotu ptaka.',
      content:
        '<p>Nagrania z drona pokazują to, czego nie widać na zdjęciach: sąsiedztwo, dojazd, kształt działki i stan dachu. Oferty z filmem oznaczyliśmy na liście ikoną kamery.</p><p>Filmy realizujemy we współpracy z licencjonowanymi operatorami, zgodnie z przepisami dotyczącymi lotów nad terenami zabudowanymi.</p>',
    },
    en: {
      title: 'Drone videos for more offers',
      lead: "More than thirty properties now come with a bird's-eye video.",
      content:
        '<p>Drone footage shows what photos cannot: the neighbourhood, access, the shape of the plot and the state of the roof. Offers with a video carry a camera icon on the list.</p><p>The videos are made with licensed operators, in line with the rules for flights over built-up areas.</p>',
    },
  },
  {
    daysAgo: 26,
    image: 3,
    pl: {
      title: 'Rekordowa liczba zapytań w III kwartale',
      lead: 'Od lipca do września otrzymaliśmy o 35% więcej zapytań niż przed rokiem.',
      content:
        '<p>Największym zainteresowaniem cieszyły się działki inwestycyjne w pobliżu dużych miast oraz budynki dawnych central w miastach powiatowych. Rośnie też popyt na niewielkie magazyny.</p><p>Wśród pytających przybyło firm technologicznych, które szukają budynków z dobrym zasilaniem i dostępem do światłowodu.</p><p>Dziękujemy za zaufanie – na każde zapytanie odpowiadamy w ciągu dwóch dni roboczych.</p>',
    },
    en: {
      title: 'Record number of enquiries in Q3',
      lead: 'From July to September we received 35% more enquiries than a year earlier.',
      content:
        '<p>Investment plots near big cities and former exchange buildings in county towns drew the most interest. Demand for small warehouses is growing too.</p><p>More of the enquiries came from technology companies looking for buildings with a strong power supply and fibre access.</p><p>Thank you for your trust – we answer every enquiry within two working days.</p>',
    },
  },
  {
    daysAgo: 41,
    image: 4,
    pl: {
      title: 'Zbieramy oferty na działki w Wielkopolsce',
      lead: 'Do końca miesiąca można składać propozycje cenowe na sześć działek inwestycyjnych.',
      content:
        '<p>Działki mają od 0,3 do 2,5 ha i leżą przy drogach powiatowych, w zasięgu sieci uzbrojenia. Cztery z nich są objęte miejscowym planem zagospodarowania przestrzennego z przeznaczeniem usługowym.</p><p>Propozycje cenowe przyjmujemy przez formularz przy każdej ofercie. O wyniku poinformujemy wszystkich uczestników.</p>',
    },
    en: {
      title: 'Bids invited for plots in Greater Poland',
      lead: 'Until the end of the month you can send price proposals for six investment plots.',
      content:
        '<p>The plots range from 0.3 to 2.5 ha and lie along county roads, within reach of utilities. Four of them are covered by a local zoning plan for commercial use.</p><p>We accept price proposals through the form on each offer, and will let every bidder know the result.</p>',
    },
  },
  {
    daysAgo: 58,
    image: 5,
    pl: {
      title: 'Budynek dawnej centrali w Krakowie sprzedany – powstanie w nim hub technologiczny',
      lead: 'Nowy właściciel zaadaptuje czterokondygnacyjny obiekt na biura dla firm z branży IT.',
      content:
        '<p>Budynek z lat 70. ma stropy o dużej nośności i dwa niezależne przyłącza energetyczne – cechy, które przekonały inwestora. W części obiektu nadal będą pracować urządzenia naszej sieci na podstawie umowy najmu.</p><p>To już dwudziesta sprzedaż dawnej centrali w tym roku. Kolejne budynki tego typu znajdziesz w zakładce <a href="/oferta_specjalna/typy-nieruchomosci">Typy nieruchomości</a>.</p>',
    },
    en: {
      title: 'Former exchange in Kraków sold – to become a technology hub',
      lead: 'The new owner will convert the four-storey building into offices for IT companies.',
      content:
        '<p>The 1970s building has heavy-duty floors and two independent power connections – features that won the investor over. Our network equipment will stay in part of the building under a lease.</p><p>This is the twentieth former exchange sold this year. Find more buildings like it under <a href="/en/oferta_specjalna/typy-nieruchomosci">Property types</a>.</p>',
    },
  },
  {
    daysAgo: 75,
    image: 6,
    pl: {
      title: 'Zapisz się do newslettera z ofertami',
      lead: 'Raz w tygodniu wyślemy Ci nowe oferty z wybranych województw.',
      content:
        '<p>W formularzu na dole strony wskaż województwa, które Cię interesują, i zaznacz, czy jesteś pośrednikiem. Po potwierdzeniu adresu e-mail będziesz otrzymywać zestawienie nowych ofert i obniżek cen.</p><p>Z subskrypcji możesz zrezygnować w każdej chwili, klikając link w stopce wiadomości.</p>',
    },
    en: {
      title: 'Sign up for the property newsletter',
      lead: 'Once a week we will send you new offers from the voivodeships you choose.',
      content:
        '<p>In the form at the bottom of the page, pick the voivodeships you are interested in and tick whether you are a broker. Once you confirm your e-mail address you will receive a digest of new offers and price cuts.</p><p>You can unsubscribe at any time with the link at the bottom of every message.</p>',
    },
  },
  {
    daysAgo: 96,
    image: 7,
    pl: {
      title: 'Powierzchnie biurowe z dostępem do światłowodu',
      lead: 'W budynkach technicznych w dwunastu miastach wydzieliliśmy biura do wynajęcia.',
      content:
        '<p>Po modernizacji sieci w wielu budynkach zwolniły się kondygnacje biurowe. Najemcy zyskują łącze światłowodowe w budynku, rezerwowe zasilanie i parking.</p><p>Oferujemy moduły od 40 m², umowy na czas określony i nieokreślony oraz możliwość aranżacji pod potrzeby najemcy.</p>',
    },
    en: {
      title: 'Office space with fibre access',
      lead: 'We have set aside offices for rent in technical buildings in twelve towns.',
      content:
        '<p>Network modernisation has freed up office floors in many buildings. Tenants get a fibre connection in the building, backup power and parking.</p><p>We offer units from 40 m², fixed-term and open-ended leases, and fit-outs to suit the tenant.</p>',
    },
  },
  {
    daysAgo: 118,
    image: 8,
    pl: {
      title: 'Nowe zasady składania propozycji cenowych',
      lead: 'Uprościliśmy postępowanie przy ofertach oznaczonych jako „zaproponuj cenę”.',
      content:
        '<p>Propozycję można teraz złożyć bezpośrednio w formularzu oferty, bez wysyłania dokumentów pocztą. Wadium wpłaca się dopiero po zaproszeniu do negocjacji.</p><ul><li>termin składania propozycji podajemy w opisie oferty,</li><li>wszyscy uczestnicy otrzymują informację o wyniku,</li><li>sprzedający może zamknąć postępowanie bez wyboru oferty.</li></ul>',
    },
    en: {
      title: 'New rules for price proposals',
      lead: 'We have simplified the process for offers marked "make an offer".',
      content:
        '<p>You can now send a proposal straight from the offer form, with no paperwork by post. A deposit is only paid once you are invited to negotiate.</p><ul><li>the deadline for proposals is given in the offer description,</li><li>every bidder is told the result,</li><li>the seller may close the process without choosing a bid.</li></ul>',
    },
  },
  {
    daysAgo: 150,
    image: 9,
    pl: {
      title: 'Spotkania z pośrednikami w regionach',
      lead: 'W maju i czerwcu odwiedziliśmy sześć miast, by porozmawiać o współpracy z biurami nieruchomości.',
      content:
        '<p>Na spotkaniach w Gdańsku, Poznaniu, Wrocławiu, Katowicach, Lublinie i Warszawie przedstawiliśmy zasady współpracy oraz nieruchomości, które trafią do sprzedaży w najbliższych miesiącach.</p><p>Szczegóły programu dla pośredników znajdziesz na stronie <a href="/dla-posrednikow">Dla pośredników</a>.</p>',
    },
    en: {
      title: 'Meetings with brokers in the regions',
      lead: 'In May and June we visited six cities to talk with estate agencies about working together.',
      content:
        '<p>At meetings in Gdańsk, Poznań, Wrocław, Katowice, Lublin and Warsaw we presented how we work with brokers and the properties coming up for sale in the months ahead.</p><p>Details of the programme are on the <a href="/en/for-intermediaries">For intermediaries</a> page.</p>',
    },
  },
  {
    daysAgo: 183,
    image: 10,
    pl: {
      title: 'Nieruchomości dla samorządów',
      lead: 'Gminy i powiaty mogą nabywać nasze nieruchomości na cele publiczne na preferencyjnych zasadach.',
      content:
        '<p>W ostatnich latach w dawnych centralach powstały m.in. biblioteki, przychodnie i siedziby ośrodków pomocy społecznej. Dla samorządów przygotowujemy indywidualne warunki płatności.</p><p>Zainteresowane jednostki zapraszamy do kontaktu z opiekunami regionów.</p>',
    },
    en: {
      title: 'Property for local authorities',
      lead: 'Municipalities and counties can buy our properties for public use on preferential terms.',
      content:
        '<p>In recent years former exchanges have become libraries, health centres and social welfare offices, among others. We prepare tailored payment terms for local authorities.</p><p>Interested authorities are welcome to contact our regional sales team.</p>',
    },
  },
  {
    daysAgo: 220,
    image: 11,
    pl: {
      title: 'Zobacz, co wkrótce trafi do sprzedaży',
      lead: 'Nowa zakładka „W przygotowaniu” pokazuje nieruchomości, dla których kompletujemy dokumenty.',
      content:
        '<p>Zanim nieruchomość trafi do sprzedaży, porządkujemy jej stan prawny i przygotowujemy dokumentację techniczną. Teraz możesz poznać takie obiekty wcześniej i zgłosić zainteresowanie.</p><p>Zajrzyj do zakładki <a href="/do_sprzedania_wkrotce">W przygotowaniu</a>.</p>',
    },
    en: {
      title: 'See what is coming up for sale',
      lead: 'The new "In preparation" section shows properties whose paperwork we are completing.',
      content:
        '<p>Before a property goes on sale we put its legal status in order and prepare the technical documents. Now you can see these properties earlier and register your interest.</p><p>Have a look at the <a href="/en/do_sprzedania_wkrotce">In preparation</a> section.</p>',
    },
  },
  {
    daysAgo: 265,
    image: 12,
    pl: {
      title: 'Godziny pracy działu sprzedaży w okresie świątecznym',
      lead: 'W dniach 24–31 grudnia dział sprzedaży pracuje w skróconym wymiarze.',
      content:
        '<p>W dni robocze między świętami odpowiadamy na telefony w godzinach 9:00–13:00. Wiadomości e-mail wysłane w tym czasie rozpatrzymy do 5 stycznia.</p><p>Życzymy spokojnych świąt i udanych inwestycji w nowym roku!</p>',
    },
    en: {
      title: 'Sales office hours over the holidays',
      lead: 'From 24 to 31 December the sales team works shorter hours.',
      content:
        '<p>On working days between Christmas and New Year we take calls from 9:00 to 13:00. E-mails sent in that period will be answered by 5 January.</p><p>We wish you a peaceful holiday and successful investments in the new year!</p>',
    },
  },
  {
    daysAgo: 330,
    image: 1,
    pl: {
      title: 'Ponad 40 dawnych central telefonicznych w sprzedaży',
      lead: 'Modernizacja sieci pozwala nam udostępnić kolejne budynki techniczne w całym kraju.',
      content:
        '<p>Nowoczesne urządzenia dostępowe zajmują ułamek miejsca potrzebnego dawnym centralom. Dzięki temu możemy sprzedać budynki lub ich części, zachowując – tam, gdzie to potrzebne – niewielkie pomieszczenia dla sieci.</p><p>Budynki mają zwykle od 200 do 3000 m² powierzchni i stoją w centrach miejscowości.</p>',
    },
    en: {
      title: 'Over 40 former telephone exchanges for sale',
      lead: 'Network modernisation lets us release more technical buildings all over the country.',
      content:
        '<p>Modern access equipment takes a fraction of the space the old exchanges needed. So we can sell whole buildings or parts of them, keeping small rooms for the network where necessary.</p><p>The buildings usually have 200 to 3,000 m² of floor space and stand in town centres.</p>',
    },
  },
  {
    daysAgo: 400,
    image: 2,
    pl: {
      title: 'Wystartował nowy portal z ofertami nieruchomości',
      lead: 'Wszystkie nieruchomości na sprzedaż i wynajem znajdziesz teraz w jednym miejscu.',
      content:
        '<p>Nowy portal pozwala filtrować oferty według województwa, miejscowości, typu nieruchomości, ceny i powierzchni, a także przeglądać je na mapie. Ulubione oferty możesz zapisać i wrócić do nich później.</p><p>Serwis działa w języku polskim i angielskim.</p>',
    },
    en: {
      title: 'Our new property portal is live',
      lead: 'All properties for sale and for rent are now in one place.',
      content:
        '<p>The new portal lets you filter offers by voivodeship, town, property type, price and area, and browse them on a map. You can save favourite offers and come back to them later.</p><p>The site is available in Polish and English.</p>',
    },
  },
];
