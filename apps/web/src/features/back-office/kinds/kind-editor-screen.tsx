import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import type { ListSearchParams } from '../lists/list-query';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { formSpec } from './form-spec';
import { KindForm, type KindFormTexts } from './kind-form';
import { OrderList } from './order-list';
import { PublicationPanel } from './publication/publication-panel';
import { PUBLICATION_TEXTS, type PublicationTexts } from './publication/publication-texts';
import { ContentLanguageForm, contentLanguage, SiteBackLink, SiteProblem } from './screens/site-hub-screen';

/**
 * What one kind's screen needs beside its declaration, in the staff member's language: where it
 * lives, whose publication sentences it uses (`of`, with the gender of its Polish noun), which field
 * names an item in the list, the fields' labels and the screen's sentences. A kind's screen module
 * (`faq-screen.ts`) makes it with its typed messages.
 */
export interface KindScreen {
  kind: DefinedKind;
  of: PublicationTexts;
  titleField: string;
  panelPath: string;
  previewPath: (lang: Language) => string;
  publicPath: (lang: Language) => string;
  listTestId: string;
  labels: Readonly<Record<string, string>>;
  /** The form's and the list's sentences go to client components: plain strings only. */
  form: KindFormTexts;
  list: { edit: string; moveUp: string; moveDown: string; empty: string };
  texts: {
    title: string;
    lead: string;
    listTitle: string;
    newTitle: string;
    editTitle: (position: number) => string;
    stateLabel: (state: string) => string;
    previewLink: string;
    itemLabels: (title: string) => { editLabel: string; upLabel: string; downLabel: string };
  };
}

/**
 * A kind in manual order, one language at a time (decision 052 §3.10; the FAQ's screen): the
 * language's items in their order, each moved up or down in place, with its state; the preview
 * with the drafts; the item named by `edit=` in its form, with its publication, or a new item's
 * form. Server-rendered from the kind's API through the checked getter; the writes are the kinds'
 * client components.
 */
export async function KindEditorScreen({
  screen,
  searchParams,
}: {
  screen: KindScreen;
  searchParams: ListSearchParams;
}) {
  const { kind, texts } = screen;
  const staff = await requireStaff();
  const [lang, staffLang] = await Promise.all([contentLanguage(searchParams), backOfficeLanguage()]);
  const [ts, tk] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.publicationStates' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.kinds' }),
  ]);
  const answer = await backOfficeGet(`${kindPaths(kind.name).list}?lang=${lang}`, kind.schemas.listAnswer);
  if (!answer.body) return <SiteProblem staff={staff} title={texts.title} status={answer.status} />;
  const items = answer.body.data;
  const asked = (await searchParams).edit;
  const position = items.findIndex((item) => item.key === asked);
  const editing = items[position] ?? null;
  const listHref = `${screen.panelPath}?lang=${lang}`;
  const editHref = (key: string) => `${listHref}&edit=${encodeURIComponent(key)}`;
  const { gender } = PUBLICATION_TEXTS[screen.of];
  const spec = formSpec(kind, editing, { lang, labels: screen.labels });

  return (
    <BackOfficeFrame staff={staff} title={texts.title} current="site">
      <SiteBackLink />
      <p>{texts.lead}</p>
      <ContentLanguageForm action={screen.panelPath} lang={lang} />
      <div className="bo-stack">
        <section className="bo-panel bo-panel--wide" aria-labelledby="kind-list-title">
          <h2 id="kind-list-title">{texts.listTitle}</h2>
          <OrderList
            kind={kind.name}
            group={{ lang }}
            lang={lang}
            testId={screen.listTestId}
            texts={screen.list}
            items={items.map((item) => {
              const title = String(item.values[screen.titleField] ?? '');
              // Published items need no mark; the others (and a published one's draft) say where they stand.
              const state =
                item.status !== 'published'
                  ? texts.stateLabel(ts(item.status, { gender }))
                  : item.draft
                    ? texts.stateLabel(`${ts('published', { gender })}, ${tk('withDraft')}`)
                    : null;
              return {
                key: item.key,
                title,
                state,
                editHref: editHref(item.key),
                ...texts.itemLabels(title),
              };
            })}
          />
          <p className="bo-links">
            <a href={screen.previewPath(lang)} target="_blank" rel="noopener">
              {texts.previewLink}
            </a>
          </p>
        </section>
        {editing && spec.key !== null && spec.version !== null && spec.status !== null && (
          <PublicationPanel
            spec={{ ...spec, key: spec.key, version: spec.version, status: spec.status }}
            of={screen.of}
            publicPath={screen.publicPath(lang)}
            previewPath={screen.previewPath(lang)}
            editorHref={editHref(editing.key)}
          />
        )}
        <section className="bo-panel bo-panel--wide" aria-labelledby="kind-form-title">
          <h2 id="kind-form-title">{editing ? texts.editTitle(position + 1) : texts.newTitle}</h2>
          <KindForm
            key={editing ? `${editing.key}-${editing.version}` : 'new'}
            spec={spec}
            texts={screen.form}
            listHref={listHref}
            editorHref={editing ? editHref(editing.key) : listHref}
          />
        </section>
      </div>
    </BackOfficeFrame>
  );
}
