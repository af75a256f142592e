/** English text of the checker include files page. */
export const checkerIncludesEnUS = {
  title: 'Checker Include Files',
  nav: 'Checker Includes',
  upload: 'Upload an include file',
  hint: 'Files uploaded here (testlib.h, for example) are on the include path of every special judge and interactor compile. A problem can bring its own header as a judge extra file; it sits beside the checker and is used instead. Plain file names only, UTF-8 text, at most 1 MB each.',
  testlibPresent: 'testlib.h is present: checkers and interactors may #include "testlib.h".',
  testlibAbsent:
    'testlib.h is absent: checkers that #include "testlib.h" compile only when their problem brings the header.',
  file: 'File',
  name: 'Name',
  size: 'Size',
  modified: 'Modified',
  options: 'Options',
  files: 'Include files',
  empty: 'No include files',
  uploadButton: 'Upload',
  fileRequired: 'Please choose the file to upload',
  uploaded: 'Upload Successfully',
  delete: 'Delete',
  deleted: 'Delete successfully',
  confirmDelete: 'Delete {{name}}?',
};
