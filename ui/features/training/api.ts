import { downloadFile } from '../../lib/download.ts';

/** The path of the progress grid's CSV (training admins): a file, not an entry. */
export const PROGRESS_CSV_PATH = '/api/file/download-training-progress';

/** Downloads a training's progress grid as CSV. */
export const downloadProgress = (tid: number) =>
  downloadFile(PROGRESS_CSV_PATH, { tid }, `training-${tid}-progress.csv`);
