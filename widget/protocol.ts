/**
 * The constants of the Docsly v1.8 protocol, without dependencies: the schemas (contract.ts, contract-requests.ts)
 * re-export and use them, and the widget's code takes them from here.
 */
export const WIDGET_PROTOCOL_VERSION = '1.8.6';
export const API_BASE_PATH = '/api/widget/v1.8';

export const SPARKLE_HEADERS = {
  from: 'x-sparkle-from',
  version: 'x-sparkle-version',
  publicId: 'x-sparkle-public-id',
} as const;

export const MAX_COMMENT_LENGTH = 200;

/**
 * What the widget's credit names (shown by plan: starter in every panel, pro in the inbox): this widget, which
 * speaks Docsly's wire protocol but is this project's own code, linked to its source. Never a third party's brand.
 */
export const WIDGET_CREDIT = {
  name: 'Intuition Docs widget',
  href: 'https://github.com/0xIntuition/intuition-docs/tree/main/widget',
} as const;
