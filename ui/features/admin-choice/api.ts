import { uploadMdImage } from '../../lib/md-uploads.ts';

/** The back office's choice problem uploads (its list and form call their entries). */
export const adminChoiceApi = {
  uploadImage: (file: File, gid?: number) => uploadMdImage(file, gid),
};
