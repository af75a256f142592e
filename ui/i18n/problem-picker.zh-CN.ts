/** 题库选题器的中文文本（向比赛或训练添加题目）。 */
export const problemPickerZhCN = {
  search: '搜索',
  searchPlaceholder: '按题目ID或标题搜索',
  id: '编号',
  problemId: '题目ID',
  title: '标题',
  type: '类型',
  add: '添加',
  added: '已添加',
  noAddable: '没有可添加的题目',
  byId: '按ID添加',
  byIdLabel: '题目ID编号（ID 列）',
  displayIdPrompt: '题目 {{id}} 在比赛中的展示ID',
  displayId: '展示ID',
  displayIdRequired: '请输入展示ID',
  addedToast: '已添加题目 {{id}}',
  cancel: '取消',
};
