import {
  ArgumentMetadata,
  BadRequestException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { noSuchId } from '@shop/contracts';
import { fastContract } from './fast-contracts';
import { inputRefusal, passedInputGuard } from './input-guard';
import { sizeProblem } from './size-rules';

const WHAT: Record<string, string> = { body: 'The request body', query: 'The query string', param: 'The path' };

/**
 * Validates every body, query and path against its contract class: unknown
 * fields are refused, values are normalised (e-mails trimmed and lower-cased),
 * and the answer names the fields that are wrong. A path id that is not a uuid
 * names nothing: 404, like a uuid nothing has (docs/rules.md).
 */
@Injectable()
export class ContractValidationPipe extends ValidationPipe {
  /** fastPaths: false always validates through the class (the fast paths' own test compares the two). */
  constructor(private readonly options: { fastPaths?: boolean } = {}) {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new ContractProblem(errors),
    });
  }

  override async transform(sent: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isContract = typeof metadata.metatype === 'function' && metadata.metatype.name.endsWith('Dto');
    // No body at all (no content type, nothing sent) is an empty object: a contract whose fields are all
    // optional takes it as "no options"; one with required fields answers 400 naming them.
    const value = isContract && metadata.type === 'body' && !metadata.data && sent === undefined ? {} : sent;
    if (isContract && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      const what = metadata.type === 'body' ? 'The request body' : `The ${metadata.type}`;
      throw new BadRequestException(`${what} must be a JSON object`);
    }
    // The input guard has seen the request itself; a value parsed since (a form's JSON text: subcategories, reviews)
    // has not. The same check, before class-transformer and class-validator recurse into it.
    const refusal = WHAT[metadata.type] && !passedInputGuard(value) ? inputRefusal(value, WHAT[metadata.type]) : null;
    if (refusal) throw refusal.status === 413 ? new PayloadTooLargeException(refusal.message) : new BadRequestException(refusal.message);
    // Lists and free-form objects over their bound, and bulky unknown fields, are refused before the class copies and
    // walks them (size-rules.ts).
    const tooLarge =
      isContract && metadata.type !== 'param' ? sizeProblem(metadata.metatype as new () => object, value as Record<string, unknown>) : null;
    if (tooLarge) throw new BadRequestException(tooLarge);
    // A hot body already in normal form needs no class: see fast-contracts.ts.
    if (metadata.type === 'body' && this.options.fastPaths !== false && fastContract(metadata.metatype)?.(value)) return value;
    if (metadata.type !== 'param') return super.transform(metadata.type === 'query' ? withoutBlanks(value) : value, metadata);
    return super.transform(value, metadata).catch((error: unknown) => {
      throw unknownId(error, value) ?? error;
    });
  }
}

/** A 400 that keeps what class-validator found, so a path's malformed id can answer 404 instead. */
class ContractProblem extends BadRequestException {
  constructor(readonly errors: ValidationError[]) {
    super(describe(errors).join('; '));
  }
}

/** The 404 when every problem with a path is an id that is not a uuid; null for any other problem (a bad e-mail stays 400). */
function unknownId(error: unknown, path: unknown): NotFoundException | null {
  if (!(error instanceof ContractProblem)) return null;
  const onlyIds = error.errors.every((e) => !e.children?.length && Object.keys(e.constraints ?? {}).every((c) => c === 'isUuid'));
  if (!error.errors.length || !onlyIds) return null;
  const field = error.errors[0].property;
  return new NotFoundException(noSuchId(field, (path as Record<string, unknown>)[field]));
}

/** An empty query parameter (`?adminEmail=`) means "no filter", not "an empty e-mail". */
function withoutBlanks(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
}

function describe(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) =>
      m.startsWith(error.property) ? `${field}${m.slice(error.property.length)}` : `${field}: ${m}`,
    );
    return [...own, ...describe(error.children ?? [], field)];
  });
}
