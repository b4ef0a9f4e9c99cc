// The admin's "Arama motoru" section: counts against the advised lengths (a warning past them), derived texts as
// placeholders, and previews of what the page will write per language (each language from its own texts only).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoFields, type SeoTexts } from '../../client/components/admin/seo/SeoFields';
import { SeoSection } from '../../client/features/products/admin/ProductFields';
import { emptyProduct } from '../../client/features/products/admin/product-form-values';
import { snapshotRows } from '../../client/features/versions/admin/snapshot-rows';
import { addResources, createI18n, resourcesFrom } from '../../client/lib/i18n';
import { publicTexts, renderIn } from '../helpers/render';

afterEach(cleanup);

const EMPTY: SeoTexts = { seoTitleTr: '', seoTitleEn: '', seoDescriptionTr: '', seoDescriptionEn: '' };
const derived = {
  tr: { title: 'Akıllı Sayaç', description: 'Türkçe kısa açıklama' },
  en: { title: 'Akıllı Sayaç', description: 'English short description' },
};

function Form() {
  const [values, setValues] = useState(EMPTY);
  return (
    <SeoFields
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      derived={derived}
      path="/products/akilli-sayac"
      image="/img/default.jpg"
    />
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('search-engine fields', () => {
  it('derived texts are the placeholders and the previews; typed texts replace them in their own language only', () => {
    renderIn('tr', <Form />, { admin: true });
    expect(screen.getByRole('group', { name: 'Arama motoru alanları (TR)' })).toBeTruthy();
    expect(field('seoTitleTr').placeholder).toBe('Akıllı Sayaç');
    expect(field('seoDescriptionEn').placeholder).toBe('English short description');
    const trResult = within(screen.getByTestId('seo-search-preview-tr'));
    expect(trResult.getByTestId('seo-preview-title').textContent).toBe('Akıllı Sayaç | Enerji Teknoloji');
    expect(within(screen.getByTestId('seo-search-preview-en')).getByText(/products › akilli-sayac\?lang=en$/)).toBeTruthy();

    fireEvent.change(field('seoTitleTr'), { target: { value: 'Türkçe başlık' } });
    fireEvent.change(field('seoDescriptionTr'), { target: { value: 'Türkçe arama açıklaması' } });
    // The English page keeps its own texts: the Turkish fields are never what it writes.
    expect(field('seoTitleEn').placeholder).toBe('Akıllı Sayaç');
    expect(field('seoDescriptionEn').placeholder).toBe('English short description');
    const enResult = within(screen.getByTestId('seo-search-preview-en'));
    expect(enResult.getByTestId('seo-preview-title').textContent).toBe('Akıllı Sayaç | Enerji Teknoloji');
    expect(enResult.getByTestId('seo-preview-description').textContent).toBe('English short description');
    expect(within(screen.getByTestId('seo-card-preview-en')).queryByText('Türkçe arama açıklaması')).toBeNull();
    expect(trResult.getByTestId('seo-preview-description').textContent).toBe('Türkçe arama açıklaması');
    fireEvent.change(field('seoTitleEn'), { target: { value: 'English title' } });
    expect(within(screen.getByTestId('seo-card-preview-en')).getByText('English title | Enerji Teknoloji')).toBeTruthy();
    expect(trResult.getByTestId('seo-preview-title').textContent).toBe('Türkçe başlık | Enerji Teknoloji');
  });

  it('counts characters against the advice and warns past it; the preview cuts a long description', () => {
    renderIn('en', <Form />, { admin: true });
    fireEvent.change(field('seoTitleTr'), { target: { value: 'x'.repeat(60) } });
    expect(screen.getByTestId('seoTitleTr-count').textContent).toBe('60 characters; about 60 characters or fewer is advised.');
    expect(screen.getByTestId('seoTitleTr-count').dataset.over).toBeUndefined();
    fireEvent.change(field('seoTitleTr'), { target: { value: 'x'.repeat(61) } });
    expect(screen.getByTestId('seoTitleTr-count').dataset.over).toBe('true');
    expect(screen.getByTestId('seoTitleTr-count').textContent).toMatch(/^61 characters: over the advised 60/);
    fireEvent.change(field('seoDescriptionTr'), { target: { value: 'y'.repeat(200) } });
    const shown = within(screen.getByTestId('seo-search-preview-tr')).getByTestId('seo-preview-description').textContent;
    expect(shown).toBe(`${'y'.repeat(155)}…`);
    expect(field('seoDescriptionTr').maxLength).toBe(500);
  });
});

describe("a product's previews", () => {
  it("an English page without English texts previews the products page's English description, never the Turkish texts", () => {
    const values = {
      ...emptyProduct(),
      name: 'Akıllı Sayaç',
      shortDescriptionTr: 'Türkçe kısa açıklama',
      seoDescriptionTr: 'Türkçe arama açıklaması',
    };
    renderIn('tr', <SeoSection values={values} onChange={() => undefined} errors={{}} image={null} />, { admin: true });
    const en = within(screen.getByTestId('seo-search-preview-en'));
    expect(en.getByTestId('seo-preview-description').textContent).toMatch(/^Browse our IIoT gateways/);
    expect(field('seoDescriptionEn').placeholder).toMatch(/^Browse our IIoT gateways/);
    expect(within(screen.getByTestId('seo-search-preview-tr')).getByTestId('seo-preview-description').textContent).toBe(
      'Türkçe arama açıklaması',
    );
    expect(screen.getByTestId('seo-card-preview-en').textContent).not.toContain('Türkçe');
  });
});

describe('the share image in a version comparison', () => {
  const adminTexts = resourcesFrom(import.meta.glob('../../client/locales/*/admin/*.json', { eager: true, import: 'default' }));
  const rowsIn = (lng: 'tr' | 'en', older: Record<string, unknown>, newer: Record<string, unknown>) => {
    const i18n = createI18n(lng, publicTexts);
    addResources(i18n, adminTexts);
    return snapshotRows('blog', older, newer, i18n.getFixedT(lng, 'admin/versions'), (iso) => iso);
  };

  it("is a labelled row in both languages: a library item, or the record's own image (a version from before them too)", () => {
    const en = rowsIn('en', { shareImageId: 7 }, { shareImageId: null }).find((r) => r.key === 'shareImageId');
    expect(en).toEqual({
      key: 'shareImageId',
      label: 'Share image',
      older: 'Media library item 7',
      newer: "(the record's own image)",
      changed: true,
    });
    const tr = rowsIn('tr', {}, { shareImageId: null }).find((r) => r.key === 'shareImageId');
    expect(tr).toEqual({
      key: 'shareImageId',
      label: 'Paylaşım görseli',
      older: '(kaydın kendi görseli)',
      newer: '(kaydın kendi görseli)',
      changed: false,
    });
  });
});
