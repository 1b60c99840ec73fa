import { join } from 'node:path';
import * as ts from 'typescript';
import * as contracts from './web';
import { SERVICE_NAMES, attemptCountPattern, healthPattern } from './services';

/**
 * BusRequests (bus-requests.ts) must name every request/reply pattern: the build already refuses a `*Patterns` value
 * missing from it; this says which, read from the compiled map, and that no two constants share a value (they would
 * share one entry).
 */
const groups = Object.entries(contracts).filter(([name]) => name.endsWith('Patterns')) as [string, Record<string, string>][];
const declared = [
  ...groups.flatMap(([group, patterns]) => Object.entries(patterns).map(([key, value]) => ({ name: `${group}.${key}`, value }))),
  ...SERVICE_NAMES.flatMap((service) => [healthPattern(service), attemptCountPattern(service)].map((value) => ({ name: value, value }))),
];

/** The string literals BusPattern stands for, as the compiler sees them. */
function mappedPatterns(): Set<string> {
  const file = join(__dirname, 'bus-requests.ts');
  const program = ts.createProgram([file], { strict: true, experimentalDecorators: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const alias = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'BusPattern')!;
  const type = checker.getTypeAtLocation(alias.name);
  return new Set((type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value));
}

describe('the bus map (BusRequests)', () => {
  it('has no two patterns with the same value', () => {
    const seen = new Map<string, string>();
    const clashes = declared.filter(({ name, value }) => (seen.has(value) ? true : (seen.set(value, name), false)));
    expect(clashes).toEqual([]);
  });

  it('names every pattern the contracts declare, and nothing else', () => {
    const mapped = mappedPatterns();
    expect(declared.filter(({ value }) => !mapped.has(value)).map(({ name }) => name)).toEqual([]);
    const values = new Set(declared.map(({ value }) => value));
    expect([...mapped].filter((value) => !values.has(value))).toEqual([]);
    expect(mapped.size).toBeGreaterThan(200);
  }, 60_000);
});
