import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { describeKind, type FieldDescription } from '@estate/domain/kinds/kind-description';
import type { ColumnDataType, CreateTableBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId } from './migrations/migration-helpers';

/**
 * The migrations of the kinds whose table is made from their declaration (`tableFromDeclaration`,
 * decision 052 "The recipe at 8 files"), by name: `<since>-kind-<name>`, sorted among the listed
 * migrations by its date like any other.
 */
export function declaredTableMigrations(kinds: readonly DefinedKind[]): Record<string, Migration> {
  return Object.fromEntries(
    kinds.flatMap((kind) =>
      kind.tableFromDeclaration
        ? [[`${kind.tableFromDeclaration.since}-kind-${kind.name}`, declaredTableMigration(kind)]]
        : [],
    ),
  );
}

interface DeclaredColumn {
  name: string;
  type: ColumnDataType;
  notNull: boolean;
  defaultTo?: string | number;
}

/** A field's column as a declaration says it: its widget, its schema's length and whether it takes null. */
function fieldColumn(kind: DefinedKind, field: FieldDescription, column: string): DeclaredColumn {
  const notNull = !field.nullable;
  switch (field.widget.type) {
    case 'language':
      return { name: column, type: 'varchar(2)', notNull };
    case 'text':
    case 'slug':
      return {
        name: column,
        type: field.maxLength === null ? 'text' : `varchar(${field.maxLength})`,
        notNull,
      };
    case 'richText':
      // Stored sanitised, so longer than typed: no length on the column (as the articles' bodies).
      return { name: column, type: 'text', notNull };
    case 'number':
      // Whole numbers only (the declaration's promise): a schema taking a fraction above its lowest
      // bound needs a column type of the kind's own choosing.
      if (kind.fields[field.name]?.schema.safeParse((field.min ?? 0) + 0.5).success)
        throw notDeclarable(kind, field, 'a number with fractions');
      return { name: column, type: 'integer', notNull };
    default:
      throw notDeclarable(kind, field, field.widget.type);
  }
}

const notDeclarable = (kind: DefinedKind, field: FieldDescription, what: string) =>
  new Error(
    `${kind.name}.${field.name} (${what}): its column is not made from a declaration; write the kind's table as a migration`,
  );

/** Every column of a declared kind's table but its id, in the order the table has them. */
export function declaredColumns(kind: DefinedKind): DeclaredColumn[] {
  if ((kind.identity ?? 'id') !== 'id' || kind.order || kind.publication.mode === 'document')
    throw new Error(
      `${kind.name}: only a kind named by id, without manual order or a document, has its table made from its declaration`,
    );
  const columns = describeKind(kind).fields.flatMap((field) => {
    const column = kind.fields[field.name]?.column;
    return column === undefined ? [] : [fieldColumn(kind, field, column)];
  });
  const { publication, translation } = kind;
  if (publication.mode === 'states') {
    columns.push({ name: 'status', type: 'varchar(20)', notNull: true, defaultTo: 'draft' });
    columns.push(
      publication.undatedAs === undefined
        ? { name: publication.dateColumn, type: 'text', notNull: false }
        : { name: publication.dateColumn, type: 'text', notNull: true, defaultTo: publication.undatedAs },
    );
    if (publication.scheduleColumn)
      columns.push({ name: publication.scheduleColumn, type: 'text', notNull: false });
  }
  if (translation) columns.push({ name: translation.column, type: 'varchar(40)', notNull: false });
  columns.push({ name: 'version', type: 'integer', notNull: true, defaultTo: 1 });
  return columns;
}

function declaredTableMigration(kind: DefinedKind): Migration {
  // Made now, so a declaration the migrator cannot make a table of fails the process's start, not its first migration.
  const columns = declaredColumns(kind);
  return {
    up: async (db) => {
      let table: CreateTableBuilder<string, string> = withId(db, db.schema.createTable(kind.table));
      for (const column of columns)
        table = table.addColumn(column.name, column.type, (col) => {
          const withNull = column.notNull ? col.notNull() : col;
          return column.defaultTo === undefined ? withNull : withNull.defaultTo(column.defaultTo);
        });
      await table.execute();
    },
    down: async (db) => {
      await db.schema.dropTable(kind.table).execute();
    },
  };
}
