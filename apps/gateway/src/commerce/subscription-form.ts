import { BadRequestException } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import type { UploadedForm } from '../uploads/upload.service';

const MONEY_FIELDS = new Set(['basePrice', 'price1Month', 'price3Month', 'price6Month', 'price12Month', 'earlyBirdPrice']);
const WHOLE_NUMBER_FIELDS = new Set(['freeLessonsWeeks']);
const FLAG_FIELDS = new Set(['isEarlyBirdEnabled', 'has12MonthBonus', 'hasFreeLessons', 'isActive']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const pipe = new ContractValidationPipe();

/**
 * A subscription form's text fields → typed values (docs/product/back-office.md: "form data;
 * characteristics newline-joined"): a blank amount or week count is null
 * (clears it), flags are "true"/"false", characteristics are text with one
 * per line (a JSON list is read too), reviews a JSON list. Anything that does
 * not parse stays text for the contract to refuse by name.
 */
function typedSubscriptionForm(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, raw]) => {
    const value = raw.trim();
    if (MONEY_FIELDS.has(name) || WHOLE_NUMBER_FIELDS.has(name)) return [name, value === '' ? null : NUMBER.test(value) ? Number(value) : raw];
    if (FLAG_FIELDS.has(name)) return [name, value === 'true' ? true : value === 'false' ? false : raw];
    if (name === 'characteristics') return [name, value.startsWith('[') ? jsonList(value) ?? raw : raw];
    if (name === 'reviews') {
      const list = value === '' ? [] : jsonList(value);
      if (!list) throw new BadRequestException('reviews must be a JSON list of texts, e.g. ["Lovely colours!"]');
      return [name, list];
    }
    return [name, raw];
  }));
}

function jsonList(value: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Validates a body (a JSON object, or typed form fields) against its contract, as the global pipe would. */
async function validateSubscriptionBody<T>(body: unknown, metatype: Type<T>): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype, data: '' })) as T;
}

/** A plan's fields from a JSON body or from a form's text fields, validated against its contract. */
export function subscriptionFields<T>(form: UploadedForm, metatype: Type<T>): Promise<T> {
  return validateSubscriptionBody(form.json !== undefined ? form.json : typedSubscriptionForm(form.fields), metatype);
}
