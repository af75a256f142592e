import { adminChoiceEndpoints as E } from '../../../src/contract/endpoints/admin-choice.ts';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { call } from '../../lib/call.ts';
import { uploadMdImage } from '../../lib/md-uploads.ts';

/** The back office's choice problem calls; deleting and the auth switch are every problem's calls. */
export const adminChoiceApi = {
  list: (q: { currentPage: number; limit: number; keyword?: string }) => call(E.list, q),
  remove: (pid: number) => call(adminProblemEndpoints.remove, { pid }),
  changeAuth: (id: number, auth: number) => call(adminProblemEndpoints.changeAuth, { id, auth }),
  uploadImage: (file: File) => uploadMdImage(file),
};
