import { BadRequestException } from '@nestjs/common';
import { NewProductFieldsDto, ProductFieldsDto, VariantFieldsDto } from '@shop/contracts';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import type { UploadedForm } from '../uploads/upload.service';

const NUMBER_FIELDS = new Set([
  'price', 'salePrice', 'halfPanPrice', 'fullPanPrice', 'grandePrice', 'retailPriceHalfpan', 'retailPriceFullpan',
  'retailPriceGrande', 'shipping', 'paintCount', 'colorCount', 'sortOrder', 'sale_price', 'saleTimerDuration',
]);
const BOOLEAN_FIELDS = new Set(['hasVariants', 'hasExtenders', 'isActive', 'saleTimerEnabled']);
const JSON_LIST_FIELDS = new Set(['subcategories', 'colors']);
const VARIANT_NULL_IS_ABSENT = new Set(['sortOrder', 'price', 'sale_price']);
const pipe = new ContractValidationPipe();

/** A blank one of these is not sent (docs/product/back-office.md §5: "Price is sent only if numeric"); it stays as it is, or is missing. */
const SENT_ONLY_IF_NUMERIC = new Set(['price']);

/**
 * Multipart text fields → typed values: a blank number clears it (null), booleans are "true"/"false",
 * lists are JSON text. Anything else stays text for the contract to judge.
 */
function typed(fields: Record<string, string>): Record<string, unknown> {
  const sent = Object.entries(fields).filter(([name, raw]) => !(SENT_ONLY_IF_NUMERIC.has(name) && raw.trim() === ''));
  return Object.fromEntries(sent.map(([name, raw]) => {
    const value = raw.trim();
    if (NUMBER_FIELDS.has(name)) return [name, value === '' ? null : Number.isNaN(Number(value)) ? raw : Number(value)];
    if (BOOLEAN_FIELDS.has(name)) return [name, value === 'true' ? true : value === 'false' ? false : raw];
    if (JSON_LIST_FIELDS.has(name)) return [name, parseList(name, value)];
    return [name, raw];
  }));
}

function parseList(name: string, value: string): unknown {
  if (value === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestException(`${name} must be a JSON list of texts, e.g. ["Blues","Greens"]`);
  }
}

/**
 * A form's text fields typed; a JSON body as sent, except that a text value is read as the form would read it
 * (`"price": "12.50"` is 12.5), since the documented call is a form whose fields are all text.
 */
function bodyOf(form: UploadedForm): unknown {
  const json = form.json;
  if (json === undefined) return typed(form.fields);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json;
  const texts = Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { ...json, ...typed(Object.fromEntries(texts)) };
}

/** The edit form (or JSON): every field may be left out. */
export async function productFields(form: UploadedForm): Promise<ProductFieldsDto> {
  return (await pipe.transform(bodyOf(form), { type: 'body', metatype: ProductFieldsDto, data: '' })) as ProductFieldsDto;
}

/** The add form (or JSON): name, category and price are required (docs/product/back-office.md §5). */
export async function newProductFields(form: UploadedForm): Promise<NewProductFieldsDto> {
  return (await pipe.transform(bodyOf(form), { type: 'body', metatype: NewProductFieldsDto, data: '' })) as NewProductFieldsDto;
}

/** A variant's form (or JSON); a blank (null) sort order or price is not given. */
export async function variantFields(form: UploadedForm): Promise<VariantFieldsDto> {
  const body = bodyOf(form);
  const values = body !== null && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter(([key, value]) => !(value === null && VARIANT_NULL_IS_ABSENT.has(key))))
    : body;
  return (await pipe.transform(values, { type: 'body', metatype: VariantFieldsDto, data: '' })) as VariantFieldsDto;
}
