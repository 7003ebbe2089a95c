import type { BilingualArticle } from './article-text';

export const BLOG_CATEGORIES = [
  { slug: 'porady', namePl: 'Poradniki', nameEn: 'Guides' },
  { slug: 'rynek', namePl: 'Rynek nieruchomości', nameEn: 'Property market' },
  { slug: 'inwestycje', namePl: 'Inwestycje', nameEn: 'Investments' },
  { slug: 'z-zycia-firmy', namePl: 'Z życia firmy', nameEn: 'Company news' },
] as const;

type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

interface BlogText extends BilingualArticle {
  category: BlogCategorySlug;
  author: string;
  daysAgo: number;
  image: number;
}

/** Blog posts, newest first; slugs are made from each language's title. */
export const BLOG_POSTS: readonly BlogText[] = [
  {
    category: 'porady',
    author: 'Marcin Dąbrowski',
    daysAgo: 6,
    image: 3,
    pl: {
      title: 'Jak kupić dawną centralę telefoniczną – 7 kroków',
      lead: 'Od pierwszego telefonu do aktu notarialnego: co sprawdzić i na co się przygotować.',
      content:
        '<p>Budynki po centralach telefonicznych to zwykle solidne obiekty w centrach miejscowości. Zakup takiego budynku nie różni się zasadniczo od zakupu innej nieruchomości komercyjnej, ale kilka kwestii warto przemyśleć wcześniej.</p><h2>Krok po kroku</h2><ol><li><strong>Wybierz ofertę i poproś o dokumenty</strong> – rzuty, wypis z rejestru gruntów, numer księgi wieczystej.</li><li><strong>Umów oględziny</strong> – opiekun oferty pokaże budynek i pomieszczenia techniczne.</li><li><strong>Sprawdź plan miejscowy</strong> – od niego zależy, na co zaadaptujesz budynek.</li><li><strong>Zapytaj o infrastrukturę sieci</strong> – w części budynków pozostaje pomieszczenie z urządzeniami, które operator wynajmie od nabywcy.</li><li><strong>Złóż ofertę lub negocjuj cenę</strong> – zależnie od trybu sprzedaży.</li><li><strong>Podpisz umowę przedwstępną</strong> – zwykle z zadatkiem 10%.</li><li><strong>Akt notarialny</strong> – i wydanie nieruchomości protokołem.</li></ol><p>Cały proces trwa zazwyczaj od dwóch do czterech miesięcy.</p>',
    },
    en: {
      title: 'How to buy a former telephone exchange in 7 steps',
      lead: 'From the first call to the notarial deed: what to check and how to prepare.',
      content:
        '<p>Former telephone exchanges are usually solid buildings in town centres. Buying one is much like buying any other commercial property, but a few points are worth thinking through early.</p><h2>Step by step</h2><ol><li><strong>Choose an offer and ask for documents</strong> – floor plans, the land register extract and the land register number.</li><li><strong>Book a viewing</strong> – the sales contact will show you the building and its technical rooms.</li><li><strong>Check the local plan</strong> – it decides what you can convert the building into.</li><li><strong>Ask about the network equipment</strong> – some buildings keep a room of equipment that the operator will lease from the buyer.</li><li><strong>Bid or negotiate</strong> – depending on how the property is sold.</li><li><strong>Sign a preliminary agreement</strong> – usually with a 10% deposit.</li><li><strong>Notarial deed</strong> – followed by a handover report.</li></ol><p>The whole process usually takes two to four months.</p>',
    },
  },
  {
    category: 'porady',
    author: 'Anna Kowalska',
    daysAgo: 19,
    image: 2,
    pl: {
      title: 'MPZP czy warunki zabudowy – czym się różnią?',
      lead: 'Dwa dokumenty, od których zależy, co zbudujesz na działce.',
      content:
        '<p>Miejscowy plan zagospodarowania przestrzennego (MPZP) to akt prawa miejscowego uchwalany przez radę gminy. Określa przeznaczenie terenu, wysokość i intensywność zabudowy oraz linie zabudowy. Jeśli działka jest objęta planem, inwestycja musi być z nim zgodna.</p><p>Gdy planu nie ma, o możliwości zabudowy rozstrzyga decyzja o warunkach zabudowy (WZ), wydawana na wniosek inwestora. Urząd bada m.in., czy w sąsiedztwie jest zabudowa o podobnej funkcji i czy działka ma dostęp do drogi publicznej.</p><h2>Co sprawdzić przed zakupem</h2><ul><li>czy działka jest objęta planem i jakie ma przeznaczenie,</li><li>czy trwają prace nad nowym planem lub planem ogólnym gminy,</li><li>czy dla działki wydano wcześniej decyzje WZ.</li></ul><p>Przy naszych ofertach podajemy przeznaczenie w planie, a wypis z MPZP udostępniamy w dokumentach oferty.</p>',
    },
    en: {
      title: 'Local zoning plan or zoning decision – what is the difference?',
      lead: 'Two documents that decide what you can build on a plot.',
      content:
        "<p>A local zoning plan (MPZP) is a local law adopted by the municipal council. It sets the permitted use of land, the height and density of buildings and the building lines. If a plot is covered by a plan, any project must comply with it.</p><p>Where there is no plan, a zoning decision (WZ) issued at the investor's request decides what can be built. The authority checks, among other things, whether nearby buildings have a similar use and whether the plot has access to a public road.</p><h2>What to check before buying</h2><ul><li>whether the plot is covered by a plan and for what use,</li><li>whether a new local plan or general plan is being prepared,</li><li>whether zoning decisions have already been issued for the plot.</li></ul><p>Our offers state the zoning designation, and the plan extract is among the offer documents.</p>",
    },
  },
  {
    category: 'rynek',
    author: 'Tomasz Zieliński',
    daysAgo: 33,
    image: 1,
    pl: {
      title: 'Ceny gruntów w 2026 roku – przegląd regionów',
      lead: 'Gdzie działki drożeją najszybciej, a gdzie wciąż można kupić okazyjnie.',
      content:
        '<p>Najwyższe ceny gruntów inwestycyjnych utrzymują się w strefach podmiejskich Warszawy, Krakowa, Wrocławia i Trójmiasta. Szybko rosną też ceny wzdłuż nowych odcinków dróg ekspresowych.</p><p>W miastach powiatowych ściany wschodniej i w województwach świętokrzyskim i opolskim ceny pozostają stabilne, a oferta działek z uregulowanym stanem prawnym jest ograniczona – to szansa dla inwestorów szukających terenów pod usługi i logistykę.</p><p>Zachęcamy do śledzenia ofert w zakładce <a href="/sprzedaz">Sprzedaż</a> z filtrem „grunty”.</p>',
    },
    en: {
      title: 'Land prices in 2026 – a regional overview',
      lead: 'Where plots are getting dearer fastest, and where bargains remain.',
      content:
        '<p>Investment land is still most expensive around Warsaw, Kraków, Wrocław and the Tricity. Prices are also rising fast along newly opened expressways.</p><p>In county towns of eastern Poland and in the Holy Cross and Opole voivodeships prices are stable, and plots with clear title are scarce – an opportunity for investors looking for land for services and logistics.</p><p>Keep an eye on the <a href="/en/sprzedaz">Sale</a> section with the "land" filter.</p>',
    },
  },
  {
    category: 'inwestycje',
    author: 'Magdalena Wiśniewska',
    daysAgo: 47,
    image: 5,
    pl: {
      title: 'Centrum danych w dawnej centrali – dlaczego to ma sens',
      lead: 'Mocne stropy, dwa przyłącza energii i światłowód w budynku: budynek gotowy na serwery.',
      content:
        '<p>Dawne centrale telefoniczne projektowano pod ciężkie urządzenia i nieprzerwane zasilanie. Stropy o nośności 5–10 kN/m², wysokie kondygnacje i rezerwowe zasilanie to dokładnie to, czego potrzebuje niewielkie centrum danych.</p><h2>Co jeszcze przemawia za takim budynkiem</h2><ul><li>bezpośredni dostęp do sieci światłowodowej operatora,</li><li>lokalizacja w mieście – blisko klientów usług brzegowych (edge),</li><li>pomieszczenia bez okien lub z niewielką liczbą okien, łatwe do schłodzenia.</li></ul><p>Przy adaptacji warto przewidzieć wzmocnienie przyłącza energetycznego i miejsce na agregat prądotwórczy.</p>',
    },
    en: {
      title: 'A data centre in a former exchange – why it makes sense',
      lead: 'Strong floors, two power feeds and fibre in the building: ready for servers.',
      content:
        "<p>Telephone exchanges were designed for heavy equipment and uninterrupted power. Floors rated at 5–10 kN/m², high ceilings and backup power are exactly what a small data centre needs.</p><h2>What else speaks for such a building</h2><ul><li>direct access to the operator's fibre network,</li><li>a town location close to edge-computing customers,</li><li>rooms with few or no windows that are easy to cool.</li></ul><p>When converting, plan for a stronger power connection and space for a generator.</p>",
    },
  },
  {
    category: 'porady',
    author: 'Piotr Nowak',
    daysAgo: 61,
    image: 10,
    pl: {
      title: 'VAT przy zakupie działki – kiedy 23%, a kiedy zwolnienie',
      lead: 'Krótki przewodnik po zasadach opodatkowania gruntów i budynków.',
      content:
        '<p>Sprzedaż terenu budowlanego przez spółkę jest co do zasady opodatkowana stawką 23%. Zwolnienie obejmuje tereny niezabudowane inne niż budowlane, np. rolne bez planu przewidującego zabudowę.</p><p>Przy budynkach kluczowe jest pojęcie pierwszego zasiedlenia: dostawa po upływie dwóch lat od pierwszego zasiedlenia jest zwolniona, ale strony mogą z tego zwolnienia zrezygnować i wybrać opodatkowanie – co bywa korzystne dla nabywcy prowadzącego działalność gospodarczą.</p><p>W każdej ofercie wskazujemy, czy cena jest kwotą netto. Przed transakcją warto skonsultować się z doradcą podatkowym.</p>',
    },
    en: {
      title: 'VAT on buying land – when 23% and when exempt',
      lead: 'A short guide to how land and buildings are taxed.',
      content:
        '<p>The sale of building land by a company is generally subject to 23% VAT. The exemption covers undeveloped land other than building land, such as farmland without a plan allowing development.</p><p>For buildings the key notion is first occupation: a sale more than two years after first occupation is exempt, but the parties may waive the exemption and opt for taxation – often an advantage for a buyer running a business.</p><p>Every offer states whether the price is net. Consult a tax adviser before the transaction.</p>',
    },
  },
  {
    category: 'z-zycia-firmy',
    author: 'Redakcja',
    daysAgo: 74,
    image: 9,
    pl: {
      title: 'Poznaj nasz zespół sprzedaży',
      lead: 'Ośmioro specjalistów w czterech regionach – kto za co odpowiada.',
      content:
        '<p>Nasz zespół sprzedaży pracuje w czterech regionach: północnym, południowym, zachodnim oraz centralnym i wschodnim. W każdym z nich jeden opiekun zajmuje się sprzedażą, a drugi najmem i nieruchomościami gruntowymi.</p><p>Dane kontaktowe opiekuna znajdziesz przy każdej ofercie oraz na stronie głównej w sekcji „Dział sprzedaży”.</p>',
    },
    en: {
      title: 'Meet our sales team',
      lead: 'Eight specialists in four regions – who does what.',
      content:
        '<p>Our sales team covers four regions: the north, the south, the west, and central and eastern Poland. In each, one person handles sales and the other leasing and land.</p><p>The contact details of the person in charge are shown on every offer and in the "Sales department" section of the home page.</p>',
    },
  },
  {
    category: 'rynek',
    author: 'Katarzyna Lewandowska',
    daysAgo: 90,
    image: 11,
    pl: {
      title: 'Magazyny last mile – popyt poza dużymi aglomeracjami',
      lead: 'Małe magazyny w miastach powiatowych przyciągają firmy kurierskie i handel internetowy.',
      content:
        '<p>Rozwój handlu internetowego sprawia, że firmy szukają niewielkich magazynów blisko klientów, także w mniejszych miastach. Liczy się dojazd, plac manewrowy i możliwość szybkiego rozpoczęcia działalności.</p><p>Nasze hale i budynki garażowo-magazynowe, często położone przy głównych ulicach, dobrze odpowiadają na te potrzeby. Wiele z nich oferujemy na wynajem z możliwością późniejszego wykupu.</p>',
    },
    en: {
      title: 'Last-mile warehouses – demand beyond the big cities',
      lead: 'Small warehouses in county towns attract couriers and online retailers.',
      content:
        '<p>The growth of online retail has companies looking for small warehouses close to customers, including in smaller towns. What matters is access, a yard and the chance to start operating quickly.</p><p>Our warehouses and garage-storage buildings, often on main streets, meet these needs well. Many are available to rent with an option to buy later.</p>',
    },
  },
  {
    category: 'inwestycje',
    author: 'Joanna Wójcik',
    daysAgo: 104,
    image: 7,
    pl: {
      title: 'Najem czy zakup? Kalkulacja dla małej firmy',
      lead: 'Kiedy opłaca się kupić lokal, a kiedy lepiej go wynająć.',
      content:
        '<p>Zakup lokalu zamraża kapitał, ale chroni przed podwyżkami czynszu i buduje majątek firmy. Najem daje elastyczność – łatwiej zmienić lokalizację lub powierzchnię, gdy firma się rozwija.</p><h2>Prosty rachunek</h2><p>Porównaj roczny czynsz z ceną lokalu. Jeśli czynsz przekracza 7–8% ceny zakupu, a firma planuje zostać w lokalizacji dłużej niż 8–10 lat, zakup zwykle okazuje się korzystniejszy. Uwzględnij też koszty finansowania, podatek od nieruchomości i remonty.</p>',
    },
    en: {
      title: 'Rent or buy? A calculation for a small business',
      lead: 'When buying premises pays off and when renting is better.',
      content:
        '<p>Buying premises ties up capital but protects you from rent rises and builds company assets. Renting gives flexibility – it is easier to move or resize as the business grows.</p><h2>A simple sum</h2><p>Compare the annual rent with the price of the unit. If rent exceeds 7–8% of the purchase price and you plan to stay more than 8–10 years, buying usually comes out ahead. Remember financing costs, property tax and repairs.</p>',
    },
  },
  {
    category: 'porady',
    author: 'Łukasz Kamiński',
    daysAgo: 121,
    image: 8,
    pl: {
      title: 'Due diligence nieruchomości – lista kontrolna przed zakupem',
      lead: 'Stan prawny, techniczny i środowiskowy: co warto sprawdzić, zanim podpiszesz umowę.',
      content:
        '<p>Badanie due diligence pozwala uniknąć niespodzianek po zakupie. Przy nieruchomościach komercyjnych obejmuje kilka obszarów.</p><ul><li><strong>Stan prawny</strong> – księga wieczysta, służebności, umowy najmu, użytkowanie wieczyste.</li><li><strong>Planistyka</strong> – MPZP lub decyzje WZ, ochrona konserwatorska.</li><li><strong>Stan techniczny</strong> – konstrukcja, dach, instalacje, przyłącza.</li><li><strong>Środowisko</strong> – zanieczyszczenia gruntu, azbest w starszych budynkach.</li><li><strong>Podatki i opłaty</strong> – VAT, podatek od nieruchomości, opłata za użytkowanie wieczyste.</li></ul><p>Udostępniamy dokumentację w wirtualnym pokoju danych dla każdego poważnie zainteresowanego nabywcy.</p>',
    },
    en: {
      title: 'Property due diligence – a checklist before you buy',
      lead: 'Legal, technical and environmental status: what to check before you sign.',
      content:
        '<p>Due diligence helps you avoid surprises after the purchase. For commercial property it covers several areas.</p><ul><li><strong>Title</strong> – land register, easements, leases, perpetual usufruct.</li><li><strong>Planning</strong> – local plan or zoning decisions, heritage protection.</li><li><strong>Technical condition</strong> – structure, roof, building services, connections.</li><li><strong>Environment</strong> – soil contamination, asbestos in older buildings.</li><li><strong>Taxes and fees</strong> – VAT, property tax, perpetual usufruct fee.</li></ul><p>We open a virtual data room for every serious buyer.</p>',
    },
  },
  {
    category: 'inwestycje',
    author: 'Tomasz Zieliński',
    daysAgo: 139,
    image: 12,
    pl: {
      title: 'Światłowód w budynku – jak zasięg sieci wpływa na wartość nieruchomości',
      lead: 'Dostęp do szybkiego internetu stał się dla najemców tak samo ważny jak parking.',
      content:
        '<p>Firmy coraz częściej pytają o dostęp do światłowodu, zanim zapytają o cenę. Budynki z przyłączem światłowodowym wynajmują się szybciej, a najemcy rzadziej z nich rezygnują.</p><p>Zasięg sieci przy konkretnym adresie można sprawdzić u operatorów oraz w publicznych mapach zasięgu. W większości naszych budynków technicznych światłowód jest już doprowadzony – informację podajemy w opisie oferty.</p>',
    },
    en: {
      title: 'Fibre in the building – how network coverage affects property value',
      lead: 'For tenants, fast internet access has become as important as parking.',
      content:
        '<p>Companies increasingly ask about fibre before they ask about price. Buildings with a fibre connection let faster and keep their tenants longer.</p><p>Coverage at a given address can be checked with operators and on public coverage maps. Most of our technical buildings already have fibre – the offer description says so.</p>',
    },
  },
  {
    category: 'rynek',
    author: 'Anna Kowalska',
    daysAgo: 160,
    image: 4,
    pl: {
      title: 'Co dalej z budynkami po centralach telefonicznych?',
      lead: 'Biura, mieszkania, usługi publiczne – najczęstsze kierunki adaptacji.',
      content:
        '<p>Z naszych danych wynika, że ponad połowa sprzedanych budynków central zmienia się w biura i lokale usługowe. Co piąty trafia do samorządów, które urządzają w nich biblioteki, przychodnie lub urzędy.</p><p>Coraz więcej budynków przebudowuje się też na mieszkania – wysokie kondygnacje pozwalają tworzyć lokale z antresolami.</p>',
    },
    en: {
      title: 'What next for former telephone exchanges?',
      lead: 'Offices, flats, public services – the most common conversions.',
      content:
        '<p>Our figures show that more than half of the exchanges we sell become offices and service premises. One in five goes to a local authority that turns it into a library, clinic or office.</p><p>More and more are also converted into flats – the high ceilings allow units with mezzanines.</p>',
    },
  },
  {
    category: 'inwestycje',
    author: 'Magdalena Wiśniewska',
    daysAgo: 182,
    image: 6,
    pl: {
      title: 'Z centrali w lofty – adaptacja budynku technicznego na mieszkania',
      lead: 'Na co zwrócić uwagę przy zmianie sposobu użytkowania budynku technicznego.',
      content:
        '<p>Adaptacja budynku technicznego na mieszkania wymaga zmiany sposobu użytkowania, a często także pozwolenia na przebudowę. Trzeba zapewnić odpowiednie doświetlenie, izolacyjność akustyczną i miejsca postojowe wymagane planem miejscowym.</p><p>Zaletą takich budynków jest konstrukcja: duże rozpiętości i wysokie kondygnacje dają swobodę aranżacji, a lokalizacja w centrum podnosi wartość mieszkań.</p>',
    },
    en: {
      title: 'From exchange to lofts – converting a technical building into flats',
      lead: 'What to watch when changing the use of a technical building.',
      content:
        '<p>Turning a technical building into flats requires a change of use and often a building permit for the alterations. You must provide enough daylight, sound insulation and the parking spaces the local plan requires.</p><p>The structure is the big advantage: long spans and high ceilings allow free layouts, and a central location adds value to the flats.</p>',
    },
  },
  {
    category: 'porady',
    author: 'Katarzyna Lewandowska',
    daysAgo: 205,
    image: 5,
    pl: {
      title: 'Jak złożyć propozycję cenową w postępowaniu ofertowym',
      lead: 'Oferty oznaczone „zaproponuj cenę” – zasady, terminy i wadium.',
      content:
        '<p>Przy niektórych nieruchomościach nie podajemy ceny albo traktujemy ją jako orientacyjną – zbieramy propozycje od zainteresowanych. Propozycję składa się przez formularz przy ofercie.</p><ul><li>Podaj kwotę netto i planowany termin zawarcia umowy.</li><li>Dołącz informację o źródle finansowania.</li><li>Wadium wpłacasz dopiero po zaproszeniu do negocjacji.</li></ul><p>Sprzedający wybiera najkorzystniejszą propozycję, biorąc pod uwagę cenę i warunki transakcji.</p>',
    },
    en: {
      title: 'How to make a price proposal in a bidding process',
      lead: 'Offers marked "make an offer" – rules, deadlines and deposits.',
      content:
        '<p>For some properties we give no price, or only an indicative one, and collect proposals instead. You send a proposal through the form on the offer.</p><ul><li>State the net amount and when you plan to sign.</li><li>Say how the purchase will be financed.</li><li>The deposit is only paid once you are invited to negotiate.</li></ul><p>The seller chooses the best proposal, weighing price and terms.</p>',
    },
  },
  {
    category: 'z-zycia-firmy',
    author: 'Redakcja',
    daysAgo: 240,
    image: 3,
    pl: {
      title: 'Jak porządkujemy portfel nieruchomości',
      lead: 'Dlaczego operator sprzedaje budynki i działki, których nie potrzebuje sieć.',
      content:
        '<p>Przez dziesięciolecia sieć telefoniczna wymagała setek budynków technicznych w całym kraju. Dzisiejsze urządzenia są wielokrotnie mniejsze i zużywają mniej energii, dlatego wiele obiektów stało się zbędnych.</p><p>Sprzedajemy je lub wynajmujemy, a środki przeznaczamy na rozbudowę sieci światłowodowej i mobilnej. Tam, gdzie sieć nadal potrzebuje miejsca, zostawiamy niewielkie pomieszczenia na podstawie umów najmu.</p>',
    },
    en: {
      title: 'How we are streamlining our property portfolio',
      lead: 'Why the operator sells buildings and plots the network no longer needs.',
      content:
        "<p>For decades the telephone network needed hundreds of technical buildings across the country. Today's equipment is many times smaller and uses less energy, so many buildings have become surplus.</p><p>We sell or let them and invest the proceeds in our fibre and mobile networks. Where the network still needs space, we keep small rooms under leases.</p>",
    },
  },
  {
    category: 'rynek',
    author: 'Piotr Nowak',
    daysAgo: 270,
    image: 2,
    pl: {
      title: 'Nieruchomości komercyjne w mniejszych miastach',
      lead: 'Niższe ceny, mniejsza konkurencja i rosnący popyt lokalnych firm.',
      content:
        '<p>W miastach do 50 tysięcy mieszkańców brakuje nowoczesnych lokali usługowych i biurowych. Lokalne firmy, gabinety lekarskie i placówki edukacyjne chętnie wynajmują odnowione powierzchnie w centrum.</p><p>Dla inwestora oznacza to stabilny najem przy cenie zakupu znacznie niższej niż w dużych aglomeracjach.</p>',
    },
    en: {
      title: 'Commercial property in smaller towns',
      lead: 'Lower prices, less competition and growing demand from local businesses.',
      content:
        '<p>Towns of up to 50,000 people lack modern service and office premises. Local businesses, medical practices and schools are keen to rent renovated space in the centre.</p><p>For an investor this means steady rental income at a purchase price far below that of the big cities.</p>',
    },
  },
  {
    category: 'z-zycia-firmy',
    author: 'Redakcja',
    daysAgo: 300,
    image: 11,
    pl: {
      title: 'Zrównoważone zarządzanie nieruchomościami – nasze działania',
      lead: 'Fotowoltaika, termomodernizacje i zieleń wokół budynków technicznych.',
      content:
        '<p>W budynkach, które pozostają w naszej sieci, montujemy instalacje fotowoltaiczne i wymieniamy oświetlenie na LED. Przed sprzedażą wielu obiektów przeprowadzamy termomodernizację, co obniża koszty eksploatacji dla nabywców.</p><p>Na działkach, które czekają na sprzedaż, dbamy o zieleń i bioróżnorodność – kosimy rzadziej i sadzimy rodzime gatunki drzew.</p>',
    },
    en: {
      title: 'Sustainable property management – what we do',
      lead: 'Solar panels, insulation upgrades and greenery around technical buildings.',
      content:
        '<p>In buildings that stay in our network we install solar panels and switch to LED lighting. Before selling many buildings we improve their insulation, which lowers running costs for buyers.</p><p>On plots awaiting sale we look after greenery and biodiversity – mowing less often and planting native trees.</p>',
    },
  },
];
