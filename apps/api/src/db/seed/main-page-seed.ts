import type { Language } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';

/** Home page content of the demo: what an editor would have entered in each language. */
export const MAIN_PAGE_SEED: Record<Language, MainPageContent> = {
  pl: {
    slider: [
      {
        title: 'Nieruchomości w całej Polsce',
        text: 'Działki, dawne centrale telefoniczne, biura, magazyny i lokale handlowe na sprzedaż i wynajem.',
        image: '/media/slider/slide-1.webp',
        link: '/sprzedaz',
        linkLabel: 'Zobacz oferty sprzedaży',
      },
      {
        title: 'Powierzchnie do wynajęcia',
        text: 'Biura, magazyny i lokale usługowe z infrastrukturą teletechniczną.',
        image: '/media/slider/slide-2.webp',
        link: '/wynajem',
        linkLabel: 'Zobacz oferty wynajmu',
      },
    ],
    popup: {
      title: 'Promocja jesienna',
      text: 'Wybrane nieruchomości w obniżonych cenach do końca roku.',
      image: null,
      link: '/oferta_specjalna/promocje',
      linkLabel: 'Sprawdź promocje',
    },
    whoWeAre: {
      title: 'Kim jesteśmy',
      html: '<p>Zarządzamy nieruchomościami operatora telekomunikacyjnego w całej Polsce i sprzedajemy te, które nie są już potrzebne sieci.</p>',
      videoId: null,
    },
    salesTiles: [
      {
        region: 'Polska północna',
        name: 'Anna Kowalska',
        phone: '+48 22 000 00 01',
        email: 'sprzedaz.polnoc@example.pl',
        photo: null,
      },
      {
        region: 'Polska południowa',
        name: 'Piotr Nowak',
        phone: '+48 22 000 00 02',
        email: 'sprzedaz.poludnie@example.pl',
        photo: null,
      },
    ],
  },
  en: {
    slider: [
      {
        title: 'Property all over Poland',
        text: 'Land, former telephone exchanges, offices, warehouses and retail space for sale and for rent.',
        image: '/media/slider/slide-1.webp',
        link: '/en/sprzedaz',
        linkLabel: 'See offers for sale',
      },
      {
        title: 'Space for rent',
        text: 'Offices, warehouses and service premises with teletechnical infrastructure.',
        image: '/media/slider/slide-2.webp',
        link: '/en/wynajem',
        linkLabel: 'See offers for rent',
      },
    ],
    popup: {
      title: 'Autumn promotion',
      text: 'Selected properties at reduced prices until the end of the year.',
      image: null,
      link: '/en/oferta_specjalna/promocje',
      linkLabel: 'See promotions',
    },
    whoWeAre: {
      title: 'Who we are',
      html: '<p>We manage the property of a telecom operator all over Poland and sell what the network no longer needs.</p>',
      videoId: null,
    },
    salesTiles: [
      {
        region: 'Northern Poland',
        name: 'Anna Kowalska',
        phone: '+48 22 000 00 01',
        email: 'sprzedaz.polnoc@example.pl',
        photo: null,
      },
      {
        region: 'Southern Poland',
        name: 'Piotr Nowak',
        phone: '+48 22 000 00 02',
        email: 'sprzedaz.poludnie@example.pl',
        photo: null,
      },
    ],
  },
};
