import { expect } from 'vitest';
import { ADMIN } from './server.js';

/** A REST call over real HTTP; JSON bodies are sent as JSON, FormData as multipart. */
export async function rest(url: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url + path, { method, headers, body: payload });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export function form(fields: Record<string, string | [Blob, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, value[0], value[1]);
  }
  return data;
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngBlob = () => new Blob([PNG], { type: 'image/png' });
export const pdfBlob = (text = 'test') => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });

/** Signs in through POST /api/login, checking the answer's shape, and returns the token. */
export async function adminToken(url: string): Promise<string> {
  const res = await rest(url, 'POST', '/api/login', { username: ADMIN.username, password: ADMIN.password });
  expect(res.json).toMatchObject({ success: true, user: { username: ADMIN.username }, error: null });
  return res.json.token;
}

/** Uploads a PNG through POST /api/upload and returns its stored file name. */
export async function uploadImage(url: string, token: string, type: string): Promise<string> {
  const res = await rest(url, 'POST', '/api/upload', form({ type, file: [pngBlob(), 'görsel.png'] }), token);
  expect(res.status, res.text).toBe(201);
  return res.json.filename;
}
