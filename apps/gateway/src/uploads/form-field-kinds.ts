import { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/** How a form's text field is read before its contract judges it. */
export type FormFieldKind = 'number' | 'flag' | 'imageList' | 'textList' | 'text';

/** The contracts' validators by what they take (libs/contracts validation/field-rules.ts and the DTO files' own Rules). */
const KIND_OF_VALIDATOR: Record<string, FormFieldKind> = {
  isMoney: 'number',
  dollars: 'number',
  wholeNumber: 'number',
  isNumber: 'number',
  isInt: 'number',
  isProductPrice: 'number',
  isDealQuantity: 'number',
  isDealMaxPerShopper: 'number',
  isAuctionPrice: 'number',
  isAuctionWholeNumber: 'number',
  isFlag: 'flag',
  isBoolean: 'flag',
  isImageAddressList: 'imageList',
  isDealImageList: 'imageList',
  isAuctionImageList: 'imageList',
  textList: 'textList',
  isArray: 'textList',
};

const known = new WeakMap<object, ReadonlyMap<string, FormFieldKind>>();

/** Each field of a DTO class by the kind of value its validators take, read once from its class-validator metadata. */
export function formFieldKinds(metatype: Type<unknown>): ReadonlyMap<string, FormFieldKind> {
  const cached = known.get(metatype);
  if (cached) return cached;
  const kinds = new Map<string, FormFieldKind>();
  const rules = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
  for (const rule of rules) {
    const kind = KIND_OF_VALIDATOR[rule.name ?? ''] ?? KIND_OF_VALIDATOR[rule.type];
    if (kind) kinds.set(rule.propertyName, kind);
  }
  for (const { propertyName } of rules) {
    const kind = kinds.has(propertyName) ? undefined : declaredKind(metatype, propertyName);
    if (kind) kinds.set(propertyName, kind);
  }
  known.set(metatype, kinds);
  return kinds;
}

/** A field checked by a general validator (`IsIn` of numbers): the type the DTO declares for it. */
function declaredKind(metatype: Type<unknown>, field: string): FormFieldKind | undefined {
  const declared: unknown = Reflect.getMetadata('design:type', metatype.prototype, field);
  return declared === Number ? 'number' : declared === Boolean ? 'flag' : undefined;
}
