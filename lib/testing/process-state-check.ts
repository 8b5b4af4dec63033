import { posix } from "node:path";
import ts from "typescript";

// The rule of docs/develop/architecture.md, "Process state", as a check on source text
// (lib/testing/process-state.test.ts runs it over the tree): the server process runs two copies
// of lib/, so state one per process goes through processSingleton() and a class whose objects
// pass between the copies is recognised by brand (lib/core/process-state.ts). Parsed only, no
// type checker: the whole tree takes well under a second.

export interface SourceText {
  /** Relative to the project, with forward slashes. */
  path: string;
  text: string;
}

export interface ParsedSource {
  path: string;
  file: ts.SourceFile;
}

export interface Finding {
  path: string;
  line: number;
  /** The variable, or the class checked with instanceof. */
  name: string;
  problem: string;
}

/** Collections and literals that are state when a function changes them (made at load and only read, they are tables). */
const COLLECTIONS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);
/** Methods that change a Map, Set or array. */
const MUTATORS = new Set([
  "set",
  "add",
  "delete",
  "clear",
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "sort",
  "reverse",
  "fill",
  "copyWithin",
]);
/** Objects made at load that hold no state worth one per process. */
const VALUES = new Set([
  "RegExp",
  "URL",
  "TextEncoder",
  "TextDecoder",
  "Intl.Collator",
  "Intl.NumberFormat",
  "Intl.DateTimeFormat",
  "Intl.Segmenter",
]);

/** Each source parsed, once for both checks. */
export function parseSources(sources: SourceText[]): ParsedSource[] {
  return sources.map((source) => ({ path: source.path, file: parse(source) }));
}

/**
 * The scripts of worker threads (`new Worker(new URL("./x.mjs", import.meta.url))`): each thread
 * runs its own copy, outside both copies of lib/, so their module state is the thread's.
 */
export function workerScripts(sources: ParsedSource[]): Set<string> {
  const scripts = new Set<string>();
  for (const { path, file } of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(file) === "Worker") {
        const [where] = node.arguments ?? [];
        if (where && ts.isNewExpression(where) && where.expression.getText(file) === "URL") {
          const [relative] = where.arguments ?? [];
          if (relative && ts.isStringLiteral(relative)) scripts.add(posix.join(posix.dirname(path), relative.text));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return scripts;
}

/** Module-level state of a module of lib/ that is not kept through processSingleton(). */
export function moduleStateFindings({ path, file }: ParsedSource): Finding[] {
  const findings: Finding[] = [];
  const report = (node: ts.Node, name: string, problem: string) =>
    findings.push({ path, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, name, problem });

  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(file);
      if (!constant) {
        report(declaration, name, "a module-level let: one per copy of lib/, not per process");
        continue;
      }
      const init = declaration.initializer && unwrap(declaration.initializer);
      if (!init || !ts.isIdentifier(declaration.name)) continue;
      if (ts.isNewExpression(init)) {
        const made = init.expression.getText(file);
        if (COLLECTIONS.has(made)) {
          if (changedInFunction(file, name)) report(declaration, name, `a module-level ${made} that a function changes`);
        } else if (!VALUES.has(made)) {
          report(declaration, name, `a module-level ${made}, made once per copy of lib/`);
        }
      } else if ((ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) && changedInFunction(file, name)) {
        report(declaration, name, "a module-level literal that a function changes");
      }
    }
  }
  // A slot of one's own on globalThis is what processSingleton() replaces; reading a global it
  // defines (globalThis.crypto) is no state.
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === "globalThis" && !ts.isTypeQueryNode(node.parent)) {
      const read = ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node && !assigned(node.parent);
      if (!read || node.parent.getText(file).includes("__")) report(node, "globalThis", "a hand-written slot on globalThis");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/**
 * `instanceof` of a class of the project that is not recognised in every copy
 * (recognisedInEveryCopy), in the given sources: an object made by the other copy of lib/ fails it.
 */
export function instanceofFindings(files: ParsedSource[]): Finding[] {
  const classes = new Set<string>();
  const branded = new Set<string>();
  for (const { file } of files) {
    for (const statement of file.statements) {
      if (ts.isClassDeclaration(statement) && statement.name) classes.add(statement.name.text);
      if (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
        const call = statement.expression;
        const [cls] = call.arguments;
        if (call.expression.getText(file) === "recognisedInEveryCopy" && cls && ts.isIdentifier(cls)) branded.add(cls.text);
      }
    }
  }
  const findings: Finding[] = [];
  for (const { path, file } of files) {
    const fromPackages = packageImports(file);
    const visit = (node: ts.Node): void => {
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword && ts.isIdentifier(node.right)) {
        const name = node.right.text;
        if (classes.has(name) && !branded.has(name) && !fromPackages.has(name)) {
          const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
          findings.push({ path, line, name, problem: "instanceof of a class of lib/ that another copy may have made" });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return findings;
}

function parse(source: SourceText): ts.SourceFile {
  const kind = source.path.endsWith(".tsx") ? ts.ScriptKind.TSX : source.path.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, true, kind);
}

/** `x as T`, `x satisfies T`, `(x)`: the value inside. */
function unwrap(expression: ts.Expression): ts.Expression {
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) {
    expression = expression.expression;
  }
  return expression;
}

/** Whether a function in `file` changes what `name` holds (sets a property, calls a mutator). */
function changedInFunction(file: ts.SourceFile, name: string): boolean {
  let changed = false;
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (changed) return;
    if (inFunction && ts.isIdentifier(node) && node.text === name) {
      const use = node.parent;
      if ((ts.isPropertyAccessExpression(use) || ts.isElementAccessExpression(use)) && use.expression === node) {
        const calledMutator =
          ts.isPropertyAccessExpression(use) &&
          MUTATORS.has(use.name.text) &&
          ts.isCallExpression(use.parent) &&
          use.parent.expression === use;
        if (calledMutator || assigned(use) || ts.isDeleteExpression(use.parent)) changed = true;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(file, false);
  return changed;
}

/** Whether `node` is written to: assigned, compound-assigned, incremented or decremented. */
function assigned(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && parent.left === node) {
    return parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
  }
  return (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  );
}

/** Names a file imports from packages (not from the project): their classes are one copy, in node_modules. */
function packageImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (from.startsWith(".") || from.startsWith("@/")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
    if (statement.importClause?.name) names.add(statement.importClause.name.text);
  }
  return names;
}
