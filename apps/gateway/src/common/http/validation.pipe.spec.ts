import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  AdminLoginDto,
  AuditLogQueryDto,
  EmailParamDto,
  ManualOrderDto,
  OrderListQueryDto,
  ProductFieldsDto,
  ProductQueryDto,
  RegisterUserDto,
  UuidParamDto,
} from '@shop/contracts';
import { ContractValidationPipe } from './validation.pipe';

const pipe = new ContractValidationPipe();
const body = (metatype: new () => object) => ({ type: 'body' as const, metatype, data: undefined });
const query = (metatype: new () => object) => ({ type: 'query' as const, metatype, data: undefined });
const param = (metatype: new () => object) => ({ type: 'param' as const, metatype, data: undefined });

async function messageOf(promise: Promise<unknown>): Promise<string> {
  const err = (await promise.catch((e) => e)) as BadRequestException;
  expect(err).toBeInstanceOf(BadRequestException);
  return (err.getResponse() as { message: string }).message;
}

describe('ContractValidationPipe', () => {
  it('normalises the e-mail: trimmed and lower-cased', async () => {
    await expect(pipe.transform({ email: '  Mixed@Case.COM ' }, body(RegisterUserDto))).resolves.toMatchObject({ email: 'mixed@case.com' });
  });

  it('names every wrong or unknown field', async () => {
    const message = await messageOf(pipe.transform({ email: 'nope', sneaky: true }, body(RegisterUserDto)));
    expect(message).toContain('email must be a valid e-mail address');
    expect(message).toContain('sneaky');
  });

  it('refuses a body that is not an object', async () => {
    expect(await messageOf(pipe.transform(null, body(AdminLoginDto)))).toBe('The request body must be a JSON object');
    expect(await messageOf(pipe.transform([], body(AdminLoginDto)))).toBe('The request body must be a JSON object');
  });

  it('takes no body at all as an empty one: fine where every field is optional, else the missing fields are named', async () => {
    await expect(pipe.transform(undefined, body(AuditLogQueryDto))).resolves.toBeInstanceOf(AuditLogQueryDto);
    expect(await messageOf(pipe.transform(undefined, body(AdminLoginDto)))).toMatch(/^email .*password/);
  });

  it('treats an empty query parameter as absent', async () => {
    await expect(pipe.transform({ adminEmail: '', action: '', limit: '5' }, query(AuditLogQueryDto))).resolves.toEqual(
      expect.objectContaining({ limit: 5 }),
    );
    const parsed = (await pipe.transform({ adminEmail: '' }, query(AuditLogQueryDto))) as AuditLogQueryDto;
    expect(parsed.adminEmail).toBeUndefined();
  });

  describe('a path id that is not a uuid names nothing: 404, not 400', () => {
    it('answers 404 naming the id, cut short when long', async () => {
      const err = await pipe.transform({ id: 'nonexistent' }, param(UuidParamDto)).catch((e) => e);
      expect(err).toBeInstanceOf(NotFoundException);
      expect((err as NotFoundException).message).toBe('Nothing has the id "nonexistent"');
      const long = await pipe.transform({ id: '9'.repeat(500) }, param(UuidParamDto)).catch((e) => e);
      expect((long as NotFoundException).message).toBe(`Nothing has the id "${'9'.repeat(40)}…"`);
    });

    it('takes a uuid, and keeps 400 for other path problems and for ids in a body', async () => {
      const id = '3f1c2a4e-8b7d-4c2a-9e1f-0a2b3c4d5e6f';
      await expect(pipe.transform({ id }, param(UuidParamDto))).resolves.toMatchObject({ id });
      expect(await messageOf(pipe.transform({ email: 'not-an-email' }, param(EmailParamDto)))).toContain('email');
      expect(await messageOf(pipe.transform({ id: 'x' }, body(UuidParamDto)))).toBe('id must be a valid id');
    });
  });

  it('parses whole numbers in a query string and refuses the rest', async () => {
    await expect(pipe.transform({ limit: '10', offset: '0' }, query(AuditLogQueryDto))).resolves.toMatchObject({ limit: 10, offset: 0 });
    expect(await messageOf(pipe.transform({ limit: 'ten' }, query(AuditLogQueryDto)))).toContain('limit');
    expect(await messageOf(pipe.transform({ limit: '1000' }, query(AuditLogQueryDto)))).toContain('limit');
  });

  describe("values parsed after the input guard (a form's JSON text) are checked like the request itself", () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 'Blue';
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };

    it('refuses a list nested 50,000 deep before class-transformer recurses into it (no stack overflow)', async () => {
      expect(await messageOf(pipe.transform({ subcategories: nested(50_000) }, body(ProductFieldsDto)))).toBe(
        'subcategories nests too deeply (at most 32 levels of lists and objects)',
      );
    });

    it('refuses NUL and lone surrogates inside a parsed list, naming the item', async () => {
      expect(await messageOf(pipe.transform({ subcategories: ['Blues', 'Gr\u0000eens'] }, body(ProductFieldsDto)))).toBe(
        'subcategories.1 must not contain control characters (tabs and line breaks are fine)',
      );
      expect(await messageOf(pipe.transform({ subcategories: ['\ud800'] }, body(ProductFieldsDto)))).toBe(
        'subcategories.0 must be valid Unicode text',
      );
    });
  });

  describe('bounds on money and paging (docs/rules.md §5: nothing a user sends overflows a column)', () => {
    const manual = (change: Record<string, unknown>) => ({
      customerEmail: 'a@example.com',
      items: [{ name: 'Blue', price: 12.5, quantity: 1 }],
      total: 12.5,
      ...change,
    });

    it('takes a manual order up to 1,000,000.00 dollars and refuses 21,474,836.48, naming the field', async () => {
      await expect(pipe.transform(manual({ total: 1_000_000 }), body(ManualOrderDto))).resolves.toBeInstanceOf(ManualOrderDto);
      expect(await messageOf(pipe.transform(manual({ total: 21_474_836.48 }), body(ManualOrderDto)))).toBe(
        'total must be an amount of dollars from 0 to 1000000 with at most 2 decimals',
      );
      for (const field of ['subtotal', 'shipping', 'tax']) {
        expect(await messageOf(pipe.transform(manual({ [field]: 1e20 }), body(ManualOrderDto)))).toMatch(new RegExp(`^${field} must be an amount`));
      }
      expect(await messageOf(pipe.transform(manual({ total: 1.005 }), body(ManualOrderDto)))).toBe('total must have at most 2 decimals');
    });

    it('refuses lines that add up to more than 1,000,000.00 dollars (the order keeps their sum as its subtotal)', async () => {
      const items = [{ name: 'Blue', price: 1_000_000, quantity: 999 }];
      expect(await messageOf(pipe.transform(manual({ items }), body(ManualOrderDto)))).toBe('items must add up to at most 1000000 dollars');
    });

    it('bounds offset and page: 1e20 and 100,001 are refused, 100,000 is taken', async () => {
      await expect(pipe.transform({ offset: '100000' }, query(OrderListQueryDto))).resolves.toMatchObject({ offset: 100_000 });
      for (const offset of ['1e20', '100001', '-1', '1.5']) {
        expect(await messageOf(pipe.transform({ offset }, query(OrderListQueryDto)))).toBe('offset must be a whole number from 0 to 100000');
        expect(await messageOf(pipe.transform({ offset }, query(ProductQueryDto)))).toBe('offset must be a whole number from 0 to 100000');
      }
    });
  });
});
