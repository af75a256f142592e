/** URL of KaTeX's stylesheet (with its woff2 fonts), set by scripts/build-ui.ts. */
declare const KATEX_STYLESHEET: string;
