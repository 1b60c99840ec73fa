import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import type { ValidationArguments } from 'class-validator';

/*
 * Two pieces of the validation libraries that the gateway reads and neither package exports by a typed path:
 * where class-transformer keeps its decorators' metadata (@Type, @Transform, @Exclude), and class-validator's message
 * templating ($property, $constraint1). An `import` of these CommonJS paths finds no declarations, so they are
 * required here, once, with the types the packages declare for them.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports -- no typed import path (above)
export const { defaultMetadataStorage: transformMetadata } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- no typed import path (above)
export const { ValidationUtils } = require('class-validator/cjs/validation/ValidationUtils') as {
  ValidationUtils: { replaceMessageSpecialTokens(message: unknown, args: ValidationArguments): string };
};
