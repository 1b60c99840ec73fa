// The error codes each gateway route can answer (libs/contracts/src/errors.ts), for the API document: the codes its
// handler throws itself (`httpError('CODE', …)`), and those of every service handler it reaches over the bus
// (`serviceError('CODE', …)` in the handler or in what it calls, a few calls deep, across services when a service asks
// another). Read with the TypeScript compiler by scripts/answer-schemas.js; the guards' codes are added by the
// document itself from each route's access.
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');
const SERVICES = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting'];
const MAX_DEPTH = 6;

/** The string values an expression can have: a literal, either branch of a `?:`, or a literal (union) type. */
function stringsOf(checker, expression) {
  if (!expression) return [];
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isConditionalExpression(expression)) return [...stringsOf(checker, expression.whenTrue), ...stringsOf(checker, expression.whenFalse)];
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral()) ? parts.map((part) => part.value) : [];
}

/**
 * Walks a body and what it calls (functions and methods declared in `own` files, at most `maxDepth` calls deep),
 * calling `onNode(node)` for every node met. `seen` may be shared between walks that should not visit a body twice.
 */
function walkReachable(checker, body, own, onNode, { maxDepth = MAX_DEPTH, startDepth = 0, seen = new Set() } = {}) {
  const scan = (node, depth) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const visit = (child) => {
      onNode(child);
      if (ts.isCallExpression(child)) {
        const callee = child.expression;
        let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const declaration = symbol?.valueDeclaration;
        const callable =
          declaration &&
          (ts.isFunctionDeclaration(declaration) ||
            ts.isMethodDeclaration(declaration) ||
            (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isArrowFunction(declaration.initializer)));
        if (depth < maxDepth && callable && own(declaration)) {
          scan(ts.isVariableDeclaration(declaration) ? declaration.initializer.body : declaration.body, depth + 1);
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  };
  scan(body, startDepth);
}

/** The calls a body makes, itself and through what it calls (walkReachable). */
const walkCalls = (checker, body, own, onCall) => walkReachable(checker, body, own, (node) => ts.isCallExpression(node) && onCall(node));

const calleeName = (call) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : ts.isIdentifier(call.expression) ? call.expression.text : '';

const ownFile = (dirs) => (declaration) => {
  const file = declaration.getSourceFile();
  return !file.isDeclarationFile && dirs.some((dir) => file.fileName.startsWith(dir));
};

/** Each bus pattern's codes: what its service handler (and the patterns it asks in turn) can answer. */
function codesByPattern() {
  const dirs = [...SERVICES.map((svc) => path.join(root, 'apps', svc, 'src')), path.join(root, 'libs/platform/src')];
  const files = SERVICES.flatMap((svc) => ts.sys.readDirectory(path.join(root, 'apps', svc, 'src'), ['.ts'], ['**/*.spec.ts', '**/migrations/**']));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'apps/commerce/tsconfig.json'),
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram({ rootNames: files, options: config.options, projectReferences: config.projectReferences });
  const checker = program.getTypeChecker();
  const own = ownFile(dirs);
  const codes = new Map();
  const asks = new Map();
  for (const file of files.map((name) => program.getSourceFile(name)).filter(Boolean)) {
    ts.forEachChild(file, function visit(node) {
      if (ts.isClassDeclaration(node)) {
        for (const member of node.members) {
          const decorator =
            ts.isMethodDeclaration(member) &&
            (ts.getDecorators(member) ?? []).find((d) => ts.isCallExpression(d.expression) && d.expression.expression.getText() === 'MessagePattern');
          if (!decorator) continue;
          for (const pattern of stringsOf(checker, decorator.expression.arguments[0])) {
            const found = codes.get(pattern) ?? new Set();
            const asked = asks.get(pattern) ?? new Set();
            walkCalls(checker, member.body, own, (call) => {
              const name = calleeName(call);
              if (name === 'serviceError') stringsOf(checker, call.arguments[0]).forEach((code) => found.add(code));
              if (name === 'request') stringsOf(checker, call.arguments[0]).forEach((asked_) => asked.add(asked_));
            });
            codes.set(pattern, found);
            asks.set(pattern, asked);
          }
        }
      }
      ts.forEachChild(node, visit);
    });
  }
  // A pattern that asks another answers that one's codes too (cart pricing asks the catalogue).
  for (let changed = true; changed;) {
    changed = false;
    for (const [pattern, asked] of asks) {
      const mine = codes.get(pattern);
      for (const other of asked)
        for (const code of codes.get(other) ?? [])
          if (!mine.has(code)) {
            mine.add(code);
            changed = true;
          }
    }
  }
  return codes;
}

/** A gateway handler's codes: its own httpError codes and those of the patterns it sends. */
function handlerCodes(checker, method, gatewaySrc, patternCodes) {
  const codes = new Set();
  walkCalls(checker, method.body, ownFile([gatewaySrc]), (call) => {
    const name = calleeName(call);
    if (name === 'httpError') stringsOf(checker, call.arguments[0]).forEach((code) => codes.add(code));
    if (name === 'send')
      for (const pattern of stringsOf(checker, call.arguments[0])) for (const code of patternCodes.get(pattern) ?? []) codes.add(code);
  });
  return [...codes].sort();
}

module.exports = { codesByPattern, handlerCodes, walkReachable };
