import { BadRequestException } from '@nestjs/common';
import { AdminLoginDto, AuditLogQueryDto, RegisterUserDto } from '@shop/contracts';
import { ContractValidationPipe } from './validation.pipe';

const pipe = new ContractValidationPipe();
const body = (metatype: new () => object) => ({ type: 'body' as const, metatype, data: undefined });
const query = (metatype: new () => object) => ({ type: 'query' as const, metatype, data: undefined });

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

  it('parses whole numbers in a query string and refuses the rest', async () => {
    await expect(pipe.transform({ limit: '10', offset: '0' }, query(AuditLogQueryDto))).resolves.toMatchObject({ limit: 10, offset: 0 });
    expect(await messageOf(pipe.transform({ limit: 'ten' }, query(AuditLogQueryDto)))).toContain('limit');
    expect(await messageOf(pipe.transform({ limit: '1000' }, query(AuditLogQueryDto)))).toContain('limit');
  });
});
