/**
 * Statement text of Polygon and Kattis packages, written in LaTeX, as the Markdown our problem
 * pages show. Math (`$…$`, `$$…$$`) stays as it is (the page renders it); the usual text
 * commands, lists, quotes, dashes and paragraphs become Markdown; `\includegraphics` and Kattis
 * `\illustration` become images; unknown environments keep their text. Commands without a
 * Markdown form lose the command and keep their argument.
 */

const TEXT_COMMANDS: [RegExp, string][] = [
  [/\\(?:textbf|bf)\{([^{}]*)\}/g, '**$1**'],
  [/\\(?:textit|emph|it)\{([^{}]*)\}/g, '*$1*'],
  [/\\(?:texttt|tt|t)\{([^{}]*)\}/g, '`$1`'],
  [/\\(?:underline|textsf|textrm|textsc|textup|mbox|url)\{([^{}]*)\}/g, '$1'],
  [/\\href\{([^{}]*)\}\{([^{}]*)\}/g, '[$2]($1)'],
  [/\\(?:section|subsection|subsubsection)\*?\{([^{}]*)\}/g, '\n### $1\n'],
  [/\\(?:paragraph)\*?\{([^{}]*)\}/g, '\n**$1**\n'],
];

/** Replaces text outside math only. */
function outsideMath(tex: string, f: (text: string) => string): string {
  return tex
    .split(/(\$\$[\s\S]*?\$\$|\$[^$]*\$)/)
    .map((part, i) => (i % 2 === 1 ? part : f(part)))
    .join('');
}

export function texToMarkdown(tex: string): string {
  let text = tex.replace(/\r\n?/g, '\n').replace(/(^|[^\\])%.*$/gm, '$1');
  text = outsideMath(text, (t) => {
    let s = t;
    // Applied twice so that a command inside another one is converted too.
    for (let round = 0; round < 2; round++) for (const [re, to] of TEXT_COMMANDS) s = s.replace(re, to);
    return (
      s
        .replace(/\\begin\{(itemize|enumerate)\}/g, (_, kind: string) => `\n\u0001${kind}\u0001`)
        .replace(/\\end\{(itemize|enumerate)\}/g, '\n')
        .replace(
          /\\begin\{(?:center|quote|flushleft|flushright)\}|\\end\{(?:center|quote|flushleft|flushright)\}/g,
          '\n',
        )
        .replace(/\\begin\{(?:verbatim|lstlisting)\}\n?([\s\S]*?)\\end\{(?:verbatim|lstlisting)\}/g, '\n```\n$1```\n')
        .replace(/\\includegraphics(?:\[[^\]]*\])?\{([^{}]*)\}/g, '![]($1)')
        // Kattis: \illustration{width}{file}{caption}.
        .replace(/\\illustration\{[^{}]*\}\{([^{}]*)\}\{([^{}]*)\}/g, '![$2]($1)')
        .replace(/``|''/g, '"')
        .replace(/<<|>>/g, (q) => (q === '<<' ? '«' : '»'))
        .replace(/---/g, '—')
        .replace(/--/g, '–')
        .replace(/~/g, ' ')
        .replace(/\\\\\s*/g, '\n')
        .replace(/\\(?:ldots|dots)\b/g, '…')
        .replace(/\\(?:noindent|medskip|bigskip|smallskip|newline|par|hfill|centering)\b\s*/g, '')
        .replace(/\\([%$&#_{}])/g, '$1')
    );
  });
  // Items: numbered inside enumerate, bulleted elsewhere.
  const lines: string[] = [];
  let numbered = false;
  let n = 0;
  for (const line of text.split('\n')) {
    if (line === '\u0001enumerate\u0001' || line === '\u0001itemize\u0001') {
      numbered = line === '\u0001enumerate\u0001';
      n = 0;
      continue;
    }
    const item = /^\s*\\item\s*(.*)$/.exec(line);
    lines.push(item ? `${numbered ? `${++n}.` : '-'} ${item[1]}` : line.trim());
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The title in `\problemname{…}` (Kattis) or `\begin{problem}{Title}` (olymp.sty), if any. */
export function texTitle(tex: string): string {
  return (/\\problemname\{([^{}]*)\}/.exec(tex) ?? /\\begin\{problem\}\{([^{}]*)\}/.exec(tex))?.[1]?.trim() ?? '';
}
