/**
 * A route handler is validation, one call and the answer. Two awaited calls in a handler are two
 * round trips whose order, atomicity and owner-scoping the route decides instead of the module that
 * holds the SQL (worker/db/) or the service that spans modules (worker/services/): the owner check
 * belongs in the statement, "why was nothing written" in the function that wrote nothing.
 *
 * Each worker/routes/*.ts is read with TypeScript's own parser. A handler is the last function
 * argument of a `.get/.post/.put/.patch/.delete/.all(` call; its awaits are counted, with those of
 * any function of the same file it calls (a helper in the route file is still the route's work).
 * Reading the request (`await c.req.…`) is validation and not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const routesDir = path.resolve(import.meta.dirname, '../../worker/routes');
const methods = new Set(['get', 'post', 'put', 'patch', 'delete', 'all']);

/**
 * Handlers that may await more than once, as `file method path`, each with its reason. This list can
 * only shrink: a handler that is made thin must leave it (the test fails on a stale entry too).
 */
const allowed: ReadonlyMap<string, string> = new Map([
  // better-auth's mount: each handler wraps the library's own handler (forward) with what must
  // happen around that one call in the same request: the limits counted before the attempt and a
  // sign-in's failure counter given back after it; the session read before a password change may
  // end it, and the reset links revoked after. Splitting them would move the request, not the work.
  ['auth.ts post /:endpoint{.+}', "better-auth's mount: limits before, refund after the library's handler"],
  ['auth.ts post /change-password', "better-auth's mount: the session read before, reset links revoked after"],
]);

function isFunction(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
}

/** `await c.req.json()` and the like: reading the request, which is validation. */
function readsRequest(expression: ts.Expression): boolean {
  let node: ts.Expression = expression;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isParenthesizedExpression(node)) {
    node = ts.isCallExpression(node) ? node.expression : node.expression;
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'req' && ts.isIdentifier(node.expression)) return true;
  }
  return false;
}

interface Handler {
  name: string;
  awaits: number;
}

function handlersOf(fileName: string, text: string): Handler[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  // The file's own named functions (declarations and `const f = async (…) =>`).
  const local = new Map<string, ts.Node>();
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) local.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isFunction(node.initializer)) {
      local.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const memo = new Map<ts.Node, number>();
  const awaitsIn = (root: ts.Node, seen: Set<ts.Node>): number => {
    const cached = memo.get(root);
    if (cached !== undefined) return cached;
    let count = 0;
    const walk = (node: ts.Node) => {
      if (ts.isAwaitExpression(node) && !readsRequest(node.expression)) count++;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const callee = local.get(node.expression.text);
        if (callee && !seen.has(callee)) count += awaitsIn(callee, new Set([...seen, callee]));
      }
      ts.forEachChild(node, walk);
    };
    ts.forEachChild(root, walk);
    memo.set(root, count);
    return count;
  };

  const found: Handler[] = [];
  const visit = (node: ts.Node) => {
    const first = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    const last = ts.isCallExpression(node) && node.arguments.length >= 2 ? node.arguments.at(-1) : undefined;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      methods.has(node.expression.name.text) &&
      first !== undefined &&
      ts.isStringLiteralLike(first) &&
      last !== undefined
    ) {
      if (isFunction(last)) {
        const name = `${path.basename(fileName)} ${node.expression.name.text} ${first.text}`;
        found.push({ name, awaits: awaitsIn(last, new Set([last])) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const handlers = fs
  .readdirSync(routesDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .flatMap((name) => handlersOf(name, fs.readFileSync(path.join(routesDir, name), 'utf8')));

describe('thin route handlers', () => {
  it('finds the route handlers', () => {
    expect(handlers.length).toBeGreaterThan(50);
  });

  it('awaits at most one call in each handler, outside the allow-list', () => {
    const thick = handlers.filter((h) => h.awaits > 1 && !allowed.has(h.name)).map((h) => `${h.name} (${h.awaits} awaits)`);
    expect(thick).toEqual([]);
  });

  it('allows only handlers that exist and are still thick (the list can only shrink)', () => {
    const stale = [...allowed.keys()].filter((name) => !handlers.some((h) => h.name === name && h.awaits > 1));
    expect(stale).toEqual([]);
  });
});
