import type { Envelope } from '../../../src/contract/envelope.ts';
import { AUTH_HEADER } from '../../../src/contract/accounts.ts';
import type { VideoLesson } from '../../../src/contract/videos.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentLanguage, t } from '../../lib/i18n.ts';
import { getToken } from '../../lib/session.ts';

/**
 * The back office's video upload (a file, not an entry; the other calls are entries of
 * adminVideoEndpoints): it sends the file itself as the body (title and order in the query) through
 * XMLHttpRequest, which reports how much has been sent.
 */
export const adminVideoApi = {
  upload: (file: File, title: string, rank: number, onProgress: (percent: number) => void) =>
    new Promise<VideoLesson>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api/file/upload-video?${new URLSearchParams({ title, rank: String(rank) })}`);
      xhr.setRequestHeader('Accept-Language', currentLanguage());
      xhr.setRequestHeader('Url-Type', 'admin');
      const token = getToken();
      if (token) xhr.setRequestHeader(AUTH_HEADER, token);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.floor((e.loaded / e.total) * 100));
      };
      xhr.onerror = () => reject(new ApiError(0, t('http.network'), null, 0));
      xhr.onload = () => {
        let envelope: Envelope<VideoLesson> | null = null;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope<VideoLesson>;
        } catch {
          /* not an envelope */
        }
        if (xhr.status === 200 && envelope?.status === 200) resolve(envelope.data);
        else
          reject(
            new ApiError(envelope?.status ?? xhr.status, envelope?.msg || t('http.serverError'), null, xhr.status),
          );
      };
      xhr.send(file);
    }),
};
