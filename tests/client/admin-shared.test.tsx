// The admin's shared pieces: error texts, the table and its states, the confirm dialog, the
// file field's progress, the 60-character cut and sizes, and every admin route having its page.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPages } from '../../client/app/AdminApp';
import { ADMIN_NAVIGATION, SIGN_IN_ROUTES } from '../../client/app/admin/admin-navigation';
import { useConfirm } from '../../client/components/admin/use-confirm';
import { DataTable } from '../../client/components/admin/DataTable';
import { FileField, UploadProgress } from '../../client/components/admin/FileField';
import { adminRoutes, type AdminRouteKey } from '../../client/config/paths';
import { useAdminErrors } from '../../client/lib/admin-errors';
import { cut, formatMegabytes, formatSize } from '../../client/lib/format';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const gqlError = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions }] });

function errorsIn(lng: 'tr' | 'en', scope: Parameters<typeof useAdminErrors>[0]) {
  let result!: ReturnType<typeof useAdminErrors>;
  function Probe() {
    result = useAdminErrors(scope);
    return null;
  }
  renderIn(lng, <Probe />, { admin: true });
  return result;
}

describe('admin error texts', () => {
  it("a field's own spec text, then the reason's, then the code's, else the action's fallback", () => {
    const doc = errorsIn('tr', 'admin/document:document');
    expect(doc.describe(gqlError({ code: 'BAD_USER_INPUT', field: 'nameTr', reason: 'REQUIRED' }), 'save')).toMatchObject({
      text: 'Doküman adı (TR) gereklidir!',
      field: 'nameTr',
    });
    expect(doc.describe(gqlError({ code: 'BAD_USER_INPUT', field: 'fileTr', reason: 'FILE_TYPE_NOT_ALLOWED' }), 'save').text).toBe(
      'Bu dosya türü kabul edilmiyor.',
    );
    expect(doc.describe(gqlError({ code: 'NOT_FOUND' }), 'load').text).toBe('Kayıt bulunamadı.');
    expect(doc.describe(new TypeError('Failed to fetch'), 'save').text).toBe('Doküman kaydedilirken hata oluştu!');
    expect(doc.text('created')).toBe('Doküman başarıyla eklendi!');
    cleanup();
    const product = errorsIn('tr', 'admin/product:product');
    const nested = product.describe(
      gqlError({ code: 'BAD_USER_INPUT', field: 'specGroups.1.specs.0.valueEn', reason: 'REQUIRED' }),
      'save',
    );
    expect(nested).toMatchObject({ field: 'specGroups.specs.valueEn', path: 'specGroups.1.specs.0.valueEn', text: 'Bu alan gereklidir.' });
    expect(product.describe(new Error('offline'), 'save').text).toBe('Ürün kaydedilirken hata oluştu');
    cleanup();
    const app = errorsIn('tr', 'admin/application:application');
    expect(app.fieldText('name', 'REQUIRED')).toBe('Uygulama adı gereklidir!');
    expect(app.text('confirmDelete')).toBe('Bu uygulamayı silmek istediğinizden emin misiniz?');
    expect(app.text('deleted')).toBe('Uygulama başarıyla silindi!');
  });

  it('the same errors in English', () => {
    const doc = errorsIn('en', 'admin/document:document');
    expect(doc.describe(gqlError({ code: 'BAD_USER_INPUT', field: 'nameTr', reason: 'REQUIRED' }), 'save').text).toBe(
      'Document name (TR) is required!',
    );
    expect(doc.describe(new Error('offline'), 'save').text).toBe('Error saving the document!');
  });
});

describe('admin table, dialog and file field', () => {
  const columns = [{ key: 'name', header: 'Ad', cell: (r: { id: number; name: string }) => r.name }];

  it('shows rows, a spinner while loading, the failure text, and the empty state with its action', () => {
    renderIn(
      'tr',
      <DataTable caption="Liste" columns={columns} rows={[{ id: 1, name: 'Birinci' }]} rowKey={(r) => r.id} empty={{ title: 'Boş' }} />,
      { admin: true },
    );
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Birinci' })).toBeTruthy();
    cleanup();
    renderIn('tr', <DataTable caption="Liste" columns={columns} rows={undefined} loading rowKey={(r) => r.id} empty={{ title: 'Boş' }} />, {
      admin: true,
    });
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor...');
    cleanup();
    renderIn(
      'tr',
      <DataTable caption="Liste" columns={columns} rows={[]} error="Veri alınamadı" rowKey={(r) => r.id} empty={{ title: 'Boş' }} />,
      { admin: true },
    );
    expect(screen.getByRole('alert').textContent).toBe('Veri alınamadı');
    cleanup();
    renderIn(
      'tr',
      <DataTable
        caption="Liste"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={{ title: 'Henüz Uygulama Yok', description: 'İlk uygulamanızı ekleyerek başlayın.', action: <a href="/x">Ekle</a> }}
      />,
      { admin: true },
    );
    expect(screen.getByTestId('empty-state').textContent).toBe('Henüz Uygulama Yokİlk uygulamanızı ekleyerek başlayın.Ekle');
  });

  it('the confirm dialog answers true on its confirm button and false on cancel', async () => {
    let ask!: (m: string) => Promise<boolean>;
    function Host(): ReactNode {
      const { confirm, dialog } = useConfirm();
      ask = confirm;
      return dialog;
    }
    renderIn('tr', <Host />, { admin: true });
    let answer = ask('Bu uygulamayı silmek istediğinizden emin misiniz?');
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    await expect(answer).resolves.toBe(true);
    answer = ask('Emin misiniz?');
    fireEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    await expect(answer).resolves.toBe(false);
  });

  it('the file field shows the stored file in MB and the chosen file; an upload row shows its progress', async () => {
    const file = new File([new Uint8Array(1536 * 1024)], 'katalog.pdf', { type: 'application/pdf' });
    renderIn(
      'tr',
      <>
        <FileField
          label="Türkçe dosya"
          accept={['pdf', 'docx']}
          file={file}
          onChange={() => undefined}
          current={{ originalName: 'eski.pdf', size: 2.5 * 1024 * 1024, url: '/api/download_document/1/tr' }}
        />
        <UploadProgress value={0.42} label="katalog.pdf yükleniyor" />
      </>,
      { admin: true },
    );
    expect(screen.getByTestId('current-file').textContent).toContain('eski.pdf (2,50 MB)');
    expect(screen.getByText(/katalog\.pdf \(1,50 MB\)/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toContain('42%'));
    expect(screen.getByText('Kabul edilen türler: pdf, docx')).toBeTruthy();
  });

  it("the file field is a drop zone in the admin's language: a dropped file is taken, a wrong type refused", async () => {
    const chosen: (File | null)[] = [];
    const drop = (name: string, type: string, bytes: Uint8Array) =>
      fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File([new Uint8Array(bytes)], name, { type })] } });
    renderIn('tr', <FileField label="Türkçe dosya" accept={['pdf']} file={null} onChange={(f) => chosen.push(f)} />, { admin: true });
    expect(screen.getByRole('button', { name: 'Dosya seçin veya buraya sürükleyin' })).toBeTruthy();
    expect(screen.getByLabelText('Türkçe dosya').getAttribute('type')).toBe('file');
    drop('not.exe', 'application/octet-stream', new Uint8Array([77, 90]));
    expect(await screen.findByText('Bu dosya türü kabul edilmiyor.')).toBeTruthy();
    drop('katalog.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.7 test'));
    await waitFor(() => expect(chosen.at(-1)?.name).toBe('katalog.pdf'));
    cleanup();
    renderIn('en', <FileField label="Cover" accept="image/*" file={null} onChange={(f) => chosen.push(f)} />, { admin: true });
    expect(screen.getByRole('button', { name: 'Choose a file or drag it here' })).toBeTruthy();
    drop('notes.txt', 'text/plain', new Uint8Array([65]));
    expect(await screen.findByText('This file type is not accepted.')).toBeTruthy();
  });
});

describe('formats and routes', () => {
  it('cuts at 60 characters (Turkish letters count once) and sizes as the spec says', () => {
    const long = 'Ölçüm '.repeat(20);
    expect(Array.from(cut(long).replace('…', ''))).toHaveLength(60);
    expect(cut('kısa')).toBe('kısa');
    expect(formatMegabytes(1048576 * 3.456, 'en')).toBe('3.46 MB');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
  });

  it('every admin route has its page (features/<feature>/admin/<route-key>.page.tsx)', () => {
    expect(Object.keys(adminRoutes).filter((key) => !adminPages.has(key))).toEqual([]);
  });

  it('the menu lists every list screen (a route without parameters, other than the sign-in pages and the create forms) once', () => {
    const screens = Object.entries(adminRoutes)
      .filter(([key, route]) => !SIGN_IN_ROUTES.includes(key as AdminRouteKey) && !route.includes(':') && !route.endsWith('/new'))
      .map(([key]) => key);
    const listed = ADMIN_NAVIGATION.map((item) => item.route);
    expect([...listed].sort()).toEqual([...screens].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('no client code calls window.alert, confirm or prompt', () => {
    const client = path.resolve(import.meta.dirname, '../../client');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));
    })(client).filter((f) => /\.tsx?$/.test(f));
    const offenders = files.filter((f) =>
      /\b(?:window\.)?(?:alert|confirm|prompt)\s*\(/.test(
        readFileSync(f, 'utf8').replace(/await confirm\(|\bconfirm\(message|=> new Promise<boolean>/g, ''),
      ),
    );
    expect(offenders.map((f) => path.relative(client, f))).toEqual([]);
  });
});
