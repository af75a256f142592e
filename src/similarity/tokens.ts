/**
 * A program as the similarity check sees it: a sequence of token kinds (identifiers and literals
 * reduced to their kind, comments and layout dropped) with the source line of each token.
 */
export interface TokenStream {
  kinds: string[];
  /** 1-based line of each token. */
  lines: number[];
}

export const emptyStream = (): TokenStream => ({ kinds: [], lines: [] });
