/** A judge language as GET /api/languages describes it. */
export interface LanguageInfo {
  id: string;
  name: string;
  /** The installed compiler or interpreter version. */
  description: string;
  compileCommand: string;
  runCommand: string;
  /** The A+B program of the language. */
  template: string;
  /** CodeMirror mode (MIME) name. */
  editorMode: string;
  /** Time and memory limits are multiplied by this (2 for languages other than C and C++). */
  factor: number;
  available: boolean;
  /** Why the host cannot run it (null when it can). */
  reason: string | null;
}
