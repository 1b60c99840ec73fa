#!/usr/bin/env node
// Writes apps/gateway/dist/answer-schemas.json: the JSON Schema of each gateway route's success answer, made with the
// TypeScript compiler from the return type of its controller method (the answer types of the typed bus, libs/contracts),
// and, for the upload forms, the contract classes and upload kinds the handler reads its form with. The OpenAPI document
// (apps/gateway/src/bootstrap/openapi.ts) puts them in place; docs/api.md "The API document" says why.
//
// Made by scripts/build.js after the server is compiled, so `npm start` and `npm test` (which build first) always have a
// fresh one and nobody commits a generated file. It is skipped when it is newer than every source it is made from
// (--if-needed), since a full type-check of the gateway takes a while on a small machine.
//
//   node scripts/answer-schemas.js [--if-needed]
const { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { codesByPattern, handlerCodes, walkReachable } = require('./route-error-codes');

const root = path.resolve(__dirname, '..');
const gateway = path.join(root, 'apps/gateway');
const output = path.join(gateway, 'dist/answer-schemas.json');
const SOURCES = [
  'apps/gateway/src',
  'apps/catalog/src',
  'apps/commerce/src',
  'apps/engagement/src',
  'apps/chat/src',
  'apps/admin-reporting/src',
  'libs/contracts/src',
  'libs/platform/src',
  'scripts/answer-schemas.js',
  'scripts/route-error-codes.js',
].map((p) => path.join(root, p));
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const REF = '#/components/schemas/';

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const isFresh = () => existsSync(output) && statSync(output).mtimeMs >= Math.max(...SOURCES.filter(existsSync).map(newestMtime));

function gatewayProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(gateway, 'tsconfig.json'),
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const files = config.fileNames.filter((file) => file.endsWith('.controller.ts'));
  return ts.createProgram({ rootNames: files, options: config.options, projectReferences: config.projectReferences });
}

const decoratorNames = (node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) =>
    ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText(),
  );

/** JSON Schema of what JSON.stringify makes of a TypeScript type; named object types become shared definitions. */
function schemaWriter(checker) {
  const definitions = {};
  const names = new Map();

  function definitionName(type) {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || symbol.name.startsWith('__')) return undefined;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias))) return undefined;
    return checker
      .typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/_+$/, '');
  }

  const isOptional = (symbol) => !!(symbol.flags & ts.SymbolFlags.Optional);
  const skipped = (type) => !!(type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));

  function objectSchema(type) {
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      if (property.escapedName.startsWith('__@')) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length && !propertyType.getProperties().length) continue; // a method: not in JSON
      const members = propertyType.isUnion() ? propertyType.types : [propertyType];
      properties[property.name] = write(propertyType);
      if (!isOptional(property) && !members.some(skipped)) required.push(property.name);
    }
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    return {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      ...(index ? { additionalProperties: write(index.type) } : {}),
    };
  }

  function unionSchema(types) {
    const kept = types.filter((t) => !skipped(t));
    const literals = kept.filter((t) => t.isStringLiteral() || t.isNumberLiteral());
    const booleans = kept.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = kept.filter((t) => !literals.includes(t) && !booleans.includes(t));
    const anyOf = [];
    if (literals.length) anyOf.push({ enum: literals.map((t) => t.value) });
    if (booleans.length) anyOf.push({ type: 'boolean' });
    for (const t of rest) anyOf.push(write(t));
    if (anyOf.some((s) => Object.keys(s).length === 0)) return {};
    return anyOf.length === 1 ? anyOf[0] : { anyOf };
  }

  function write(type) {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.StringLiteral) return { const: type.value };
    if (f & ts.TypeFlags.NumberLiteral) return { const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Enum || type.isUnion()) return unionSchema(type.isUnion() ? type.types : [type]);
    if (checker.isArrayType(type)) return { type: 'array', items: write(checker.getTypeArguments(type)[0]) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map(write);
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    const symbolName = type.getSymbol()?.name;
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (!(f & ts.TypeFlags.Object) && !type.isIntersection()) return {};
    const name = definitionName(type);
    if (!name) return objectSchema(type);
    if (!names.has(name)) {
      names.set(name, type);
      definitions[name] = {};
      definitions[name] = objectSchema(type);
    }
    return { $ref: `${REF}${name}` };
  }

  return { write, definitions };
}

/** The body a handler's return type answers: the promise's value, the cache's served body, never Fastify's reply. */
function answerType(checker, type) {
  const awaited = checker.getAwaitedType(type) ?? type;
  const members = (awaited.isUnion() ? awaited.types : [awaited]).filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) || t.isIntersection(),
  );
  const bodies = [];
  for (const member of members) {
    if (member.getSymbol()?.name === 'FastifyReply') continue;
    const served = checker.getPropertiesOfType(member).find((p) => p.escapedName.startsWith('__@answerBody'));
    bodies.push(served ? checker.getTypeOfSymbol(served) : member); // optional: its undefined is dropped by the union
  }
  return bodies;
}

/** The contract classes (`…Dto`) and upload kinds a form handler's body names. */
function formOf(checker, method) {
  const contracts = new Set();
  const uploads = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (symbol && symbol.flags & ts.SymbolFlags.Class && symbol.name.endsWith('Dto')) contracts.add(symbol.name);
      if (symbol && symbol.flags & ts.SymbolFlags.Variable && checker.getTypeOfSymbol(symbol).getSymbol()?.name === 'UploadKind')
        uploads.add(symbol.name);
    }
    ts.forEachChild(node, visit);
  };
  if (method.body) visit(method.body);
  return { contracts: [...contracts], uploads: [...uploads] };
}

const EXCEPTION_STATUS = {
  BadRequestException: 400,
  UnauthorizedException: 401,
  ForbiddenException: 403,
  NotFoundException: 404,
  ConflictException: 409,
  GoneException: 410,
  PayloadTooLargeException: 413,
  UnsupportedMediaTypeException: 415,
  UnprocessableEntityException: 422,
  ServiceUnavailableException: 503,
};

/**
 * The error statuses a handler answers itself: the exceptions it (or a function of the gateway it calls, a few calls
 * deep, or a guard of its own) throws, `new HttpException(…, 429)` and `reply.status(4xx)`.
 */
function statusesOf(checker, method, guards) {
  const statuses = new Set();
  const seen = new Set();
  const numberAt = (node) => (node && ts.isNumericLiteral(node) ? Number(node.text) : undefined);
  const own = (declaration) =>
    declaration && !declaration.getSourceFile().isDeclarationFile && declaration.getSourceFile().fileName.startsWith(path.join(gateway, 'src'));
  const onNode = (node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (EXCEPTION_STATUS[name]) statuses.add(EXCEPTION_STATUS[name]);
      if (name === 'HttpException' && numberAt(node.arguments?.[1])) statuses.add(numberAt(node.arguments[1]));
    }
    const callee = ts.isCallExpression(node) && node.expression;
    if (callee && ts.isPropertyAccessExpression(callee) && ['status', 'code'].includes(callee.name.text) && numberAt(node.arguments[0]) >= 400) {
      statuses.add(numberAt(node.arguments[0]));
    }
  };
  const scan = (body, startDepth) => walkReachable(checker, body, own, onNode, { maxDepth: 3, startDepth, seen });
  scan(method.body, 0);
  for (const guard of guards) {
    const declaration = checker.getSymbolAtLocation(guard);
    const target = declaration && declaration.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(declaration) : declaration;
    const canActivate =
      target?.valueDeclaration && ts.isClassDeclaration(target.valueDeclaration)
        ? target.valueDeclaration.members.find((m) => m.name?.getText() === 'canActivate')
        : undefined;
    if (canActivate && own(target.valueDeclaration)) scan(canActivate.body, 1);
  }
  return [...statuses].sort();
}

/** The guards `@UseGuards(…)` names on a class or a method (the access guards are known to the gateway already). */
const guardsOf = (node) =>
  (ts.getDecorators(node) ?? [])
    .filter((d) => ts.isCallExpression(d.expression) && d.expression.expression.getText() === 'UseGuards')
    .flatMap((d) => d.expression.arguments.filter(ts.isIdentifier))
    .filter((id) => !['AdminGuard', 'ShopperGuard'].includes(id.text));

function generate() {
  const program = gatewayProgram();
  const checker = program.getTypeChecker();
  const { write, definitions } = schemaWriter(checker);
  const answers = {};
  const forms = {};
  const statuses = {};
  const codes = {};
  const patternCodes = codesByPattern();
  for (const file of program.getRootFileNames().map((name) => program.getSourceFile(name))) {
    ts.forEachChild(file, function visit(node) {
      if (!ts.isClassDeclaration(node) || !node.name || !decoratorNames(node).includes('Controller')) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !decoratorNames(member).some((d) => ROUTE_DECORATORS.has(d))) continue;
        const key = `${node.name.text}.${member.name.getText()}`;
        const signature = checker.getSignatureFromDeclaration(member);
        const bodies = signature ? answerType(checker, checker.getReturnTypeOfSignature(signature)) : [];
        if (bodies.length) answers[key] = bodies.length === 1 ? write(bodies[0]) : { anyOf: bodies.map(write) };
        const takesRequest = member.parameters.some((p) => decoratorNames(p).includes('Req'));
        const form = takesRequest && formOf(checker, member);
        if (form && (form.contracts.length || form.uploads.length)) forms[key] = form;
        const thrown = statusesOf(checker, member, [...guardsOf(node), ...guardsOf(member)]);
        if (thrown.length) statuses[key] = thrown;
        const answered = handlerCodes(checker, member, path.join(gateway, 'src'), patternCodes);
        if (answered.length) codes[key] = answered;
      }
    });
  }
  return { answers, forms, statuses, codes, definitions };
}

if (require.main === module) {
  if (process.argv.includes('--if-needed') && isFresh()) {
    console.log('answer schemas are up to date');
  } else {
    const started = Date.now();
    const result = generate();
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(result, null, 1)}\n`);
    console.log(`answer schemas: ${Object.keys(result.answers).length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

module.exports = { generate, output };
