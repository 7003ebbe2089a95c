'use client';

import type { BackOfficeHomePage } from '@estate/domain/api/back-office-site-responses';
import { fromWarsawLocal, toWarsawLocal } from '@estate/domain/warsaw-time';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import { setFlash } from './flash-message';
import { moveItem, moveTarget } from './media-list';
import { RichTextField } from './rich-text-field';
import { SiteImageField } from './site-image-field';
import { useSectionForm } from './use-section-form';

/** The limits of the home page's texts, handed over by the server (the domain's module brings zod). */
interface HomeLimits {
  title: number;
  text: number;
  link: number;
  linkLabel: number;
  alt: number;
  slides: number;
}

interface SlideState {
  key: number;
  title: string;
  text: string;
  image: string | null;
  imageAlt: string;
  link: string;
  linkLabel: string;
}

interface PopupState {
  title: string;
  text: string;
  image: string | null;
  imageAlt: string;
  link: string;
  linkLabel: string;
  /** Polish wall-clock times as `<input type="datetime-local">` holds them. */
  startsAt: string;
  endsAt: string;
}

const local = (instant: string | null) => (instant ? toWarsawLocal(new Date(instant)) : '');
/** A typed Polish time as an instant with its offset; what cannot be read goes as typed (the API says why). */
const instant = (typed: string) => (typed.trim() === '' ? null : (fromWarsawLocal(typed.trim()) ?? typed));

/**
 * The home page of one language (SPEC §2): the slides in order (an uploaded image with its alt
 * text, title, text, link and its label), the promotion box with its dates in Polish time, and
 * who-we-are (rich text and a video id). Saved together with the version it was opened at; field
 * errors show beside their fields.
 */
export function HomeEditorForm({
  page,
  limits,
  reloadHref,
}: {
  page: BackOfficeHomePage;
  limits: HomeLimits;
  reloadHref: string;
}) {
  const t = useTranslations('backOffice.site.home');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const base = useId();
  const lang = page.lang;
  const nextKey = useRef(page.slider.length);
  const [slides, setSlides] = useState<SlideState[]>(
    page.slider.map((slide, key) => ({
      key,
      title: slide.title,
      text: slide.text,
      image: slide.image,
      imageAlt: slide.imageAlt,
      link: slide.link ?? '',
      linkLabel: slide.linkLabel ?? '',
    })),
  );
  const [popupOn, setPopupOn] = useState(page.popup !== null);
  const [popup, setPopup] = useState<PopupState>({
    title: page.popup?.title ?? '',
    text: page.popup?.text ?? '',
    image: page.popup?.image ?? null,
    imageAlt: page.popup?.imageAlt ?? '',
    link: page.popup?.link ?? '',
    linkLabel: page.popup?.linkLabel ?? '',
    startsAt: local(page.popup?.startsAt ?? null),
    endsAt: local(page.popup?.endsAt ?? null),
  });
  const [focus, setFocus] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const slideList = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    slideList.current?.querySelector<HTMLElement>(`[data-focus="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const editSlide = (key: number, change: Partial<SlideState>) =>
    setSlides((current) => current.map((slide) => (slide.key === key ? { ...slide, ...change } : slide)));

  function moveSlide(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, slides.length, how);
    const slide = slides[index];
    if (to === null || !slide) return;
    setSlides(moveItem(slides, index, to));
    setFocus(`${slide.key}-${how}`);
    setAnnouncement(t('slideMoved', { position: to + 1, count: slides.length }));
  }

  function addSlide() {
    nextKey.current += 1;
    const key = nextKey.current;
    setSlides((current) => [
      ...current,
      { key, title: '', text: '', image: null, imageAlt: '', link: '', linkLabel: '' },
    ]);
    setFocus(`${key}-title`);
  }

  function removeSlide(index: number) {
    setSlides((current) => current.filter((_, i) => i !== index));
    setAnnouncement(t('slideRemoved', { number: index + 1 }));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      version: page.updatedAt,
      slider: slides.map((slide) => ({
        title: slide.title,
        text: slide.text,
        image: slide.image ?? '',
        imageAlt: slide.imageAlt,
        link: slide.link || null,
        linkLabel: slide.linkLabel || null,
      })),
      popup: popupOn
        ? {
            title: popup.title,
            text: popup.text,
            image: popup.image,
            imageAlt: popup.imageAlt,
            link: popup.link || null,
            linkLabel: popup.linkLabel || null,
            startsAt: instant(popup.startsAt),
            endsAt: instant(popup.endsAt),
          }
        : null,
      whoWeAre: {
        title: String(form.get('whoTitle') ?? ''),
        html: String(form.get('whoHtml') ?? ''),
        videoId: String(form.get('whoVideo') ?? '').trim() || null,
      },
    };
    void run(
      () => sendJson(`/api/back-office/home/${lang}`, body, 'PUT'),
      () => {
        setFlash(t('saved'));
        window.location.assign(reloadHref);
        return t('saved');
      },
    );
  };

  const popupField = (name: keyof PopupState) => ({
    id: `${base}-popup-${name}`,
    value: popup[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setPopup((current) => ({ ...current, [name]: value }));
    },
    error: fields[`popup.${name}`],
    lang,
  });

  return (
    <form
      ref={formRef}
      className="bo-form bo-site-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="home-editor"
    >
      {status}
      <fieldset className="bo-fieldset">
        <legend>{t('slides')}</legend>
        <p className="bo-field__hint">{t('slidesHint', { max: limits.slides })}</p>
        <p className="bo-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {slides.length === 0 && <p>{t('noSlides')}</p>}
        <ol className="bo-site-slides" ref={slideList}>
          {slides.map((slide, index) => {
            const at = (field: string) => fields[`slider.${index}.${field}`];
            const id = (field: string) => `${base}-slide-${slide.key}-${field}`;
            const number = index + 1;
            return (
              <li key={slide.key} className="bo-site-slide" data-testid="home-slide">
                <fieldset className="bo-fieldset">
                  <legend>{t('slide', { number })}</legend>
                  <SiteImageField
                    id={id('image')}
                    kind="slide"
                    label={t('slideImage')}
                    value={slide.image}
                    onChange={(path) => editSlide(slide.key, { image: path })}
                    error={at('image')}
                  />
                  <BoField
                    id={id('alt')}
                    label={t('imageAlt')}
                    hint={t('imageAltHint')}
                    value={slide.imageAlt}
                    maxLength={limits.alt}
                    lang={lang}
                    onChange={(event) => editSlide(slide.key, { imageAlt: event.currentTarget.value })}
                    error={at('imageAlt')}
                  />
                  <BoField
                    id={id('title')}
                    label={t('fieldTitle')}
                    value={slide.title}
                    maxLength={limits.title}
                    lang={lang}
                    data-focus={`${slide.key}-title`}
                    onChange={(event) => editSlide(slide.key, { title: event.currentTarget.value })}
                    error={at('title')}
                  />
                  <BoField
                    id={id('text')}
                    label={t('text')}
                    value={slide.text}
                    maxLength={limits.text}
                    lang={lang}
                    onChange={(event) => editSlide(slide.key, { text: event.currentTarget.value })}
                    error={at('text')}
                  />
                  <BoField
                    id={id('link')}
                    label={t('link')}
                    hint={t('linkHint')}
                    value={slide.link}
                    maxLength={limits.link}
                    onChange={(event) => editSlide(slide.key, { link: event.currentTarget.value })}
                    error={at('link')}
                  />
                  <BoField
                    id={id('linkLabel')}
                    label={t('linkLabel')}
                    value={slide.linkLabel}
                    maxLength={limits.linkLabel}
                    lang={lang}
                    onChange={(event) => editSlide(slide.key, { linkLabel: event.currentTarget.value })}
                    error={at('linkLabel')}
                  />
                  <div className="bo-actions">
                    {(['up', 'down'] as const).map((how) => {
                      const possible = moveTarget(index, slides.length, how) !== null;
                      return (
                        <button
                          key={how}
                          type="button"
                          className="bo-link-button"
                          data-focus={`${slide.key}-${how}`}
                          aria-disabled={possible ? undefined : true}
                          aria-label={t(how === 'up' ? 'slideUpLabel' : 'slideDownLabel', { number })}
                          onClick={() => possible && moveSlide(index, how)}
                        >
                          {t(how === 'up' ? 'moveUp' : 'moveDown')}
                        </button>
                      );
                    })}
                    <button
                      type="button"
                      className="bo-link-button"
                      aria-label={t('slideRemoveLabel', { number })}
                      onClick={() => removeSlide(index)}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {slides.length < limits.slides && (
          <button type="button" className="bo-button bo-button--secondary" onClick={addSlide}>
            {t('addSlide')}
          </button>
        )}
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('popup')}</legend>
        <div className="bo-check">
          <input
            id={`${base}-popup-on`}
            type="checkbox"
            checked={popupOn}
            onChange={(event) => setPopupOn(event.currentTarget.checked)}
          />
          <label htmlFor={`${base}-popup-on`}>{t('popupOn')}</label>
        </div>
        {popupOn && (
          <>
            <BoField label={t('fieldTitle')} maxLength={limits.title} {...popupField('title')} />
            <BoField label={t('text')} maxLength={limits.text} {...popupField('text')} />
            <SiteImageField
              id={`${base}-popup-image`}
              kind="popup"
              label={t('popupImage')}
              value={popup.image}
              onChange={(path) => setPopup((current) => ({ ...current, image: path }))}
              error={fields['popup.image']}
              optional
            />
            <BoField
              label={t('imageAlt')}
              hint={t('imageAltHint')}
              maxLength={limits.alt}
              {...popupField('imageAlt')}
            />
            <BoField
              label={t('link')}
              hint={t('linkHint')}
              maxLength={limits.link}
              {...popupField('link')}
              lang={undefined}
            />
            <BoField label={t('linkLabel')} maxLength={limits.linkLabel} {...popupField('linkLabel')} />
            <BoField
              label={t('startsAt')}
              hint={t('datesHint')}
              type="datetime-local"
              {...popupField('startsAt')}
              lang={undefined}
            />
            <BoField
              label={t('endsAt')}
              hint={t('datesHint')}
              type="datetime-local"
              {...popupField('endsAt')}
              lang={undefined}
            />
          </>
        )}
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('whoWeAre')}</legend>
        <BoField
          id={`${base}-who-title`}
          name="whoTitle"
          label={t('fieldTitle')}
          defaultValue={page.whoWeAre.title}
          maxLength={limits.title}
          lang={lang}
          error={fields['whoWeAre.title']}
        />
        <RichTextField
          id={`${base}-who-html`}
          name="whoHtml"
          label={t('whoText')}
          lang={lang}
          defaultValue={page.whoWeAre.html}
          error={fields['whoWeAre.html']}
        />
        <BoField
          id={`${base}-who-video`}
          name="whoVideo"
          label={t('videoId')}
          hint={t('videoIdHint')}
          defaultValue={page.whoWeAre.videoId ?? ''}
          error={fields['whoWeAre.videoId']}
        />
      </fieldset>

      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
