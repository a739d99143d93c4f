/**
 * One file to the bundle with its progress, so each file in a batch shows its own progress bar. fetch() cannot
 * report upload progress, so this one call uses XMLHttpRequest; its answer is typed from the
 * Worker's route through the typed client, and its failures are read by the same failureFrom as
 * every other call.
 */
import type { InferResponseType } from 'hono/client';
import { ClientFailureCode } from '../../domain/error-codes';
import { ApiFailure, type client, failureFrom } from '../../stores/api';

type UploadRoute = (typeof client.api.cases)[':caseId']['bundle']['$post'];
export type UploadAnswer = InferResponseType<UploadRoute, 201>;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export function uploadFile(caseId: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/cases/${encodeURIComponent(caseId)}/bundle`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        resolve(body as UploadAnswer);
        return;
      }
      reject(failureFrom(request, body));
    });
    // No answer at all (offline, the connection dropped): the same failure shape, status 0.
    request.addEventListener('error', () =>
      reject(new ApiFailure(0, ClientFailureCode.NETWORK, 'The upload could not reach the server')),
    );
    request.addEventListener('abort', () => reject(new ApiFailure(0, ClientFailureCode.ABORTED, 'The upload was cancelled')));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
