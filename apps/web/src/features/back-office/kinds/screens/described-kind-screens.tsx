import { backOfficePaths } from '@estate/domain/back-office-paths';
import {
  describedItemAnswerSchema,
  describedListAnswerSchema,
  type KindDescription,
  kindDescriptionAnswerSchema,
} from '@estate/domain/kinds/kind-description';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import type { Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import type { ListSearchParams } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { formSpec } from '../form-spec';
import { KindForm } from '../kind-form';
import { translationChoices } from '../translation-choices';
// One name for the parts the articles' screens share with these.
import * as entry from './entry-screen-parts';
import { SiteProblem } from './site-hub-screen';
import './site-content.css';

/**
 * `/panel/rodzaje/{name}` (decision 052, "The fixture kind's editor as built"): the list and editor
 * of a kind the site has no screen of its own for, drawn from the API's description of its
 * declaration, with the declaration's labels, as the articles' screens draw theirs (the same parts,
 * `entry-screen-parts.tsx`). The site's build holds no such kind: a test's API registers one
 * (`e2e/kind-fixture.spec.ts`). A kind without labels has its own screens, so it is not found here.
 */

type NameParams = { params: Promise<{ name: string }> };
type ItemParams = { params: Promise<{ name: string; id: string }> };

/** The kind's description in the staff member's language, or why the screen cannot show it. */
async function describedKind(params: NameParams['params']) {
  const { name } = await params;
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(name)) notFound();
  const texts = await entry.entryTexts();
  const answer = await backOfficeGet(kindPaths(name).description, kindDescriptionAnswerSchema);
  if (answer.status === 404) notFound();
  const kind = answer.body?.data ?? null;
  if (kind && !kind.labels) notFound();
  const labels = kind?.labels?.[texts.lang] ?? { many: name, fields: {} };
  return { name, kind, status: answer.status, texts, labels, list: backOfficePaths.kindList(name) };
}

export async function describedKindMetadata({ params }: NameParams): Promise<Metadata> {
  const { labels } = await describedKind(params);
  return { title: labels.many };
}

/** A kind's entries in every state, as the articles' list shows them. */
export async function DescribedKindListScreen({
  params,
  searchParams,
}: NameParams & { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const { name, kind, status, texts, labels, list } = await describedKind(params);
  const query = await entry.entryListQuery(searchParams, list);
  const answer = kind
    ? await backOfficeGet(`${kindPaths(name).list}?${query.query}`, describedListAnswerSchema)
    : null;
  if (!kind || !answer?.body)
    return <SiteProblem staff={staff} title={labels.many} status={answer?.status ?? status} />;
  return (
    <BackOfficeFrame staff={staff} title={labels.many} current="site">
      <p>
        <a className="bo-button" href={backOfficePaths.newKindItem(name)}>
          {texts.t('editor.create')}
        </a>
      </p>
      <entry.EntryList
        texts={texts}
        heading={labels.many}
        query={query}
        answer={answer.body}
        editor={(key) => backOfficePaths.kindItem(name, String(key))}
        translation={kind.translation !== null}
      />
    </BackOfficeFrame>
  );
}

/** The form of a new entry or of `item`, with the declaration's labels and the translation picker. */
async function describedForm(
  kind: KindDescription,
  item: Parameters<typeof formSpec>[1],
  { texts, labels }: Pick<Awaited<ReturnType<typeof describedKind>>, 'texts' | 'labels'>,
) {
  const languages = kind.fields.filter((field) => field.widget.type === 'language');
  const lang: Language = item ? entry.entryLang(item) : texts.lang;
  return formSpec(kind, item, {
    lang,
    labels: labels.fields,
    choices: Object.fromEntries(
      languages.map((field) => [field.name, { options: entry.entryLanguages(texts) }]),
    ),
    ...(kind.translation
      ? {
          translations: {
            options: await translationChoices(kind, item),
            empty: texts.t('editor.noTranslation'),
          },
        }
      : {}),
  });
}

/** A new entry, created as a draft; its editor opens once created. */
export async function NewDescribedKindScreen({ params }: NameParams) {
  const staff = await requireStaff();
  const described = await describedKind(params);
  const { name, kind, status, texts, labels, list } = described;
  if (!kind) return <SiteProblem staff={staff} title={labels.many} status={status} />;
  return (
    <BackOfficeFrame staff={staff} title={`${labels.many}: ${texts.t('editor.create')}`} current="site">
      <p>
        <a href={list}>← {labels.many}</a>
      </p>
      <KindForm
        spec={await describedForm(kind, null, described)}
        texts={entry.entryFormTexts(texts)}
        listHref={list}
        editorHref={list}
        createdHref={`${backOfficePaths.kindItem(name, '')}`}
        plainIds
      />
    </BackOfficeFrame>
  );
}

async function describedItem(params: ItemParams['params']) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const described = await describedKind(params);
  const answer = described.kind
    ? await backOfficeGet(kindPaths(described.name).item(id), describedItemAnswerSchema)
    : null;
  if (answer?.status === 404) notFound();
  return { ...described, id, item: answer?.body?.data ?? null, status: answer?.status ?? described.status };
}

export async function describedItemMetadata({ params }: ItemParams): Promise<Metadata> {
  const { item, texts } = await describedItem(params);
  return { title: texts.t('editor.editTitle', { title: item ? entry.entryTitle(item) : '' }) };
}

/**
 * One entry's publication (a published entry's edits are a draft until "Opublikuj zmiany") and its
 * form. Its public place is the kind's public read where the declaration has one; its preview
 * shows the draft.
 */
export async function DescribedItemScreen({ params }: ItemParams) {
  const staff = await requireStaff();
  const described = await describedItem(params);
  const { name, kind, item, id, status, texts, labels, list } = described;
  if (!kind || !item) return <SiteProblem staff={staff} title={labels.many} status={status} />;
  const lang = entry.entryLang(item);
  const editorHref = backOfficePaths.kindItem(name, id);
  return (
    <BackOfficeFrame
      staff={staff}
      title={texts.t('editor.editTitle', { title: entry.entryTitle(item) })}
      current="site"
    >
      <p>
        <a href={list}>← {labels.many}</a>
      </p>
      <entry.EntryEditor
        item={item}
        spec={await describedForm(kind, item, described)}
        texts={entry.entryFormTexts(texts)}
        list={list}
        editorHref={editorHref}
        publicPath={kind.publicReads ? `/api/kinds/${name}/${id}` : editorHref}
        previewPath={`${lang === 'en' ? '/en' : ''}/podglad/rodzaje/${name}/${id}`}
      />
    </BackOfficeFrame>
  );
}
