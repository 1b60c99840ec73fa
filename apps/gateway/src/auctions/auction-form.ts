import type { Type } from '@nestjs/common';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import type { UploadedForm } from '../uploads/upload.service';

const NUMBER_FIELDS = new Set(['startPrice', 'endPrice', 'originalRetailPrice', 'priceDropAmount', 'priceDropInterval', 'quantity']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const pipe = new ContractValidationPipe();

/**
 * An auction form's text fields → typed values: numbers as numbers, `isActive` "true"/"false", `removeImages` a JSON
 * list of addresses. Anything that does not parse stays text for the contract to refuse by name.
 */
function typedAuctionForm(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, raw]) => {
    const value = raw.trim();
    if (NUMBER_FIELDS.has(name)) return [name, NUMBER.test(value) ? Number(value) : raw];
    if (name === 'isActive') return [name, value === 'true' ? true : value === 'false' ? false : raw];
    if (name === 'removeImages') return [name, jsonOrText(value)];
    return [name, raw];
  }));
}

function jsonOrText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** An auction's fields from a JSON body or a form's text fields, validated against its contract as the global pipe would. */
export async function auctionFields<T>(form: UploadedForm, metatype: Type<T>): Promise<T> {
  const body = form.json !== undefined ? form.json : typedAuctionForm(form.fields);
  return (await pipe.transform(body, { type: 'body', metatype, data: '' })) as T;
}
