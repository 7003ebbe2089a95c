import type { Language } from '@estate/domain/language';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import { createTranslator, type Messages, NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '@/features/shell/notifications-context';
import { clientMessages, formTexts } from '@/i18n/client-messages';
import en from '../../../messages/en.json';
import pl from '../../../messages/pl.json';
import { formTranslators } from './form-texts';
import { NewsletterForm } from './newsletter-form';
import { NewsletterFormStatic } from './newsletter-form-static';
import { newsletterTexts } from './newsletter-form-view';

const MESSAGES = { pl, en } as const;

// Decision 050: the server sends the footer's form as markup with no client code, and the live form
// replaces it; both render NewsletterFormView, and this proves the first renders are the same HTML.
describe('the newsletter form before and after its script', () => {
  for (const lang of ['pl', 'en'] as const satisfies readonly Language[]) {
    it(`the server's static markup is the live form's first render (${lang})`, () => {
      const messages = MESSAGES[lang];
      const props = {
        headingId: 'newsletter-heading',
        legend: 'Newsletter',
        consentText: NEWSLETTER_CONSENT[lang],
      };
      const t = createTranslator({ locale: lang, messages, namespace: 'forms' });
      const staticHtml = renderToStaticMarkup(
        createElement(NewsletterFormStatic, { ...props, lang, texts: newsletterTexts(t) }),
      );
      // The providers the site's layout puts around the footer, with the shell's messages only, and
      // the texts the island fetches with the form (decision 050).
      const catalogue = messages as unknown as Messages;
      const loaded = formTranslators(lang, formTexts(catalogue) as unknown as Messages);
      const intl = {
        locale: lang,
        messages: clientMessages(catalogue, ['shell']) as unknown as Messages,
        timeZone: 'Europe/Warsaw',
        children: createElement(
          NotificationsProvider,
          null,
          createElement(NewsletterForm, { ...props, formTexts: loaded }),
        ),
      };
      const liveHtml = renderToStaticMarkup(createElement(NextIntlClientProvider, intl));
      expect(liveHtml).toBe(staticHtml);
      expect(staticHtml).toContain('id="newsletter-email"');
      expect(staticHtml).toContain(NEWSLETTER_CONSENT[lang]);
    });
  }
});
