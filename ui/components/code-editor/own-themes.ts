import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

interface Palette {
  dark: boolean;
  background: string;
  foreground: string;
  caret: string;
  selection: string;
  lineHighlight: string;
  gutterBackground: string;
  gutterForeground: string;
  keyword: string;
  string: string;
  number: string;
  comment: string;
  type: string;
  func: string;
  meta: string;
}

/** A complete theme (editor look plus syntax colours) from a small palette. */
function paletteTheme(p: Palette): Extension {
  const view = EditorView.theme(
    {
      '&': { backgroundColor: p.background, color: p.foreground },
      '.cm-content': { caretColor: p.caret },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: p.caret },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
        backgroundColor: p.selection,
      },
      '.cm-activeLine': { backgroundColor: p.lineHighlight },
      '.cm-gutters': { backgroundColor: p.gutterBackground, color: p.gutterForeground, borderRight: 'none' },
      '.cm-activeLineGutter': { backgroundColor: p.lineHighlight },
    },
    { dark: p.dark },
  );
  const highlight = HighlightStyle.define([
    {
      tag: [t.keyword, t.modifier, t.controlKeyword, t.operatorKeyword],
      color: p.keyword,
      fontWeight: p.dark ? undefined : 'bold',
    },
    { tag: [t.string, t.special(t.string), t.character], color: p.string },
    { tag: [t.number, t.bool, t.null, t.atom], color: p.number },
    { tag: [t.comment, t.lineComment, t.blockComment], color: p.comment, fontStyle: 'italic' },
    { tag: [t.typeName, t.className, t.standard(t.typeName)], color: p.type },
    { tag: [t.function(t.variableName), t.function(t.propertyName)], color: p.func },
    { tag: [t.meta, t.processingInstruction, t.annotation], color: p.meta },
  ]);
  return [view, syntaxHighlighting(highlight)];
}

/** IntelliJ IDEA's light scheme. */
export const ideaTheme = paletteTheme({
  dark: false,
  background: '#ffffff',
  foreground: '#000000',
  caret: '#000000',
  selection: '#a6d2ff',
  lineHighlight: '#fffae3',
  gutterBackground: '#f0f0f0',
  gutterForeground: '#999999',
  keyword: '#000080',
  string: '#008000',
  number: '#0000ff',
  comment: '#808080',
  type: '#20999d',
  func: '#00627a',
  meta: '#808000',
});

/** Base16 default dark. */
export const base16DarkTheme = paletteTheme({
  dark: true,
  background: '#151515',
  foreground: '#e0e0e0',
  caret: '#b0b0b0',
  selection: '#303030',
  lineHighlight: '#202020',
  gutterBackground: '#151515',
  gutterForeground: '#505050',
  keyword: '#aa759f',
  string: '#90a959',
  number: '#d28445',
  comment: '#8f5536',
  type: '#f4bf75',
  func: '#6a9fb5',
  meta: '#75b5aa',
});

/** The classic Cobalt scheme. */
export const cobaltTheme = paletteTheme({
  dark: true,
  background: '#002240',
  foreground: '#ffffff',
  caret: '#ffffff',
  selection: '#b36539',
  lineHighlight: '#00284d',
  gutterBackground: '#011e3a',
  gutterForeground: '#d0d0d0',
  keyword: '#ffee80',
  string: '#3ad900',
  number: '#ff80e1',
  comment: '#0088ff',
  type: '#9effff',
  func: '#ffc600',
  meta: '#ff9d00',
});
