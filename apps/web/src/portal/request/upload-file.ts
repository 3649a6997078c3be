import type { ErrorBody, UploadResponse } from '@roundtrip/core';
import { PortalError } from '../lib/api';
import { API_ROOT } from '../lib/storefront';

/** As portalFetch: a call gives up after 60 s. */
const TIMEOUT_MS = 60_000;

/**
 * One file to `POST /customer/v1/upload`, through XMLHttpRequest since fetch reports no upload
 * progress; `onProgress` gets 0 to 100. Fails with a PortalError like every other portal call.
 */
export function uploadFile(
  sessionId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}/customer/v1/upload?session=${encodeURIComponent(sessionId)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as UploadResponse);
      const body = (data ?? {}) as Partial<ErrorBody>;
      reject(
        new PortalError(
          xhr.status,
          body.code ?? 'INTERNAL',
          body.message ?? '',
          body.fields,
          null,
          body.reason,
        ),
      );
    };
    xhr.onerror = () => reject(new PortalError(0, 'NETWORK', 'network'));
    xhr.ontimeout = () => reject(new PortalError(0, 'TIMEOUT', 'timeout'));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
