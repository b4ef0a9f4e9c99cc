// fetch has no upload progress; for a multipart request whose context asks for progress, the GraphQL link sends
// it with XMLHttpRequest instead (STACK.md). Usage:
//   mutate({ variables, context: { fetchOptions: uploadProgress((fraction) => setProgress(fraction)) } })

export interface ProgressInit extends RequestInit {
  onUploadProgress?(fraction: number): void;
}

/** The fetch options that report a request's upload progress (0…1). */
export function uploadProgress(onUploadProgress: (fraction: number) => void): ProgressInit {
  return { onUploadProgress };
}

export function uploadFetch(input: RequestInfo | URL, init: ProgressInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || !(rest.body instanceof FormData)) return fetch(input, rest);
  const body = rest.body;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', input instanceof Request ? input.url : String(input));
    new Headers(rest.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = rest.credentials === 'include';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    // 1 means every byte has left: the server's work on them (image copies, storage) comes before its answer.
    xhr.upload.onload = () => onUploadProgress(1);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as string, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    rest.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
