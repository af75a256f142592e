import { type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';

/**
 * How far the editor must move for its top to reach the window's top, when its line height is still
 * CodeMirror's first guess (14 px) rather than measured; null when there is nothing to do.
 */
function shiftToMeasure(view: EditorView): number | null {
  const line = view.contentDOM.querySelector('.cm-line');
  const height = line?.getBoundingClientRect().height ?? 0;
  if (!height || Math.abs(height - view.defaultLineHeight) < 0.5) return null;
  return -view.dom.getBoundingClientRect().top;
}

/**
 * CodeMirror measures its lines only while the editor is in the window: one shown below the fold
 * (a submission's code under its table of results) would place its line numbers 14 px apart while
 * its lines stand 19.6 px apart, until it is scrolled to. This moves the editor into the window
 * (a transform: nothing around it moves) for one measuring, taken back in the same frame, so the
 * gutter's rows and the lines share one line height from the first paint.
 */
export const measureOutOfWindow = ViewPlugin.fromClass(
  class {
    /** Moves left; a line of another height than the rest never keeps it moving. */
    tries = 3;

    constructor(readonly view: EditorView) {
      this.check();
    }

    update(u: ViewUpdate) {
      if (u.geometryChanged || u.heightChanged || u.docChanged) this.check();
    }

    check() {
      if (this.tries <= 0) return;
      this.view.requestMeasure({
        read: shiftToMeasure,
        write: (shift, view) => {
          if (shift === null || this.tries <= 0) return;
          this.tries--;
          view.dom.style.transform = `translateY(${shift}px)`;
          view.requestMeasure({ read: () => null, write: () => view.dom.style.removeProperty('transform') });
        },
      });
    }
  },
);
