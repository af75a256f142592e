/** English text of the bank problem picker (adding a problem to a contest or a training). */
export const problemPickerEnUS = {
  search: 'Search',
  searchPlaceholder: 'Search by problem ID or title',
  id: 'ID',
  problemId: 'Problem ID',
  title: 'Title',
  type: 'Type',
  add: 'Add',
  added: 'Added',
  noAddable: 'No problem to add',
  byId: 'Add by ID',
  byIdLabel: 'Problem ID number (the ID column)',
  displayIdPrompt: 'Display ID of problem {{id}} in the contest',
  displayId: 'Display ID',
  displayIdRequired: 'Please enter the display ID',
  addedToast: 'Problem {{id}} added',
  cancel: 'Cancel',
};
