import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../error-codes';
import { isAnyErrorCode } from '../staff-error-codes';
import { homePage } from './home-page';

const fieldsOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? {} : zodIssuesToFieldErrors(result.error?.issues as never, isAnyErrorCode);

describe('the home page kind’s values', () => {
  const slide = {
    title: 'T',
    text: '',
    image: '/media/site/a.webp',
    imageAlt: 'Alt',
    link: null,
    linkLabel: null,
  };
  const whoWeAre = { title: 'Kim', html: '<p>x</p>', videoId: null };

  it('takes the promotion’s dates with their offsets, and empty texts (the API stores them as none)', () => {
    const parsed = homePage.schemas.values.parse({
      slider: [{ ...slide, link: '', linkLabel: '' }],
      popup: {
        title: 'P',
        text: 'x',
        image: null,
        link: null,
        linkLabel: null,
        startsAt: '2026-12-01T08:00+01:00',
        endsAt: '',
      },
      whoWeAre,
    });
    expect(parsed.slider[0]).toMatchObject({ link: '', linkLabel: '' });
    expect(parsed.popup).toMatchObject({ startsAt: '2026-12-01T08:00+01:00', endsAt: '', imageAlt: '' });
  });

  it('names each wrong field with its code', () => {
    const result = homePage.schemas.values.safeParse({
      slider: [
        { ...slide, link: 'http://example.pl', linkLabel: 'Go' },
        { ...slide, link: '/x', linkLabel: null },
      ],
      popup: {
        title: 'P',
        text: '',
        image: '/media/site/p.webp',
        imageAlt: '',
        link: null,
        linkLabel: null,
        startsAt: '2026-12-02T08:00+01:00',
        endsAt: '2026-12-01T08:00+01:00',
      },
      whoWeAre: { ...whoWeAre, videoId: 'x' },
    });
    expect(fieldsOf(result)).toEqual({
      'slider.0.link': 'link_invalid',
      'slider.1.linkLabel': 'required',
      'popup.imageAlt': 'required',
      'popup.endsAt': 'dates_out_of_order',
      'whoWeAre.videoId': 'video_id_invalid',
    });
  });

  it('reads a slide stored without an alt text (before issue 18) and a language nobody wrote yet', () => {
    const { imageAlt: _none, ...old } = slide;
    expect(homePage.schemas.values.parse({ slider: [old], popup: null, whoWeAre }).slider[0]?.imageAlt).toBe(
      '',
    );
    expect(
      homePage.schemas.values.safeParse({
        slider: [],
        popup: null,
        whoWeAre: { title: '', html: '', videoId: null },
      }).success,
    ).toBe(true);
  });

  it('takes at most ten slides', () => {
    const result = homePage.schemas.values.safeParse({
      slider: Array(11).fill(slide),
      popup: null,
      whoWeAre,
    });
    expect(fieldsOf(result)).toEqual({ slider: 'too_long' });
  });
});
