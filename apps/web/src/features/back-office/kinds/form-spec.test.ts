import { CONTENT_LIMITS } from '@estate/domain/content-editor';
import { blogCategories } from '@estate/domain/kinds/blog-categories';
import { blogPosts } from '@estate/domain/kinds/blog-posts';
import { events } from '@estate/domain/kinds/events';
import { faqEntries } from '@estate/domain/kinds/faq-entries';
import { homePage } from '@estate/domain/kinds/home-page';
import { news } from '@estate/domain/kinds/news';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import { describe, expect, it } from 'vitest';
import { readValue, sentValue } from './fields/sent-value';
import { formSpec } from './form-spec';

const labels = { lang: 'Język', question: 'Pytanie', answer: 'Odpowiedź' };

describe('formSpec', () => {
  it('makes a new FAQ entry’s form from the declaration: limits and the required text from the schemas', () => {
    const spec = formSpec(faqEntries, null, { lang: 'en', labels });
    expect(spec).toMatchObject({
      kind: 'faq',
      key: null,
      version: null,
      status: null,
      draft: null,
      live: false,
      lang: 'en',
    });
    expect(spec.fields).toEqual([
      { name: 'lang', label: 'Język', fixed: true, lang: 'en', widget: 'language', value: 'en' },
      {
        name: 'question',
        label: 'Pytanie',
        fixed: false,
        lang: 'en',
        widget: 'text',
        value: '',
        max: SITE_CONTENT_LIMITS.question,
        required: true,
      },
      {
        name: 'answer',
        label: 'Odpowiedź',
        fixed: false,
        lang: 'en',
        widget: 'richText',
        value: '',
        images: false,
      },
    ]);
    // Plain JSON: what a client component is handed survives the trip unchanged.
    expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
  });

  it('fills an item’s values, version and draft of changes', () => {
    const draft = {
      version: 5,
      updatedAt: '2026-12-01T11:00:00.000Z',
      updatedBy: 'anna@example.pl',
      publishAt: null,
      liveSlug: null,
    };
    const spec = formSpec(
      faqEntries,
      {
        key: '7',
        version: 5,
        status: 'published',
        publishedAt: '2026-12-01T10:00:00.000Z',
        draft,
        values: { lang: 'pl', question: 'Czy?', answer: '<p>Tak.</p>' },
      },
      { lang: 'pl', labels },
    );
    expect(spec).toMatchObject({ key: '7', version: 5, status: 'published', draft });
    expect(spec.fields.map((field) => ('value' in field ? field.value : null))).toEqual([
      'pl',
      'Czy?',
      '<p>Tak.</p>',
    ]);
  });

  it('makes a live kind’s form: a number with its schema’s bounds, a field in the other language, a slug fixed at creation', () => {
    const spec = formSpec(
      blogCategories,
      {
        key: '3',
        version: 2,
        status: 'published',
        publishedAt: null,
        draft: null,
        values: { slug: 'porady', namePl: 'Porady', nameEn: 'Advice', position: 4 },
      },
      { lang: 'pl', labels: {}, langs: { nameEn: 'en' } },
    );
    expect(spec.live).toBe(true);
    expect(spec.fields.map(({ name, fixed, lang }) => ({ name, fixed, lang }))).toEqual([
      { name: 'slug', fixed: true, lang: 'pl' },
      { name: 'namePl', fixed: false, lang: 'pl' },
      { name: 'nameEn', fixed: false, lang: 'en' },
      { name: 'position', fixed: false, lang: 'pl' },
    ]);
    expect(spec.fields[3]).toMatchObject({
      widget: 'number',
      value: 4,
      min: 0,
      max: CONTENT_LIMITS.categoryPosition,
    });
    // An empty slug is allowed: the API makes it from the Polish name.
    expect(spec.fields[0]).toMatchObject({ widget: 'text', required: false });
  });

  it('makes an article’s form: a slug that may be left empty, the cover, references as choices, an event’s date in Polish time', () => {
    const post = formSpec(
      blogPosts,
      {
        key: '4',
        version: 1,
        status: 'draft',
        publishedAt: null,
        draft: null,
        values: {
          lang: 'pl',
          title: 'Jak kupić?',
          lead: '',
          content: '',
          translationId: null,
          slug: 'jak-kupic',
          image: '/media/content/cover-1.webp',
          imageAlt: 'Dom',
          categoryId: 2,
          author: null,
        },
      },
      {
        lang: 'pl',
        labels: {},
        choices: { categoryId: { options: [['2', 'Porady']], empty: 'Bez kategorii' } },
      },
    );
    const byName = Object.fromEntries(post.fields.map((field) => [field.name, field]));
    expect(byName.slug).toMatchObject({ widget: 'text', value: 'jak-kupic', required: false });
    expect(byName.image).toMatchObject({
      widget: 'image',
      use: 'cover',
      value: '/media/content/cover-1.webp',
    });
    expect(byName.categoryId).toMatchObject({
      widget: 'select',
      value: '2',
      empty: 'Bez kategorii',
      numeric: true,
    });
    const none = byName.categoryId;
    if (none) expect(sentValue(none, '')).toBeNull();

    const event = formSpec(events, null, { lang: 'pl', labels: {} });
    const date = event.fields.find((field) => field.name === 'eventDate');
    expect(date).toMatchObject({ widget: 'instant', value: '' });
    if (date) {
      // 19:30 in Warsaw in May, with its offset (the API stores it as an instant).
      expect(sentValue(date, '2027-05-01T19:30')).toBe('2027-05-01T19:30:00+02:00');
      expect(sentValue(date, '')).toBeNull();
    }
  });

  it('makes a new article’s language a choice, its translation a picker of the other language, and its cover copyable from the translation', () => {
    const spec = formSpec(news, null, {
      lang: 'pl',
      labels: {},
      choices: {
        lang: {
          options: [
            ['pl', 'polski'],
            ['en', 'angielski'],
          ],
        },
      },
      translations: { options: [{ key: '9', title: 'Open day', lang: 'en' }], empty: 'bez tłumaczenia' },
    });
    const byName = Object.fromEntries(spec.fields.map((field) => [field.name, field]));
    expect(byName.lang).toMatchObject({ widget: 'select', value: 'pl', empty: null, numeric: false });
    expect(byName.translationId).toMatchObject({ widget: 'translation', value: '', kind: 'news' });
    expect(byName.image).toMatchObject({ copy: { kind: 'news', from: 'translationId', alt: 'imageAlt' } });
    expect(byName.content).toMatchObject({ widget: 'richText', images: true });
    const link = byName.translationId;
    if (link) {
      expect(sentValue(link, '9')).toBe(9);
      expect(sentValue(link, '')).toBeNull();
    }
    // Once created, the language is fixed: the form sends it no more, so it stays the screen's value.
    const saved = formSpec(
      news,
      {
        key: '3',
        version: 1,
        status: 'draft',
        publishedAt: null,
        draft: null,
        values: {
          lang: 'en',
          title: 'T',
          lead: '',
          content: '',
          translationId: null,
          image: null,
          imageAlt: null,
        },
      },
      { lang: 'en', labels: {}, choices: { lang: { options: [['pl', 'polski']] } } },
    );
    expect(saved.fields.find((field) => field.name === 'lang')).toMatchObject({
      widget: 'language',
      fixed: true,
    });
  });

  it('makes the home page’s form: slides as a repeat field, the promotion as an optional group, sent back as the values', () => {
    const slide = {
      title: 'Slajd',
      text: '',
      image: '/media/site/a.webp',
      imageAlt: 'Alt',
      link: '/sprzedaz',
      linkLabel: 'Zobacz',
    };
    const spec = formSpec(
      homePage,
      {
        key: 'pl',
        version: 4,
        status: 'published',
        publishedAt: null,
        draft: null,
        values: {
          slider: [slide],
          popup: null,
          whoWeAre: { title: 'Kim', html: '<p>My</p>', videoId: null },
        },
      },
      { lang: 'pl', labels: { 'slider.title': 'Tytuł', 'popup.on': 'Pokazuj okienko promocji' } },
    );
    const [slider, popup, who] = spec.fields;
    if (slider?.widget !== 'repeat' || popup?.widget !== 'group' || who?.widget !== 'group') {
      throw new Error('expected a repeat field and two groups');
    }
    expect(slider.max).toBe(SITE_CONTENT_LIMITS.slides);
    expect(slider.items[0]?.map((field) => [field.name, field.widget])).toEqual([
      ['title', 'text'],
      ['text', 'text'],
      ['image', 'image'],
      ['imageAlt', 'text'],
      ['link', 'text'],
      ['linkLabel', 'text'],
    ]);
    expect(slider.items[0]?.[0]).toMatchObject({ label: 'Tytuł', value: 'Slajd', required: true });
    expect(slider.items[0]?.[2]).toMatchObject({ value: slide.image, optional: false, use: 'slide' });
    expect(slider.blank[0]).toMatchObject({ value: '' });
    expect(popup).toMatchObject({ optional: true, on: false, switchLabel: 'Pokazuj okienko promocji' });
    expect(popup.fields.find((field) => field.name === 'startsAt')).toMatchObject({
      widget: 'instant',
      value: '',
    });
    expect(who).toMatchObject({ optional: false, on: true });

    // What the controls hold comes back as the values: the items in their places, a promotion off as none.
    const data = new FormData();
    data.set('slider', '1');
    for (const [name, value] of Object.entries(slide)) data.set(`slider.0.${name}`, value);
    data.set('whoWeAre.title', 'Kim');
    data.set('whoWeAre.html', '<p>My</p>');
    data.set('whoWeAre.videoId', '');
    data.set('popup.startsAt', '2026-01-01T08:00');
    expect(readValue(data, slider, 'slider')).toEqual([slide]);
    expect(readValue(data, popup, 'popup')).toBeNull();
    data.set('popup', 'on');
    expect(readValue(data, popup, 'popup')).toMatchObject({
      startsAt: '2026-01-01T08:00:00+01:00',
      image: null,
    });
    expect(readValue(data, who, 'whoWeAre')).toEqual({ title: 'Kim', html: '<p>My</p>', videoId: '' });
  });
});
