import { RateLimit } from '../common/http/rate-limit';

/** An admin's image uploads: 30 a minute per address (docs/rules.md §4). */
export const AdminUploadRateLimit = () => RateLimit(30, 60_000, 'ip', 'Too many uploads. Please wait a minute.');
