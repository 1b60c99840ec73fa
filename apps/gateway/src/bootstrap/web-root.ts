import path from 'node:path';

/** The built web app (apps/web/dist), served by every gateway at the same origin. */
export const WEB_ROOT = path.resolve(__dirname, '../../../web/dist');
