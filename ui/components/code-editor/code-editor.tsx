import { indentUnit } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { DEFAULT_EDITOR_HEIGHT, DEFAULT_EDITOR_PREFS, type EditorTheme } from './editor-options.ts';
import { languageExtension } from './languages.ts';
import { editorInteraction, editorSetup } from './setup.ts';
import { themeExtension } from './themes.ts';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Judge language id ("C++17", "Python3", …) selecting the syntax mode. */
  language: string;
  theme?: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  readOnly?: boolean;
  /** CSS height; 'auto' grows with the content. Default 550 px. */
  height?: number | string;
  className?: string;
  testId?: string;
  ariaLabel?: string;
}

function sizing(fontSize: number, height: number | string): Extension {
  const h = typeof height === 'number' ? `${height}px` : height;
  return EditorView.theme({
    '&': { fontSize: `${fontSize}px`, height: h === 'auto' ? 'auto' : h },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', overflow: 'auto' },
  });
}

function tabs(tabSize: number): Extension {
  return [EditorState.tabSize.of(tabSize), indentUnit.of(' '.repeat(tabSize))];
}

/** Replaces what a compartment of the view holds (nothing before the view exists). */
const reconfigure = (v: EditorView | null, c: Compartment, ext: Extension) =>
  v?.dispatch({ effects: c.reconfigure(ext) });

const nothing = async (): Promise<Extension> => [];

/** Fills a compartment with what `load(arg)` brings once its chunk is in; a later `arg` wins over one on its way. */
function useLoadedPart<A>(
  view: RefObject<EditorView | null>,
  part: Compartment,
  load: (arg: A) => Promise<Extension>,
  arg: A,
) {
  useEffect(() => {
    let current = true;
    void load(arg).then((ext) => current && reconfigure(view.current, part, ext));
    return () => {
      current = false;
    };
  }, [view, part, load, arg]);
}

/** A CodeMirror 6 editor for source code: language mode, theme, font and tab size can change live. */
export function CodeEditor({
  value,
  onChange,
  language,
  theme = DEFAULT_EDITOR_PREFS.theme,
  fontSize = DEFAULT_EDITOR_PREFS.fontSize,
  tabSize = DEFAULT_EDITOR_PREFS.tabSize,
  readOnly = false,
  height = DEFAULT_EDITOR_HEIGHT,
  className,
  testId,
  ariaLabel,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const parts = useRef({
    lang: new Compartment(),
    theme: new Compartment(),
    size: new Compartment(),
    tab: new Compartment(),
    ro: new Compartment(),
    used: new Compartment(),
  });
  // Completion, closing brackets and search arrive with the first focus.
  const [used, setUsed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; the effects below apply later changes
  useEffect(() => {
    const p = parts.current;
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          p.used.of([]),
          editorSetup,
          p.lang.of([]),
          p.theme.of([]),
          p.size.of(sizing(fontSize, height)),
          p.tab.of(tabs(tabSize)),
          p.ro.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? 'code' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChangeRef.current?.(u.state.doc.toString());
            if (u.focusChanged && u.view.hasFocus) setUsed(true);
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  // The syntax mode and the colour scheme arrive with their chunks.
  useLoadedPart(view, parts.current.lang, languageExtension, language);
  useLoadedPart(view, parts.current.theme, themeExtension, theme);
  useLoadedPart(view, parts.current.used, used ? editorInteraction : nothing, used);
  useEffect(() => reconfigure(view.current, parts.current.size, sizing(fontSize, height)), [fontSize, height]);
  useEffect(() => reconfigure(view.current, parts.current.tab, tabs(tabSize)), [tabSize]);
  useEffect(
    () =>
      reconfigure(view.current, parts.current.ro, [
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    [readOnly],
  );

  return (
    <div
      ref={host}
      data-slot="code-editor"
      data-testid={testId}
      className={cn('overflow-hidden rounded-md border', className)}
    />
  );
}
