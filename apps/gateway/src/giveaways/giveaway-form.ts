import type { Type } from '@nestjs/common';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import type { UploadedForm } from '../uploads/upload.service';

const FLAGS = new Set(['isActive', 'isComingSoon']);
/** A blank one of these in a form means "not given". */
const BLANK_IS_ABSENT = new Set(['isActive', 'isComingSoon', 'imageUrl', 'image']);
/** A blank date in a form means "no date": none on create, cleared on edit (as JSON null does). */
const BLANK_IS_NULL = new Set(['startDate', 'endDate']);
const pipe = new ContractValidationPipe();

/** A giveaway form's text fields → typed values; anything that does not parse stays text for the contract to refuse by name. */
function typedGiveawayForm(fields: Record<string, string>): Record<string, unknown> {
  const sent = Object.entries(fields).filter(([name, raw]) => !(BLANK_IS_ABSENT.has(name) && raw.trim() === ''));
  return Object.fromEntries(sent.map(([name, raw]) => {
    const value = raw.trim();
    if (BLANK_IS_NULL.has(name) && value === '') return [name, null];
    if (FLAGS.has(name)) return [name, value === 'true' ? true : value === 'false' ? false : raw];
    return [name, raw];
  }));
}

/** A giveaway's fields from a JSON body or a form's text fields, validated against its contract as the global pipe would. */
export async function giveawayFields<T>(form: UploadedForm, metatype: Type<T>): Promise<T> {
  const body = form.json !== undefined ? form.json : typedGiveawayForm(form.fields);
  return (await pipe.transform(body, { type: 'body', metatype, data: '' })) as T;
}

/** The giveaway's image: an uploaded file, else the address sent as `imageUrl` (or `image`); null: none sent. */
export function giveawayImage(form: UploadedForm, fields: { imageUrl?: string | null; image?: string | null }): string | null {
  return form.urls[0] ?? fields.imageUrl ?? fields.image ?? null;
}
