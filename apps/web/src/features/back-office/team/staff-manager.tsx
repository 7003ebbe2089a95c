'use client';

import type { staffListResponseSchema } from '@estate/domain/api/staff-responses';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { BoField } from '../forms/bo-field';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';

type Member = z.infer<typeof staffListResponseSchema>['data'][number];

/** The answers' schemas, loaded on the first call (decision 052 §3.10). */
const answers = () => import('@estate/domain/api/staff-responses');
const schemas = {
  list: () => answers().then((m) => m.staffListResponseSchema),
  member: () => answers().then((m) => m.staffMemberResponseSchema),
};

/**
 * The admins' team page: every account with its role, state and second factor; a role changed in
 * place, deactivation and reactivation, the invitation sent again; and the invitation form.
 */
export function StaffManager({ initial, selfId }: { initial: Member[]; selfId: string }) {
  const t = useTranslations('backOffice.staff');
  const tb = useTranslations('backOffice');
  const tr = useTranslations('backOffice.roles');
  const tl = useTranslations('backOffice.languages');
  const [members, setMembers] = useState(initial);
  const invite = useSectionForm();
  const rows = useSectionForm();

  async function reload() {
    const answer = await sendChecked('/api/back-office/staff', undefined, schemas.list);
    if (answer.ok) setMembers(answer.data.data);
  }

  const act = (member: Member, url: string, body?: unknown, method = 'POST') =>
    rows.runChecked(
      () => sendChecked(url, body, schemas.member, method),
      () => {
        void reload();
        return t('saved', { name: member.name });
      },
    );

  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = Object.fromEntries(
      ['email', 'name', 'role', 'lang'].map((key) => [key, String(form.get(key) ?? '')]),
    );
    const answer = await invite.runChecked(
      () => sendChecked('/api/back-office/staff', body, schemas.member),
      () => t('invite.done'),
    );
    if (answer) {
      formElement.reset();
      await reload();
    }
  };

  const state = (member: Member) =>
    member.deactivated ? t('states.deactivated') : member.active ? t('states.active') : t('states.invited');

  return (
    <div className="bo-stack">
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> wants a heading (the Nu checker, back-office.spec); this region's name is the table's caption */}
      <div className="bo-panel bo-panel--wide" role="region" aria-labelledby="team-caption">
        {rows.status}
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption id="team-caption">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.role')}</th>
                <th scope="col">{t('table.state')}</th>
                <th scope="col">{t('table.twoFactor')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const self = member.id === selfId;
                return (
                  <tr key={member.id} data-testid={`staff-${member.email}`}>
                    <th scope="row" data-label={t('table.name')}>
                      {member.name} {self && t('you')}
                      <br />
                      <span className="bo-muted">{member.email}</span>
                    </th>
                    <td data-label={t('table.role')}>
                      {self ? (
                        tr(member.role)
                      ) : (
                        <form
                          className="bo-role"
                          onSubmit={(event) => {
                            event.preventDefault();
                            const role = new FormData(event.currentTarget).get('role');
                            void act(member, `/api/back-office/staff/${member.id}/role`, { role }, 'PUT');
                          }}
                        >
                          {/* Saved by its button, not on change: arrowing through the options sends nothing. */}
                          <select
                            name="role"
                            aria-label={t('changeRole', { name: member.name })}
                            defaultValue={member.role}
                          >
                            {STAFF_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {tr(role)}
                              </option>
                            ))}
                          </select>
                          <button type="submit" className="bo-link-button" disabled={rows.busy}>
                            {t('saveRole')}
                          </button>
                        </form>
                      )}
                    </td>
                    <td data-label={t('table.state')}>{state(member)}</td>
                    <td data-label={t('table.twoFactor')}>{member.twoFactor ? t('yes') : t('no')}</td>
                    <td data-label={t('table.actions')}>
                      <div className="bo-actions">
                        {!self && !member.active && !member.deactivated && (
                          <button
                            type="button"
                            className="bo-link-button"
                            disabled={rows.busy}
                            onClick={() => void act(member, `/api/back-office/staff/${member.id}/invitation`)}
                          >
                            {t('resend')}
                          </button>
                        )}
                        {!self && (
                          <button
                            type="button"
                            className="bo-link-button"
                            disabled={rows.busy}
                            onClick={() =>
                              void act(
                                member,
                                `/api/back-office/staff/${member.id}/${member.deactivated ? 'reactivate' : 'deactivate'}`,
                              )
                            }
                          >
                            {member.deactivated ? t('reactivate') : t('deactivate')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <form className="bo-form" noValidate onSubmit={onInvite} aria-labelledby="invite-title">
        <h2 id="invite-title">{t('invite.title')}</h2>
        {invite.status}
        <BoField
          id="email"
          label={tb('fields.email')}
          type="email"
          autoComplete="off"
          required
          error={invite.fields.email}
        />
        <BoField id="name" label={t('invite.name')} autoComplete="off" required error={invite.fields.name} />
        <div className="bo-field">
          <label htmlFor="role">{t('invite.role')}</label>
          <select id="role" name="role" defaultValue="agent">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {tr(role)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="lang">{t('invite.lang')}</label>
          <select id="lang" name="lang" defaultValue="pl">
            <option value="pl">{tl('pl')}</option>
            <option value="en">{tl('en')}</option>
          </select>
        </div>
        <button type="submit" className="bo-button" disabled={invite.busy}>
          {t('invite.submit')}
        </button>
      </form>
    </div>
  );
}
