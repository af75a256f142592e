/** 数据表格与后台列表页的中文文字。 */
export const dataTableZhCN = {
  loading: '加载中…',
  empty: '暂无数据。',
  selectPage: '选择本页',
  selectRow: '选择 {{name}}',
  selected: '已选 {{count}} 项',
  clear: '取消选择',
  search: '搜索',
};
