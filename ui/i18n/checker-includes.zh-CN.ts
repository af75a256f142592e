import type { checkerIncludesEnUS } from './checker-includes.en-US.ts';

/** 检查程序头文件页面的中文文本。 */
export const checkerIncludesZhCN: typeof checkerIncludesEnUS = {
  title: '检查程序头文件',
  nav: '检查程序头文件',
  upload: '上传头文件',
  hint: '在此上传的文件（例如 testlib.h）会出现在每个特殊判题和交互判题编译的头文件搜索路径中。题目也可以把自己的头文件作为评测附加文件带上，它与检查程序放在一起并优先使用。只接受普通文件名、UTF-8 文本，每个文件最大 1 MB。',
  testlibPresent: 'testlib.h 已上传：检查程序和交互程序可以 #include "testlib.h"。',
  testlibAbsent: '尚未上传 testlib.h：只有自带该头文件的题目，其 #include "testlib.h" 的检查程序才能编译。',
  file: '文件',
  name: '文件名',
  size: '大小',
  modified: '修改时间',
  options: '操作',
  files: '头文件',
  empty: '暂无头文件',
  uploadButton: '上传',
  fileRequired: '请选择要上传的文件',
  uploaded: '上传成功',
  delete: '删除',
  deleted: '删除成功',
  confirmDelete: '删除 {{name}}？',
};
