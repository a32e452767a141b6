// Browser uploads with real progress (XMLHttpRequest reports upload bytes; fetch does not).
import { STORAGE_KEYS } from './browser-keys';

export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** POSTs (or PUTs) a FormData, reporting progress; resolves with the JSON answer, rejects like apiRequest. */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (p: UploadProgress) => void,
  method = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    try {
      const email = (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as { email?: string } | null)
        ?.email;
      if (email) xhr.setRequestHeader('x-user-email', email);
    } catch (err) {
      console.error('Error parsing user data:', err);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable)
        onProgress({ loaded: e.loaded, total: e.total, percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new Error(`${xhr.status}: invalid JSON`));
        }
      } else reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('0: Network error during upload'));
    xhr.send(form);
  });
}
