import 'server-only';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { faqEntries } from '@estate/domain/kinds/faq-entries';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ListSearchParams } from '../../lists/list-query';
import { backOfficeLanguage } from '../../shell/back-office-language';
import type { KindScreen } from '../kind-editor-screen';
import { sitePreviewPaths } from '../preview-paths';
import { removalTexts } from '../removal-texts';
import { contentLanguage } from './site-hub-screen';

export async function faqScreenMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.faq' });
  return { title: t('title') };
}

/**
 * `/panel/strona/faq?lang=pl` (decisions 038 and 052): the FAQ on the kinds' mechanism, its texts
 * from `backOffice.site.faq` in the staff member's language.
 */
export async function faqScreen(searchParams: ListSearchParams): Promise<KindScreen> {
  const [lang, staffLang] = await Promise.all([contentLanguage(searchParams), backOfficeLanguage()]);
  const [t, tl] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.site.faq' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.languages' }),
  ]);
  return {
    kind: faqEntries,
    of: 'faq',
    titleField: 'question',
    panelPath: backOfficePaths.siteFaq,
    previewPath: sitePreviewPaths.faq,
    publicPath: (language) => routePath('faq', {}, language),
    listTestId: 'faq-order',
    labels: { lang: t('language'), question: t('question'), answer: t('answer') },
    form: {
      add: t('add'),
      save: t('save'),
      cancel: t('cancel'),
      added: t('added'),
      saved: t('saved'),
      remove: removalTexts((key) => t(key)),
    },
    list: { edit: t('edit'), moveUp: t('moveUp'), moveDown: t('moveDown'), empty: t('empty') },
    texts: {
      title: t('title'),
      lead: t('lead'),
      listTitle: t('listTitle', { language: tl(lang) }),
      newTitle: t('newTitle', { language: tl(lang) }),
      editTitle: (number) => t('editTitle', { number }),
      stateLabel: (state) => t('stateLabel', { state }),
      previewLink: t('previewLink'),
      itemLabels: (question) => ({
        editLabel: t('editLabel', { question }),
        upLabel: t('moveUpLabel', { question }),
        downLabel: t('moveDownLabel', { question }),
      }),
    },
  };
}
