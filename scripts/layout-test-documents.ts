// `npx tsx scripts/layout-test-documents.ts [--check] [--move] [paths...]`: GraphQL documents in test
// source as multi-line template literals in graphql-js's printed layout, indented to where they stand.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import ts from 'typescript';

/** Documents shorter than this and on one line read well as they are. */
const LONGEST_ONE_LINER = 100;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Edits in the order they were made: two inserted at one place keep that order. */
let made = 0;
const edit = (start: number, end: number, text: string): Edit & { order: number } => ({
  start,
  end,
  text,
  order: made++,
});

/** The executable document a literal holds, or undefined (not GraphQL, a schema, or with comments print would drop). */
function documentOf(text: string): DocumentNode | undefined {
  if (text.includes('#')) return undefined;
  try {
    const document = parse(text, { noLocation: true });
    const executable = document.definitions.every(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION,
    );
    return executable ? document : undefined;
  } catch {
    return undefined;
  }
}

/** The leading whitespace of the line a position is on. */
function indentAt(source: string, position: number): string {
  const lineStart = source.lastIndexOf('\n', position - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? '';
}

/** A template literal holding the printed document, its lines two spaces in from `indent`. */
function templateOf(document: DocumentNode, indent: string): string {
  const escaped = print(document).replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const lines = escaped.split('\n').map((line) => (line === '' ? '' : `${indent}  ${line}`));
  return `\`\n${lines.join('\n')}\n${indent}\``;
}

/** Literals holding a long or multi-line document, rewritten in the printed layout. */
function layoutEdits(file: ts.SourceFile): (Edit & { order: number })[] {
  const edits: (Edit & { order: number })[] = [];
  const source = file.getFullText();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text;
      const document = text.length > LONGEST_ONE_LINER || text.includes('\n') ? documentOf(text) : undefined;
      if (document) {
        // A call's only argument goes right after its parenthesis: `graphql(\`` (Prettier keeps it there).
        const call = node.parent;
        const only = ts.isCallExpression(call) && call.arguments.length === 1;
        const start = only ? call.arguments.pos : node.getStart(file);
        const end = only ? call.end - 1 : node.end;
        const wanted = templateOf(document, indentAt(source, start));
        if (source.slice(start, end) !== wanted) edits.push(edit(start, end, wanted));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/** Whether a call is `it(...)`, `test(...)` or one of their modifiers (`it.each(...)(...)`, `it.skipIf(...)(...)`). */
function isTestCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  let callee: ts.Expression = node.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && (callee.text === 'it' || callee.text === 'test');
}

/** The statement of a test's body that holds `node`, if `node` is inside a test. */
function testStatementOf(node: ts.Node): ts.Statement | undefined {
  for (let child: ts.Node = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      ts.isBlock(parent) &&
      (ts.isArrowFunction(parent.parent) || ts.isFunctionExpression(parent.parent)) &&
      isTestCall(parent.parent.parent)
    ) {
      return child as ts.Statement;
    }
  }
  return undefined;
}

/** A `const NAME = graphql(...)` or `const NAME = '<document>'` statement and its name. */
function documentConstant(statement: ts.Statement): ts.Identifier | undefined {
  if (!ts.isVariableStatement(statement) || statement.declarationList.declarations.length !== 1) return undefined;
  if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return undefined;
  const [declaration] = statement.declarationList.declarations;
  if (!declaration || !ts.isIdentifier(declaration.name) || !declaration.initializer) return undefined;
  const initializer = declaration.initializer;
  const isGraphqlCall =
    ts.isCallExpression(initializer) &&
    ts.isIdentifier(initializer.expression) &&
    initializer.expression.text === 'graphql';
  const isDocumentText =
    (ts.isStringLiteral(initializer) || ts.isNoSubstitutionTemplateLiteral(initializer)) &&
    documentOf(initializer.text) !== undefined;
  return isGraphqlCall || isDocumentText ? declaration.name : undefined;
}

/** Where a statement begins with the comment lines right above it. */
function startWithComments(file: ts.SourceFile, statement: ts.Statement): number {
  const comments = ts.getLeadingCommentRanges(file.getFullText(), statement.getFullStart()) ?? [];
  return comments[0]?.pos ?? statement.getStart(file);
}

/** Re-indents a block of source from one indent to another. */
function reindent(text: string, from: string, to: string): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith(from) ? to + line.slice(from.length) : line))
    .join('\n');
}

/** Module-level (or describe-level) documents used once, in a test: moved just above the statement that uses them. */
function moveEdits(file: ts.SourceFile): (Edit & { order: number })[] {
  const source = file.getFullText();
  const uses = new Map<string, ts.Identifier[]>();
  const collect = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) uses.set(node.text, [...(uses.get(node.text) ?? []), node]);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const edits: (Edit & { order: number })[] = [];
  const visit = (node: ts.Node): void => {
    const name = ts.isStatement(node) ? documentConstant(node) : undefined;
    const others = name ? (uses.get(name.text) ?? []).filter((use) => use !== name) : [];
    const [use] = others;
    const target = others.length === 1 && use ? testStatementOf(use) : undefined;
    if (name && target && (ts.isSourceFile(node.parent) || ts.isBlock(node.parent)) && !testStatementOf(node)) {
      const start = startWithComments(file, node as ts.Statement);
      const lineStart = source.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = source.indexOf('\n', node.end);
      const moved = reindent(
        source.slice(lineStart, lineEnd + 1),
        indentAt(source, start),
        indentAt(source, target.getStart(file)),
      );
      const targetStart = startWithComments(file, target);
      const targetLine = source.lastIndexOf('\n', targetStart - 1) + 1;
      edits.push(edit(lineStart, lineEnd + 1, ''), edit(targetLine, targetLine, moved));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/** Applies edits (non-overlapping) from the end of the text back. */
function applied(source: string, edits: (Edit & { order: number })[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start || b.end - a.end || b.order - a.order)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

/** The TypeScript files under the given paths, generated code left out. */
function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path)
    .filter((name) => name !== 'generated' && name !== 'fixtures' && name !== 'node_modules')
    .flatMap((name) => filesUnder(join(path, name)));
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const move = args.includes('--move');
const paths = args.filter((arg) => !arg.startsWith('--'));
let changed = 0;
let documents = 0;
for (const path of (paths.length > 0 ? paths : ['test']).flatMap(filesUnder)) {
  const before = readFileSync(path, 'utf8');
  let after = before;
  if (move) after = applied(after, moveEdits(ts.createSourceFile(path, after, ts.ScriptTarget.Latest, true)));
  const edits = layoutEdits(ts.createSourceFile(path, after, ts.ScriptTarget.Latest, true));
  after = applied(after, edits);
  if (after === before) continue;
  changed += 1;
  documents += edits.length;
  console.log(
    `${path}: ${edits.length} document(s) laid out${after !== before && edits.length === 0 ? ', moved' : ''}`,
  );
  if (!check) writeFileSync(path, after);
}
console.log(`${changed} file(s), ${documents} document(s)${check ? ' to lay out' : ' laid out'}`);
if (check && changed > 0) process.exitCode = 1;
