import type { BilingualArticle } from './article-text';

interface EventText extends BilingualArticle {
  /** Days from the seed's `now` to the event: negative in the past, positive ahead. */
  inDays: number;
  /** Local start time, 'HH:MM' (Polish time; stored in UTC). */
  time: string;
  placePl: string;
  placeEn: string;
  image: number;
}

/** Events of the property unit: open days, webinars, fairs and meetings, past and upcoming. */
export const EVENTS: readonly EventText[] = [
  {
    inDays: 9,
    time: '10:00',
    placePl: 'Warszawa, Hotel Centrum',
    placeEn: 'Warsaw, Hotel Centrum',
    image: 9,
    pl: {
      title: 'Spotkanie z pośrednikami nieruchomości',
      lead: 'Zasady współpracy, prowizje i nieruchomości, które trafią do sprzedaży w pierwszym kwartale.',
      content:
        '<p>Zapraszamy pośredników i biura nieruchomości na spotkanie, na którym przedstawimy plan sprzedaży na przyszły rok i odpowiemy na pytania o współpracę.</p><h3>Program</h3><ul><li>10:00 – powitanie i plan sprzedaży</li><li>10:45 – zasady współpracy i wynagrodzenia</li><li>11:30 – przegląd nieruchomości w przygotowaniu</li><li>12:15 – rozmowy indywidualne</li></ul><p>Udział jest bezpłatny, obowiązuje rejestracja przez formularz kontaktowy.</p>',
    },
    en: {
      title: 'Meeting for estate agents',
      lead: 'How we work with brokers, commissions, and the properties going on sale in the first quarter.',
      content:
        "<p>We invite brokers and estate agencies to a meeting where we will present next year's sales plan and answer questions about working together.</p><h3>Agenda</h3><ul><li>10:00 – welcome and sales plan</li><li>10:45 – cooperation rules and fees</li><li>11:30 – properties in preparation</li><li>12:15 – one-to-one talks</li></ul><p>Attendance is free; please register through the contact form.</p>",
    },
  },
  {
    inDays: 16,
    time: '12:00',
    placePl: 'Online',
    placeEn: 'Online',
    image: 2,
    pl: {
      title: 'Webinar: MPZP i warunki zabudowy przed zakupem działki',
      lead: 'Jak czytać plan miejscowy, kiedy potrzebna jest decyzja o warunkach zabudowy i o co zapytać gminę.',
      content:
        '<p>W godzinnym webinarze urbanista omówi zapisy miejscowego planu zagospodarowania przestrzennego, które najczęściej decydują o opłacalności inwestycji: przeznaczenie terenu, wskaźniki zabudowy i linie zabudowy.</p><p>Na koniec odpowiemy na pytania uczestników. Link do transmisji wyślemy po rejestracji.</p>',
    },
    en: {
      title: 'Webinar: zoning plans and zoning decisions before buying a plot',
      lead: 'How to read a local plan, when you need a zoning decision, and what to ask the municipality.',
      content:
        '<p>In this one-hour webinar a town planner will explain the parts of a local zoning plan that most often decide whether a project pays off: permitted use, building ratios and building lines.</p><p>We will finish with questions from participants. The streaming link is sent after registration.</p>',
    },
  },
  {
    inDays: 30,
    time: '11:00',
    placePl: 'Katowice, Międzynarodowe Centrum Kongresowe',
    placeEn: 'Katowice, International Congress Centre',
    image: 4,
    pl: {
      title: 'Aukcja nieruchomości na Śląsku',
      lead: 'Dziewięć nieruchomości z województwa śląskiego w jednym postępowaniu.',
      content:
        '<p>Do aukcji trafią dawne centrale telefoniczne, działki i lokale użytkowe z Katowic, Gliwic, Bytomia i mniejszych miejscowości regionu. Ceny wywoławcze zaczynają się od 180 000 zł.</p><p>Warunkiem udziału jest wpłata wadium do trzech dni przed aukcją. Regulamin i dokumentacja nieruchomości są dostępne przy ofertach.</p>',
    },
    en: {
      title: 'Property auction in Silesia',
      lead: 'Nine properties from the Silesian voivodeship in a single auction.',
      content:
        '<p>The auction covers former telephone exchanges, plots and commercial units in Katowice, Gliwice, Bytom and smaller towns of the region. Starting prices begin at PLN 180,000.</p><p>To take part, pay the deposit no later than three days before the auction. The rules and property documents are available with the offers.</p>',
    },
  },
  {
    inDays: 44,
    time: '09:30',
    placePl: 'Wrocław, Centrum Konferencyjne Odra',
    placeEn: 'Wrocław, Odra Conference Centre',
    image: 11,
    pl: {
      title: 'Dni otwarte magazynów na Dolnym Śląsku',
      lead: 'Obejrzyj hale magazynowe do wynajęcia z naszym opiekunem oferty.',
      content:
        '<p>Podczas dni otwartych pokażemy hale i budynki magazynowe we Wrocławiu, Legnicy i Wałbrzychu. Po spotkaniu informacyjnym we Wrocławiu zapraszamy na przejazd do wybranych obiektów.</p><p>Liczba miejsc na przejazd jest ograniczona – decyduje kolejność zgłoszeń.</p>',
    },
    en: {
      title: 'Warehouse open days in Lower Silesia',
      lead: 'View warehouses for rent with our sales contact.',
      content:
        '<p>During the open days we will show warehouses and storage buildings in Wrocław, Legnica and Wałbrzych. After a briefing in Wrocław we will take you to selected sites.</p><p>Places on the tour are limited and allocated in order of registration.</p>',
    },
  },
  {
    inDays: 62,
    time: '08:30',
    placePl: 'Kraków, Hotel Pod Wawelem',
    placeEn: 'Kraków, Hotel Pod Wawelem',
    image: 1,
    pl: {
      title: 'Śniadanie biznesowe dla inwestorów',
      lead: 'Rozmowa o adaptacji budynków technicznych na biura, mieszkania i centra danych.',
      content:
        '<p>Przy śniadaniu porozmawiamy z architektami i inwestorami, którzy przebudowali dawne centrale telefoniczne. Pokażemy przykłady realizacji i koszty adaptacji.</p><p>Spotkanie jest przeznaczone dla inwestorów instytucjonalnych i deweloperów. Zaproszenia wysyłamy po zgłoszeniu.</p>',
    },
    en: {
      title: 'Business breakfast for investors',
      lead: 'A conversation about converting technical buildings into offices, flats and data centres.',
      content:
        '<p>Over breakfast we will talk with architects and investors who have redeveloped former telephone exchanges, with examples of completed projects and conversion costs.</p><p>The meeting is for institutional investors and developers. Invitations are sent on request.</p>',
    },
  },
  {
    inDays: 85,
    time: '13:00',
    placePl: 'Online',
    placeEn: 'Online',
    image: 6,
    pl: {
      title: 'Webinar dla pośredników: jak zgłaszać klientów',
      lead: 'Krótki instruktaż zgłaszania klientów i rozliczania wynagrodzenia.',
      content:
        '<p>Pokażemy, jak zgłosić klienta do oferty, jakie dokumenty są potrzebne do rozliczenia i jak śledzić status zgłoszeń. Webinar potrwa 45 minut.</p>',
    },
    en: {
      title: 'Webinar for brokers: registering your clients',
      lead: 'A short walkthrough of registering clients and settling fees.',
      content:
        '<p>We will show how to register a client for an offer, which documents are needed for settlement and how to follow the status of your registrations. The webinar lasts 45 minutes.</p>',
    },
  },
  {
    inDays: -12,
    time: '12:00',
    placePl: 'Online',
    placeEn: 'Online',
    image: 8,
    pl: {
      title: 'Webinar: jak kupić dawną centralę telefoniczną',
      lead: 'Od pierwszego kontaktu do aktu notarialnego – krok po kroku.',
      content:
        '<p>Omówiliśmy etapy zakupu: oględziny, analizę dokumentów, negocjacje, umowę przedwstępną i akt notarialny. Dużo pytań dotyczyło infrastruktury telekomunikacyjnej, która pozostaje w części budynków.</p><p>Nagranie webinaru udostępniamy na życzenie.</p>',
    },
    en: {
      title: 'Webinar: how to buy a former telephone exchange',
      lead: 'From the first contact to the notarial deed – step by step.',
      content:
        '<p>We went through the stages of a purchase: viewing, document review, negotiation, the preliminary agreement and the notarial deed. Many questions concerned the telecom equipment that stays in some buildings.</p><p>A recording is available on request.</p>',
    },
  },
  {
    inDays: -35,
    time: '10:00',
    placePl: 'Łódź, ul. Piotrkowska 100',
    placeEn: 'Łódź, ul. Piotrkowska 100',
    image: 3,
    pl: {
      title: 'Dzień otwarty w budynku dawnej centrali w Łodzi',
      lead: 'Zwiedzanie czterokondygnacyjnego budynku technicznego w centrum miasta.',
      content:
        '<p>Ponad sześćdziesiąt osób obejrzało budynek, w tym sale po urządzeniach centrali o wysokości 4,5 m. Architekci przedstawili trzy koncepcje adaptacji: biurową, hotelową i mieszkaniową.</p>',
    },
    en: {
      title: 'Open day at the former exchange in Łódź',
      lead: 'A tour of a four-storey technical building in the city centre.',
      content:
        '<p>More than sixty visitors toured the building, including the 4.5-metre-high former equipment halls. Architects presented three conversion concepts: offices, a hotel and flats.</p>',
    },
  },
  {
    inDays: -70,
    time: '09:00',
    placePl: 'Poznań, Międzynarodowe Targi Poznańskie',
    placeEn: 'Poznań, Poznań International Fair',
    image: 7,
    pl: {
      title: 'Targi nieruchomości komercyjnych w Poznaniu',
      lead: 'Nasze stoisko odwiedziło kilkuset inwestorów i przedstawicieli samorządów.',
      content:
        '<p>Na stoisku prezentowaliśmy nieruchomości z Wielkopolski i Ziemi Lubuskiej, a nasi opiekunowie ofert umawiali oględziny. Dziękujemy wszystkim odwiedzającym!</p>',
    },
    en: {
      title: 'Commercial property fair in Poznań',
      lead: 'Several hundred investors and local authority representatives visited our stand.',
      content:
        '<p>At our stand we presented properties from Greater Poland and the Lubusz region, and our sales team booked viewings. Thank you to everyone who came by!</p>',
    },
  },
  {
    inDays: -110,
    time: '10:30',
    placePl: 'Gdańsk, Hotel Nadmorski',
    placeEn: 'Gdańsk, Hotel Nadmorski',
    image: 5,
    pl: {
      title: 'Konferencja „Nieruchomości po sieci”',
      lead: 'Jak operatorzy telekomunikacyjni zagospodarowują zbędne budynki techniczne.',
      content:
        '<p>Podczas konferencji rozmawialiśmy o doświadczeniach operatorów z Polski i innych krajów Europy. Przedstawiliśmy dane o sprzedaży i najczęstszych kierunkach adaptacji budynków.</p>',
    },
    en: {
      title: 'Conference "Property after the network"',
      lead: 'How telecom operators put surplus technical buildings to new use.',
      content:
        '<p>The conference brought together operators from Poland and elsewhere in Europe. We shared figures on sales and on the most common ways the buildings are converted.</p>',
    },
  },
  {
    inDays: -150,
    time: '12:00',
    placePl: 'Online',
    placeEn: 'Online',
    image: 10,
    pl: {
      title: 'Webinar: VAT przy sprzedaży gruntów i budynków',
      lead: 'Kiedy sprzedaż jest zwolniona z VAT, a kiedy opodatkowana stawką 23%.',
      content:
        '<p>Doradca podatkowy omówił zasady opodatkowania dostawy terenów budowlanych i budynków, w tym zwolnienie po upływie dwóch lat od pierwszego zasiedlenia i możliwość rezygnacji z niego.</p>',
    },
    en: {
      title: 'Webinar: VAT on the sale of land and buildings',
      lead: 'When a sale is VAT-exempt and when the 23% rate applies.',
      content:
        '<p>A tax adviser explained how VAT applies to building land and buildings, including the exemption two years after first occupation and the option to waive it.</p>',
    },
  },
  {
    inDays: -200,
    time: '11:00',
    placePl: 'Lublin, Urząd Marszałkowski',
    placeEn: 'Lublin, Marshal’s Office',
    image: 12,
    pl: {
      title: 'Spotkanie z samorządowcami z Lubelszczyzny',
      lead: 'Rozmawialiśmy o nieruchomościach, które mogą posłużyć gminom na cele publiczne.',
      content:
        '<p>Przedstawiciele kilkunastu gmin poznali listę nieruchomości z regionu i zasady preferencyjnej sprzedaży na cele publiczne. Kolejne spotkania zaplanowaliśmy w innych województwach.</p>',
    },
    en: {
      title: 'Meeting with local authorities of the Lublin region',
      lead: 'We discussed properties that municipalities could use for public purposes.',
      content:
        '<p>Representatives of over a dozen municipalities saw the list of properties in the region and the preferential terms for public use. Similar meetings are planned in other voivodeships.</p>',
    },
  },
];
