/**
 * The constants of the Docsly v1.8 protocol, kept apart from the zod schemas in contract.ts so that the widget's
 * browser bundle can use them without shipping zod.
 */
export const WIDGET_PROTOCOL_VERSION = '1.8.6';
export const API_BASE_PATH = '/api/widget/v1.8';

export const SPARKLE_HEADERS = {
  from: 'x-sparkle-from',
  version: 'x-sparkle-version',
  publicId: 'x-sparkle-public-id',
} as const;

export const MAX_COMMENT_LENGTH = 200;
