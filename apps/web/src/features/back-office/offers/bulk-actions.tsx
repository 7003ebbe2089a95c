'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';

type Action = 'publish' | 'unpublish' | 'assignAgent' | 'addToGroup';

/** How many offers the action changed; the schema loaded on the first action so zod never comes with the page. */
const resultAnswer = () =>
  import('@estate/domain/api/back-office-offer-responses').then((m) => m.bulkResultResponseSchema);

/**
 * The action bar of the offers list (issue 17): the offers ticked in the table (their checkboxes
 * belong to this form through `form=`), one action for all of them, all or nothing on the server.
 * Giving an agent or a group is offered to editors and admins only, as the API allows.
 */
export function BulkActions({
  formId,
  agents,
  groups,
}: {
  /** The form's id, which the table's checkboxes name in their `form` attribute. */
  formId: string;
  /** Empty for an agent, who may only publish and unpublish their own. */
  agents: { id: number; name: string }[];
  groups: { id: number; name: string }[];
}) {
  const t = useTranslations('backOffice.bulk');
  const { busy, fields, runChecked, status, setFields } = useSectionForm();
  const [action, setAction] = useState<Action>('publish');
  const canAssign = agents.length > 0;

  const ticked = () =>
    [...document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${formId}"]`)]
      .filter((box) => box.checked)
      .map((box) => Number(box.value));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = ticked();
    if (ids.length === 0) {
      setFields({ ids: t('noneTicked') });
      return;
    }
    const form = new FormData(event.currentTarget);
    const body = {
      action,
      ids,
      ...(action === 'assignAgent' ? { agentId: Number(form.get('agentId')) } : {}),
      ...(action === 'addToGroup' ? { groupId: Number(form.get('groupId')) } : {}),
    };
    void runChecked(
      () => sendChecked('/api/back-office/offers/bulk', body, resultAnswer),
      (answer) => {
        // The list shows the new states after a moment to read the message.
        setTimeout(() => window.location.reload(), 1200);
        return t('done', { count: answer.data.changed });
      },
    );
  };

  const tickAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${formId}"]`)) {
      box.checked = checked;
    }
  };

  return (
    <form
      id={formId}
      className="bo-form bo-form--inline"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('title')}
    >
      <div className="bo-actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={() => tickAll(true)}>
          {t('tickAll')}
        </button>
        <button type="button" className="bo-button bo-button--secondary" onClick={() => tickAll(false)}>
          {t('untickAll')}
        </button>
      </div>
      <div className="bo-field">
        <label htmlFor="bulk-action">{t('action')}</label>
        <select id="bulk-action" value={action} onChange={(event) => setAction(event.target.value as Action)}>
          <option value="publish">{t('publish')}</option>
          <option value="unpublish">{t('unpublish')}</option>
          {canAssign && <option value="assignAgent">{t('assignAgent')}</option>}
          {canAssign && groups.length > 0 && <option value="addToGroup">{t('addToGroup')}</option>}
        </select>
      </div>
      {action === 'assignAgent' && (
        <div className="bo-field">
          <label htmlFor="bulk-agent">{t('agent')}</label>
          <select id="bulk-agent" name="agentId">
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'addToGroup' && (
        <div className="bo-field">
          <label htmlFor="bulk-group">{t('group')}</label>
          <select id="bulk-group" name="groupId">
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="submit"
        className="bo-button"
        disabled={busy}
        aria-describedby={fields.ids ? 'bulk-error' : undefined}
      >
        {t('apply')}
      </button>
      {fields.ids && (
        <p id="bulk-error" className="bo-field__error" role="alert">
          {fields.ids}
        </p>
      )}
      {status}
    </form>
  );
}
