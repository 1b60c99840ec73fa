import { Rule } from '../validation/field-rules';
import { SITE_CONFIG_VALUE_MAX_LENGTH } from './site-config';

// The body of PUT /api/site-config/{key}. What a value must be depends on the key (readSiteConfigWrite in
// site-config.ts), which the gateway judges once it knows the key; this class only refuses what no key takes.

export class SiteConfigValueDto {
  @Rule('isSiteConfigValue', (value) => {
    if (value === undefined || value === null || value === '') return 'value is required';
    if (typeof value !== 'string') return 'value must be text';
    if (value.length > SITE_CONFIG_VALUE_MAX_LENGTH) return `value must be at most ${SITE_CONFIG_VALUE_MAX_LENGTH} characters`;
    return null;
  })
  value: string;
}
