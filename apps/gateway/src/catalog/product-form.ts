import { BadRequestException } from '@nestjs/common';
import { NewProductFieldsDto, ProductFieldsDto, VariantFieldsDto } from '@shop/contracts';
import { ContractValidationPipe } from '../common/http/validation.pipe';

const NUMBER_FIELDS = new Set([
  'price', 'salePrice', 'halfPanPrice', 'fullPanPrice', 'grandePrice', 'retailPriceHalfpan', 'retailPriceFullpan',
  'retailPriceGrande', 'shipping', 'paintCount', 'colorCount', 'sortOrder', 'sale_price', 'saleTimerDuration',
]);
const BOOLEAN_FIELDS = new Set(['hasVariants', 'hasExtenders', 'isActive', 'saleTimerEnabled']);
const JSON_LIST_FIELDS = new Set(['subcategories', 'colors']);
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

/** The edit form: every field may be left out. */
export async function productFields(fields: Record<string, string>): Promise<ProductFieldsDto> {
  return (await pipe.transform(typed(fields), { type: 'body', metatype: ProductFieldsDto, data: '' })) as ProductFieldsDto;
}

/** The add form: name, category and price are required (docs/product/back-office.md §5). */
export async function newProductFields(fields: Record<string, string>): Promise<NewProductFieldsDto> {
  return (await pipe.transform(typed(fields), { type: 'body', metatype: NewProductFieldsDto, data: '' })) as NewProductFieldsDto;
}

export async function variantFields(fields: Record<string, string>): Promise<VariantFieldsDto> {
  const values = typed(fields);
  for (const key of ['sortOrder', 'price', 'sale_price']) if (values[key] === null) delete values[key];
  return (await pipe.transform(values, { type: 'body', metatype: VariantFieldsDto, data: '' })) as VariantFieldsDto;
}
