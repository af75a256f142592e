import type { Page } from '../../../src/contract/envelope.ts';
import type {
  ProgressGrid, TrainingAuth, TrainingCategory, TrainingDetail, TrainingProblemRow, TrainingRank, TrainingRow,
} from '../../../src/contract/trainings.ts';
import { workspaceApi } from '../../components/problem-workspace/workspace-api.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export interface TrainingListParams {
  keyword?: string; categoryId?: number; auth?: TrainingAuth; currentPage: number; limit: number;
  /** 'choice' asks for computational-thinking trainings; without it the list holds code trainings. */
  kind?: 'choice';
}
export interface TrainingRankParams {
  tid: number; currentPage: number; limit: number; keyword?: string;
}

/** The path of the progress grid's CSV (training admins). */
export const PROGRESS_CSV_PATH = '/api/file/download-training-progress';

/** The students' training calls (API-NEXT "Trainings"); pages show failures in place. */
export const trainingApi = {
  categories: () => api.get<TrainingCategory[]>('/api/get-training-category', undefined, { quiet: true }),
  list: (q: TrainingListParams) => api.get<Page<TrainingRow>>('/api/get-training-list', { ...q }),
  detail: (tid: number) => api.get<TrainingDetail>('/api/get-training-detail', { tid }, { quiet: true }),
  register: (tid: number, password: string) => api.post<null>('/api/register-training', { tid, password }, { quiet: true }),
  problems: (tid: number) => api.get<TrainingProblemRow[]>('/api/get-training-problem-list', { tid }, { quiet: true }),
  rank: (q: TrainingRankParams) => api.get<TrainingRank>('/api/get-training-rank', { ...q }, { quiet: true }),
  progress: (tid: number) => api.get<ProgressGrid>('/api/get-training-progress', { tid }, { quiet: true }),
  downloadProgress: (tid: number) => downloadFile(PROGRESS_CSV_PATH, { tid }, `training-${tid}-progress.csv`),
  userStatus: workspaceApi.userStatus,
};
