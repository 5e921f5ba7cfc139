/**
 * The longest quote a selection comment may anchor with: the widget cuts longer selections to it and the API
 * refuses longer ones (widget/contract.ts), since every reader's page searches for each quote when it opens.
 * A module of its own, without dependencies, so that the widget bundle does not take in the API's schemas.
 */
export const MAX_QUOTE_LENGTH = 1000;
