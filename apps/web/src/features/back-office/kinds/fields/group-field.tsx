'use client';

import { useState } from 'react';
import type { FieldSpec } from '../form-spec';
import { KindField } from './kind-field';

type GroupSpec = Extract<FieldSpec, { widget: 'group' }>;

/**
 * A `group` field (decision 052 S7: the home page's promotion and who-we-are): its fields in one
 * fieldset, each sent under `<name>.<field>`. An optional group has a switch (`name` = `on`): while
 * it is off the fields are hidden, keep what was typed, and the group is sent as none.
 */
export function GroupField({
  id,
  name,
  field,
  errors,
}: {
  id: string;
  name: string;
  field: GroupSpec;
  errors: Readonly<Record<string, string>>;
}) {
  const [on, setOn] = useState(field.on);
  return (
    <fieldset className="bo-fieldset">
      <legend>{field.label}</legend>
      {field.optional && (
        <div className="bo-check">
          <input
            id={`${id}-on`}
            type="checkbox"
            name={name}
            value="on"
            checked={on}
            onChange={(event) => setOn(event.currentTarget.checked)}
          />
          <label htmlFor={`${id}-on`}>{field.switchLabel}</label>
        </div>
      )}
      <div hidden={!on}>
        {field.fields.map((sub) => (
          <KindField
            key={sub.name}
            id={`${id}-${sub.name}`}
            name={`${name}.${sub.name}`}
            field={sub}
            error={errors[`${name}.${sub.name}`]}
            errors={errors}
          />
        ))}
      </div>
    </fieldset>
  );
}
