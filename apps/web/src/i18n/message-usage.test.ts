import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '../../messages/pl.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

/**
 * Which message keys the site's code reads, found by reading every .ts/.tsx file of apps/web/src and
 * apps/web/server (tests aside) with the TypeScript checker, the way `tsc -p apps/web` sees them:
 *
 * - A call of a next-intl translator (`useTranslations('ns')`, `getTranslations({ namespace })`,
 *   `useTranslations()` for the whole tree), also `t.rich`, `t.markup`, `t.raw` and `t.has`, wherever
 *   the translator was made or handed to. The namespace comes from the translator's type, the key
 *   from the type of the argument: `t('heading')`, `t(badge)` with `badge` one of a const list,
 *   `t(failureMessageKey(...))`, `t(\`errorCodes.${code}\`)` with `code: ErrorCode` all read exactly
 *   the keys of that type. A key that names a subtree (`t.raw`) reads every key under it.
 * - Dynamic keys (the rule for what the checker cannot spell out): a template literal whose parts
 *   the checker knows only as `string`, such as `t(\`layouts.${name}\`)` with `name: string`, reads
 *   every key its fixed parts match, each `${...}` standing for any text; so `prefix.${x}` reads
 *   every key under `prefix.`. Any other key the checker cannot spell out fails the test.
 * - A property read of a message file's object (`pl.meta.siteName` of an imported messages/*.json,
 *   `messages.map` of getMessages()): a text is a key read; a whole subtree taken as an object must
 *   be declared in WHOLE_READS, saying which of its keys it shows.
 *
 * The API and packages/domain never read apps/web/messages (nothing outside apps/web imports them).
 */

const WEB = fileURLToPath(new URL('../../', import.meta.url));
const MESSAGE_FILES = new Set([`${WEB}messages/pl.json`, `${WEB}messages/en.json`]);
const TRANSLATOR_METHODS = new Set(['rich', 'markup', 'raw', 'has']);

interface Reader {
  /** The dotted keys under `path` that the named interface or type of the site spells out. */
  keysNamedBy(typeName: string, path: string): string[];
}

/**
 * Subtrees of the message tree the code takes whole, as objects: the reader cannot see which of their
 * keys are shown, so each is declared here, by file or by subtree, with the keys it uses. A whole read
 * not declared here fails the test, and so does a declaration no read matches any more.
 */
const WHOLE_READS: { file?: string; path?: string; uses: (reader: Reader) => string[] }[] = [
  {
    // clientMessages() hands namespaces to NextIntlClientProvider for the client components. It
    // shows nothing itself: the components' useTranslations() calls are read like any other.
    file: 'src/i18n/client-messages.ts',
    uses: () => [],
  },
  {
    // The back office's root layout hands its namespaces to its own NextIntlClientProvider, for
    // the same reason: the components' calls are read on their own.
    file: 'src/features/back-office/shell/back-office-root-layout.tsx',
    uses: () => [],
  },
  {
    // parseMapLabels(messages.map) (home page, offer lists) gives the namespace to a zod schema that
    // keeps the texts the MapLabels interface names (a region name, plural forms...) and drops the
    // rest, so those are the keys used.
    path: 'map',
    uses: (reader) => reader.keysNamedBy('MapLabels', 'map'),
  },
];

/**
 * SPEC §8 catalogue texts for screens that later issues build (logging in and staff accounts, sharing
 * an article, exchange rates): no code shows them yet, and messages.test.ts holds three of them to
 * the spec's words. A key leaves this list when code reads it (the test says so).
 */
const NOT_YET_SHOWN = [
  'feedback.getRates',
  'feedback.formShareArticle',
  'feedback.shareArticleSent',
  'feedback.registrationLinkSent',
];

/** global-error.tsx shows copies of these `errors` texts (it cannot load the catalogues); global-error-texts.test.ts keeps them equal. */
const COPIED_KEYS = Object.keys(GLOBAL_ERROR_TEXTS.pl).map((key) => `errors.${key}`);

/** Every leaf key of a message tree, dotted. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const PL_KEYS = keys(pl);

/** The text or subtree at a dotted path of the Polish file; undefined when there is none. */
function valueAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      pl,
    );
}

/** A key read by the code: exactly, or as a pattern (dynamic keys); `at` is file:line. */
interface KeyRead {
  key?: string;
  pattern?: RegExp;
  /** t.has() may ask about a key that does not exist. */
  mayBeMissing?: boolean;
  at: string;
}

interface Usage {
  files: number;
  translatorCalls: number;
  reads: KeyRead[];
  /** Subtrees taken whole, by path ('' for the whole tree). */
  wholeReads: { path: string; file: string; at: string }[];
  /** Reads the reader cannot follow. */
  unresolved: string[];
  reader: Reader;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A template key as a pattern: its fixed parts in order, each placeholder standing for any text. */
function templatePattern(texts: readonly string[]): RegExp {
  return new RegExp(`^${texts.map(escapeRegExp).join('.+')}$`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(`${WEB}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${WEB}${dir}/${file}`);
}

function readUsage(): Usage {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${WEB}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/web/tsconfig.json cannot be read');
  const files = [...sourceFiles('src'), ...sourceFiles('server')];
  const program = ts.createProgram({
    rootNames: [...new Set([...config.fileNames, ...files])],
    options: { ...config.options, incremental: false, noEmit: true },
  });
  const checker = program.getTypeChecker();
  const usage: Usage = {
    files: 0,
    translatorCalls: 0,
    reads: [],
    wholeReads: [],
    unresolved: [],
    reader: { keysNamedBy },
  };

  /** The namespace of a next-intl translator type ('' for the whole tree); undefined for other types, null when unknown. */
  function translatorNamespace(type: ts.Type): string | null | undefined {
    const alias = type.aliasSymbol;
    const fromIntl = alias?.declarations?.some((d) => d.getSourceFile().fileName.includes('/use-intl/'));
    if (alias?.name !== 'Translator' || !fromIntl) return undefined;
    const namespace = type.aliasTypeArguments?.[1];
    if (namespace === undefined || namespace.flags & ts.TypeFlags.Never) return '';
    return namespace.isStringLiteral() ? namespace.value : null;
  }

  /** The message path a property symbol is declared at in messages/*.json, if it is one of theirs. */
  function messagePath(symbol: ts.Symbol | undefined): string | undefined {
    const declaration = symbol?.declarations?.[0];
    if (!declaration || !MESSAGE_FILES.has(declaration.getSourceFile().fileName)) return undefined;
    const names: string[] = [];
    for (let node: ts.Node = declaration; !ts.isSourceFile(node); node = node.parent) {
      if (ts.isPropertyAssignment(node)) {
        names.unshift(ts.isStringLiteral(node.name) ? node.name.text : node.name.getText());
      }
    }
    return names.join('.');
  }

  /** Whether a type is an object of the message tree (its properties are declared in messages/*.json). */
  function isMessageObject(type: ts.Type): boolean {
    const properties = type.getProperties();
    return properties.length > 0 && properties.every((property) => messagePath(property) !== undefined);
  }

  /** The string literal values of an expression's type; undefined unless it is made of them alone. */
  function literalValues(node: ts.Expression): string[] | undefined {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => part.isStringLiteral())
      ? parts.map((part) => (part as ts.StringLiteralType).value)
      : undefined;
  }

  /** The keys a translator call with this argument reads, under the namespace prefix. */
  function keyReads(argument: ts.Expression, prefix: string, at: string, mayBeMissing: boolean) {
    const type = checker.getTypeAtLocation(argument);
    const parts = type.isUnion() ? type.types : [type];
    const reads: KeyRead[] = [];
    for (const part of parts) {
      if (part.isStringLiteral()) reads.push({ key: `${prefix}${part.value}`, at, mayBeMissing });
      else if (part.flags & ts.TypeFlags.TemplateLiteral) {
        const [head = '', ...rest] = (part as ts.TemplateLiteralType).texts;
        reads.push({ pattern: templatePattern([`${prefix}${head}`, ...rest]), at, mayBeMissing });
      } else {
        // The checker knows no more than `string`: the template literal written in the code, if any.
        let node = argument;
        while (
          ts.isParenthesizedExpression(node) ||
          ts.isAsExpression(node) ||
          ts.isSatisfiesExpression(node) ||
          ts.isNonNullExpression(node)
        ) {
          node = node.expression;
        }
        if (!ts.isTemplateExpression(node)) return undefined;
        const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        const [head = '', ...rest] = texts;
        return [{ pattern: templatePattern([`${prefix}${head}`, ...rest]), at, mayBeMissing }];
      }
    }
    return reads;
  }

  function keysNamedBy(typeName: string, path: string): string[] {
    const declarations = files.flatMap((file) =>
      Array.from(program.getSourceFile(file)?.statements ?? []).filter(
        (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
          (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
          statement.name.text === typeName,
      ),
    );
    const [declaration] = declarations;
    if (!declaration || declarations.length > 1) {
      throw new Error(`expected one declaration of ${typeName}, found ${declarations.length}`);
    }
    const named = (key: string) => {
      let type = checker.getTypeAtLocation(declaration.name);
      for (const part of key.slice(path.length + 1).split('.')) {
        const property = checker.getNonNullableType(type).getProperty(part);
        if (!property) return false;
        type = checker.getTypeOfSymbolAtLocation(property, declaration);
      }
      return true;
    };
    return PL_KEYS.filter((key) => key.startsWith(`${path}.`) && named(key));
  }

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    usage.files += 1;
    const relative = file.slice(WEB.length);
    const at = (node: ts.Node) =>
      `${relative}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

    const readCall = (call: ts.CallExpression) => {
      const callee = call.expression;
      const method =
        ts.isPropertyAccessExpression(callee) && TRANSLATOR_METHODS.has(callee.name.text)
          ? callee.name.text
          : undefined;
      const namespace = translatorNamespace(
        checker.getTypeAtLocation(
          method && ts.isPropertyAccessExpression(callee) ? callee.expression : callee,
        ),
      );
      const [argument] = call.arguments;
      if (namespace !== undefined) {
        usage.translatorCalls += 1;
        const reads =
          namespace !== null && argument
            ? keyReads(argument, namespace ? `${namespace}.` : '', at(call), method === 'has')
            : undefined;
        if (reads) usage.reads.push(...reads);
        else usage.unresolved.push(`${at(call)}: the key of ${call.getText(source)}`);
      }
      // A translator handed to a function that does not type it as one: its calls there are unseen.
      for (const passed of call.arguments) {
        if (translatorNamespace(checker.getTypeAtLocation(passed)) === undefined) continue;
        const parameter = checker.getContextualType(passed);
        if (!parameter || translatorNamespace(parameter) === undefined) {
          usage.unresolved.push(`${at(passed)}: a translator passed to ${callee.getText(source)}`);
        }
      }
    };

    const readAccess = (access: ts.PropertyAccessExpression | ts.ElementAccessExpression) => {
      const objectType = checker.getTypeAtLocation(access.expression);
      if (!isMessageObject(objectType)) return;
      // Only the outermost read of a chain (`pl.meta.siteName`, not `pl.meta`).
      const { parent } = access;
      if (
        (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
        parent.expression === access &&
        isMessageObject(checker.getTypeAtLocation(access))
      ) {
        return;
      }
      const names = ts.isPropertyAccessExpression(access)
        ? [access.name.text]
        : literalValues(access.argumentExpression);
      const paths = names?.map((name) => messagePath(objectType.getProperty(name)));
      if (!paths || paths.some((path) => path === undefined)) {
        // A computed name the checker cannot list: the whole object is read.
        const [first] = objectType.getProperties();
        const path = messagePath(first)?.split('.').slice(0, -1).join('.') ?? '';
        usage.wholeReads.push({ path, file: relative, at: at(access) });
        return;
      }
      for (const path of paths as string[]) {
        if (typeof valueAt(path) === 'string') usage.reads.push({ key: path, at: at(access) });
        else usage.wholeReads.push({ path, file: relative, at: at(access) });
      }
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) readCall(node);
      if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) readAccess(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return usage;
}

/** Whether a read covers a key: the key itself, a subtree above it, or a matching pattern. */
function covers(read: KeyRead, key: string): boolean {
  if (read.pattern) return read.pattern.test(key);
  return read.key === key || key.startsWith(`${read.key}.`);
}

describe('message keys the code reads', () => {
  let usage: Usage;
  beforeAll(() => {
    usage = readUsage();
  }, 120_000);

  it('are found in every source file of the site', () => {
    expect(usage.files).toBeGreaterThan(100);
    expect(usage.translatorCalls).toBeGreaterThan(100);
  });

  it('are all followed: every key is known and every whole subtree read is declared', () => {
    expect(usage.unresolved, 'reads whose keys cannot be listed: type them or declare them').toEqual([]);
    const undeclared = usage.wholeReads.filter(
      (read) =>
        !WHOLE_READS.some(
          (entry) => (entry.file ?? read.file) === read.file && (entry.path ?? read.path) === read.path,
        ),
    );
    expect(
      undeclared.map((read) => `${read.at}: ${read.path || '(all messages)'}`),
      'subtrees read whole: declare them in WHOLE_READS',
    ).toEqual([]);
    const stale = WHOLE_READS.filter(
      (entry) =>
        !usage.wholeReads.some(
          (read) => (entry.file ?? read.file) === read.file && (entry.path ?? read.path) === read.path,
        ),
    );
    expect(stale, 'WHOLE_READS entries no read matches any more').toEqual([]);
  });

  it('all exist in messages/pl.json', () => {
    const missing = usage.reads
      .filter((read) => !read.mayBeMissing && !PL_KEYS.some((key) => covers(read, key)))
      .map((read) => `${read.key ?? read.pattern} (${read.at})`);
    expect(missing, 'keys the code reads that pl.json does not have').toEqual([]);
  });

  it('leave no message in messages/pl.json unread', () => {
    const used = new Set([...COPIED_KEYS, ...WHOLE_READS.flatMap((entry) => entry.uses(usage.reader))]);
    const read = (key: string) => used.has(key) || usage.reads.some((each) => covers(each, key));
    const unused = PL_KEYS.filter((key) => !read(key) && !NOT_YET_SHOWN.includes(key));
    expect(unused, 'message keys no code reads: remove them from pl.json and en.json').toEqual([]);
    const stale = NOT_YET_SHOWN.filter((key) => read(key) || !PL_KEYS.includes(key));
    expect(stale, 'NOT_YET_SHOWN keys that code reads now, or that are gone: take them off the list').toEqual(
      [],
    );
  });
});
