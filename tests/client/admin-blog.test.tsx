// Admin blog screens: the list's columns and English badges, the slug following the Turkish title, the required
// texts, the English "may be out of date" marks and what a save sends, a taken slug shown next to its field.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import BlogsPage from '../../client/features/blog/admin/blogs.page';
import { BlogForm } from '../../client/features/blog/admin/BlogForm';
import type { AdminBlogForm_BlogFragment } from '../../client/graphql/admin/graphql';
import { renderIn } from '../helpers/render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** An Apollo client whose server is `answer`; every request is recorded in `sent`. */
function withServer(answer: (op: Sent) => Record<string, unknown>) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = { operationName: operation.operationName ?? '', variables: operation.variables };
        sent.push(op);
        observer.next(answer(op) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { sent, wrap: (ui: ReactNode) => <ApolloProvider client={client}>{ui}</ApolloProvider> };
}

const blog = (over: Partial<AdminBlogForm_BlogFragment> = {}): AdminBlogForm_BlogFragment => ({
  __typename: 'Blog',
  id: 4,
  slug: 'enerji-verimliligi',
  titleTr: 'Enerji Verimliliği',
  titleEn: 'Energy Efficiency',
  summaryTr: 'Türkçe özet.',
  summaryEn: 'English summary.',
  contentTr: '<p>İçerik</p>',
  contentEn: '<p>Content</p>',
  image: 'a.png',
  imageUrl: '/asset/uploads/blogs/a.png',
  seoTitleTr: null,
  seoTitleEn: null,
  seoDescriptionTr: null,
  seoDescriptionEn: null,
  shareImageId: null,
  shareImageUrl: null,
  category: 'Genel',
  updatedAt: '2026-03-04T10:00:00Z',
  englishMissing: [],
  englishOutdated: [],
  status: 'PUBLISHED',
  publishedAt: '2026-03-04T10:00:00Z',
  ...over,
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('admin blog list', () => {
  it('shows both titles, the summary cut at 60 characters, Genel, the tr-TR date, the English badges and the actions', async () => {
    const rows = [
      {
        ...blog(),
        summaryTr: 'Bu özet altmış karakterden uzundur ve tablo onu kesip üç nokta koymalıdır.',
        englishOutdated: ['summaryEn'],
      },
      { ...blog({ id: 5, slug: 'eksik', titleTr: 'Eksik', titleEn: '', status: 'DRAFT', publishedAt: null }), englishMissing: ['titleEn'] },
    ];
    const server = withServer(() => ({
      data: {
        blogs: rows.map(
          ({
            __typename,
            id,
            slug,
            titleTr,
            titleEn,
            summaryTr,
            category,
            updatedAt,
            englishMissing,
            englishOutdated,
            status,
            publishedAt,
          }) => ({
            __typename,
            id,
            slug,
            titleTr,
            titleEn,
            summaryTr,
            category,
            updatedAt,
            englishMissing,
            englishOutdated,
            status,
            publishedAt,
          }),
        ),
      },
    }));
    renderIn('tr', server.wrap(<BlogsPage />), { admin: true });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    // The first column holds the checkboxes that select rows.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Başlık',
      'Özet',
      'Kategori',
      'Durum',
      'Güncellenme',
      'İşlemler',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm kayıtları seç' })).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    const row = within(first);
    expect(row.getByRole('checkbox', { name: 'Enerji Verimliliği seç' })).toBeTruthy();
    expect(row.getByText('Energy Efficiency')).toBeTruthy();
    expect(row.getByText(/^Bu özet/).textContent).toHaveLength(61);
    expect(row.getByText('Genel')).toBeTruthy();
    expect(row.getByText('04.03.2026')).toBeTruthy();
    expect(row.getByTestId('english-outdated').textContent).toBe('İngilizce güncel olmayabilir');
    expect(row.getByRole('link', { name: 'Enerji Verimliliği: sitede görüntüle' }).getAttribute('href')).toBe('/blog/enerji-verimliligi');
    expect(row.getByRole('link', { name: 'Enerji Verimliliği: düzenle' }).getAttribute('href')).toBe('/admin/blog/4');
    expect(within(second).getByTestId('english-missing').textContent).toBe('İngilizce eksik');
    // The state of each post; a draft is previewed in the admin, not viewed on the site (a 404 there).
    expect(row.getByTestId('publication-status').textContent).toBe('Yayında');
    expect(within(second).getByTestId('publication-status').textContent).toBe('Taslak');
    expect(within(second).getByRole('link', { name: 'Eksik önizlemesi' }).getAttribute('href')).toBe('/admin/preview/blog/5');
    expect(within(second).queryByRole('link', { name: 'Eksik: sitede görüntüle' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Yeni Blog Yazısı' }).getAttribute('href')).toBe('/admin/blog/new');
  });

  it('shows which of how many; the pages follow the address, and a sort asks the server from the first page (tr and en)', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => {
      const { contentTr, contentEn, summaryEn, image, imageUrl, ...row } = blog({
        id: i + 1,
        slug: `yazi-${i + 1}`,
        titleTr: `Yazı ${i + 1}`,
      });
      return row;
    });
    const server = withServer(({ operationName, variables }) => {
      if (operationName === 'AdminBlogCount') return { data: { blogCount: rows.length } };
      const skip = Number(variables.skip ?? 0);
      return { data: { blogs: rows.slice(skip, skip + Number(variables.take)) } };
    });
    renderIn('tr', server.wrap(<BlogsPage />), { admin: true });
    await waitFor(() => expect(screen.getByTestId('list-range').textContent).toBe('130 kayıttan 1–25 arası'));
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Sayfa 1 / 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(screen.getByTestId('list-range').textContent).toBe('130 kayıttan 26–50 arası'));
    fireEvent.click(screen.getByRole('button', { name: 'Başlık' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Başlık' }).getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(screen.getByTestId('list-range').textContent).toBe('130 kayıttan 1–25 arası'));
    const sent = server.sent.filter((op) => op.operationName === 'AdminBlogs').map((op) => op.variables);
    expect(sent[0]).toMatchObject({ skip: 0, take: 25, search: null, sort: null });
    expect(sent).toContainEqual(expect.objectContaining({ skip: 25, take: 25 }));
    expect(sent.at(-1)).toMatchObject({ skip: 0, sort: 'TITLE', order: 'ASC' });
    cleanup();
    const larger = withServer((op) =>
      op.operationName === 'AdminBlogCount' ? { data: { blogCount: 1300 } } : { data: { blogs: rows.slice(0, 25) } },
    );
    renderIn('en', larger.wrap(<BlogsPage />), { admin: true });
    await waitFor(() => expect(screen.getByTestId('list-range').textContent).toBe('1–25 of 1,300'));
  });

  it('a failed load shows "Veri alınamadı"; an empty list its own state', async () => {
    const failing = withServer(() => {
      throw new Error('down');
    });
    renderIn('tr', failing.wrap(<BlogsPage />), { admin: true });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Veri alınamadı'));
    cleanup();
    const empty = withServer(() => ({ data: { blogs: [] } }));
    renderIn('en', empty.wrap(<BlogsPage />), { admin: true });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('No Blog Posts Yet'));
  });
});

describe('admin blog form', () => {
  it('the slug follows the Turkish title until edited by hand, and can follow it again', () => {
    const server = withServer(() => ({}));
    renderIn('tr', server.wrap(<BlogForm blog={null} />), { admin: true });
    expect(input('Kategori').value).toBe('Genel');
    type('Başlık (TR)', 'Doğa Çözümleri: Işık, İklim, Ölçüm & Şebeke Üretimi');
    expect(input('Slug').value).toBe('doga-cozumleri-isik-iklim-olcum-sebeke-uretimi');
    type('Slug', 'kendi-slugim');
    type('Başlık (TR)', 'Başka Başlık');
    expect(input('Slug').value).toBe('kendi-slugim');
    fireEvent.click(screen.getByRole('button', { name: 'Başlıktan yeniden oluştur' }));
    expect(input('Slug').value).toBe('baska-baslik');
    expect(screen.getByLabelText(/^Özet \(TR\)/).getAttribute('rows')).toBe('3');
    // The content is edited visually (HTML underneath), named by its label.
    expect(screen.getByLabelText(/^İçerik \(TR\)/).getAttribute('contenteditable')).toBe('true');
  });

  it("names what is required with the server's texts and sends nothing; a new post is a draft unless published, and only publishing needs the image", async () => {
    const server = withServer(() => ({}));
    renderIn('tr', server.wrap(<BlogForm blog={null} />), { admin: true });
    const choice = screen.getByTestId('publish-choice');
    expect(within(choice).getByLabelText<HTMLInputElement>('Taslak olarak kaydet').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getAllByText('Bu alan gereklidir.')).toHaveLength(6));
    expect(screen.queryByText(/görsel gereklidir/)).toBeNull();

    fireEvent.click(within(choice).getByLabelText('Yayınla'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        screen.getByText('Yayınlanacak bir blog yazısı için görsel gereklidir. Görseli olmayan yazı taslak olarak kaydedilebilir.'),
      ).toBeTruthy(),
    );
    expect(server.sent).toEqual([]);
  });

  it('marks English that may be out of date (from the server, or after a Turkish change here) until edited or confirmed; the save sends the confirmation', async () => {
    const server = withServer(() => ({ data: { updateBlog: blog() } }));
    renderIn('tr', server.wrap(<BlogForm blog={blog({ englishOutdated: ['summaryEn'] })} />), { admin: true });
    expect(screen.getByTestId('outdated-summary').textContent).toContain('İngilizcesi güncel olmayabilir');
    expect(screen.queryByTestId('outdated-title')).toBeNull();
    expect(input('Slug').value).toBe('enerji-verimliligi');

    type('Başlık (TR)', 'Yeni Enerji Verimliliği');
    expect(input('Slug').value).toBe('enerji-verimliligi');
    expect(screen.getByTestId('outdated-title')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('outdated-title')).getByRole('button', { name: 'Hâlâ doğru' }));
    expect(screen.queryByTestId('outdated-title')).toBeNull();
    type('Özet (EN)', 'A new English summary.');
    expect(screen.queryByTestId('outdated-summary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    // The review panel reads the post's review too: the save is the one update.
    const updates = () => server.sent.filter((operation) => operation.operationName === 'AdminUpdateBlog');
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({
      operationName: 'AdminUpdateBlog',
      variables: {
        id: 4,
        input: {
          titleTr: 'Yeni Enerji Verimliliği',
          summaryEn: 'A new English summary.',
          slug: 'enerji-verimliligi',
          confirmedEnglish: ['titleEn'],
        },
      },
    });
    expect((updates()[0].variables.input as Record<string, unknown>).image).toBeUndefined();
  });

  it('a taken slug is shown next to the slug field, and what was typed stays', async () => {
    const server = withServer(() => ({
      errors: [{ message: 'SLUG_TAKEN', extensions: { code: 'BAD_USER_INPUT', field: 'slug', reason: 'SLUG_TAKEN' } }],
    }));
    renderIn('tr', server.wrap(<BlogForm blog={blog()} />), { admin: true });
    type('Slug', 'baska-yazi');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(screen.getByTestId('slug-error').textContent).toBe('Bu slug başka bir kayıtta kullanılıyor.'));
    expect(input('Slug').value).toBe('baska-yazi');
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeTruthy();
  });
});
