import type { Language } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import { groupImageUrl, slideUrl } from '../media/media-paths';
import { DEMO_AGENTS, SALES_REGIONS, type SalesRegion } from './agent-seed';

const REGION_ORDER: readonly SalesRegion[] = ['north', 'south', 'west', 'east'];

/** One tile per sales region with the region's lead agent, so tiles and offers name the same people. */
function salesTiles(lang: Language): MainPageContent['salesTiles'] {
  return REGION_ORDER.map((region) => {
    const agent = DEMO_AGENTS.find((a) => a.region === region);
    if (!agent) throw new Error(`No agent for region ${region}`);
    return {
      region: lang === 'pl' ? SALES_REGIONS[region].namePl : SALES_REGIONS[region].nameEn,
      name: agent.name,
      phone: agent.phone,
      email: agent.email,
      photo: agent.photo,
    };
  });
}

/**
 * The who-we-are film of the demo: a public video id, so the home page's play-on-click facade has
 * something to load (tests never reach the provider).
 */
const WHO_WE_ARE_VIDEO_ID = 'aqz-KE-bpKQ';

/** Home page content of the demo: what an editor would have entered in each language. */
export const MAIN_PAGE_SEED: Record<Language, MainPageContent> = {
  pl: {
    slider: [
      {
        title: 'Nieruchomości w całej Polsce',
        text: 'Działki, dawne centrale telefoniczne, biura, magazyny i lokale handlowe na sprzedaż i wynajem.',
        image: slideUrl(1),
        imageAlt: 'Panorama miasta z budynkami biurowymi',
        link: '/sprzedaz',
        linkLabel: 'Zobacz oferty sprzedaży',
      },
      {
        title: 'Powierzchnie do wynajęcia',
        text: 'Biura, magazyny i lokale usługowe z infrastrukturą teletechniczną.',
        image: slideUrl(2),
        imageAlt: 'Wnętrze biura gotowego do wynajęcia',
        link: '/wynajem',
        linkLabel: 'Zobacz oferty wynajmu',
      },
      {
        title: 'Wkrótce w sprzedaży',
        text: 'Poznaj nieruchomości, dla których przygotowujemy dokumenty, i zgłoś zainteresowanie jako pierwszy.',
        image: slideUrl(3),
        imageAlt: 'Budynek dawnej centrali telefonicznej',
        link: '/do_sprzedania_wkrotce',
        linkLabel: 'Zobacz nieruchomości w przygotowaniu',
      },
    ],
    popup: {
      title: 'Promocja jesienna',
      text: 'Wybrane nieruchomości w obniżonych cenach do końca roku.',
      image: groupImageUrl(1),
      imageAlt: 'Wybrane nieruchomości w promocji',
      link: '/oferta_specjalna/promocje',
      linkLabel: 'Sprawdź promocje',
      startsAt: null,
      endsAt: null,
    },
    whoWeAre: {
      title: 'Kim jesteśmy',
      html: '<p>Zarządzamy nieruchomościami operatora telekomunikacyjnego w całej Polsce i sprzedajemy te, które nie są już potrzebne sieci.</p><p>Dawne centrale telefoniczne, działki, biura i magazyny – każda oferta ma swojego opiekuna, który pomoże od oględzin aż po akt notarialny.</p>',
      videoId: WHO_WE_ARE_VIDEO_ID,
    },
    salesTiles: salesTiles('pl'),
  },
  en: {
    slider: [
      {
        title: 'Property all over Poland',
        text: 'Land, former telephone exchanges, offices, warehouses and retail space for sale and for rent.',
        image: slideUrl(1),
        imageAlt: 'A town skyline with office buildings',
        link: '/en/sprzedaz',
        linkLabel: 'See offers for sale',
      },
      {
        title: 'Space for rent',
        text: 'Offices, warehouses and service premises with teletechnical infrastructure.',
        image: slideUrl(2),
        imageAlt: 'An office interior ready to rent',
        link: '/en/wynajem',
        linkLabel: 'See offers for rent',
      },
      {
        title: 'Coming up for sale',
        text: 'See the properties whose paperwork we are preparing, and be the first to register your interest.',
        image: slideUrl(3),
        imageAlt: 'A former telephone exchange building',
        link: '/en/do_sprzedania_wkrotce',
        linkLabel: 'See properties in preparation',
      },
    ],
    popup: {
      title: 'Autumn promotion',
      text: 'Selected properties at reduced prices until the end of the year.',
      image: groupImageUrl(1),
      imageAlt: 'Selected properties on promotion',
      link: '/en/oferta_specjalna/promocje',
      linkLabel: 'See promotions',
      startsAt: null,
      endsAt: null,
    },
    whoWeAre: {
      title: 'Who we are',
      html: '<p>We manage the property of a telecom operator all over Poland and sell what the network no longer needs.</p><p>Former telephone exchanges, plots, offices and warehouses – every offer has a sales contact who will help you from the first viewing to the notarial deed.</p>',
      videoId: WHO_WE_ARE_VIDEO_ID,
    },
    salesTiles: salesTiles('en'),
  },
};
