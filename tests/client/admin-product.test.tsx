// The product form's parts: values → ProductInput, what counts as missing (with the server's field paths), and the
// local editors' refusals (groups, specs, files) in both languages.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyProduct,
  missingFields,
  move,
  toInput,
  withTypedRows,
  type GroupValues,
  type NewGroupValues,
} from '../../client/features/products/admin/product-form-values';
import { ProductFilesEditor, type PendingFile } from '../../client/features/products/admin/ProductFilesEditor';
import { SpecGroupsEditor } from '../../client/features/products/admin/SpecGroupsEditor';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const group = (nameTr: string, specs: Partial<GroupValues['specs'][number]>[] = []): GroupValues => ({
  key: nameTr,
  nameTr,
  nameEn: `${nameTr} EN`,
  specs: specs.map((s, i) => ({ key: `${nameTr}${i}`, nameTr: 'a', nameEn: 'b', valueTr: 'c', valueEn: 'd', ...s })),
});

describe('product form values', () => {
  it('names missing fields with the paths the server uses, after trimming', () => {
    const values = {
      ...emptyProduct(),
      name: 'X',
      category: 'io' as const,
      shortDescriptionTr: '  ',
      specGroups: [group('A'), group('B', [{}, { valueEn: ' ' }])],
    };
    values.specGroups[0].nameEn = '';
    expect(Object.keys(missingFields(values))).toEqual([
      'shortDescriptionTr',
      'shortDescriptionEn',
      'specGroups.0.nameEn',
      'specGroups.1.specs.1.valueEn',
    ]);
  });

  it('sends trimmed groups and specs in order, the image only when one was uploaded, and the confirmed English fields', () => {
    const values = {
      ...emptyProduct(),
      name: ' Ürün ',
      slug: '',
      category: 'energy' as const,
      shortDescriptionTr: 'a',
      shortDescriptionEn: 'b',
      specGroups: [group(' G ', [{ valueTr: ' 5 V ' }])],
    };
    const input = toInput(values, { confirmedEnglish: ['longDescriptionEn'] });
    expect(input).toMatchObject({ name: 'Ürün', slug: null, category: 'energy', confirmedEnglish: ['longDescriptionEn'] });
    expect(input.specGroups).toEqual([
      { nameTr: 'G', nameEn: 'G  EN', specs: [{ nameTr: 'a', nameEn: 'b', valueTr: '5 V', valueEn: 'd' }] },
    ]);
    expect('image' in input).toBe(false);
    expect(toInput(values, { image: 'x.png', confirmedEnglish: [] }).image).toBe('x.png');
  });

  it('sends the search-engine texts trimmed, and an empty one as null (the page derives it again)', () => {
    const values = { ...emptyProduct(), name: 'Ürün', category: 'energy' as const, seoTitleTr: '  Başlık ', seoDescriptionEn: '   ' };
    expect(toInput(values, { confirmedEnglish: [] })).toMatchObject({
      seoTitleTr: 'Başlık',
      seoTitleEn: null,
      seoDescriptionTr: null,
      seoDescriptionEn: null,
    });
  });

  it('a save adds what is typed in whole into an "add" row, as its button would, and names what is missing in one typed in part', () => {
    const typed = { nameTr: ' Besleme ', nameEn: 'Supply', valueTr: '24 V', valueEn: '24 V DC' };
    const values = {
      ...emptyProduct(),
      name: 'X',
      category: 'io' as const,
      shortDescriptionTr: 'a',
      shortDescriptionEn: 'b',
      specGroups: [
        { ...group('A', [{}]), newSpec: typed },
        { ...group('B'), newSpec: { ...typed, valueEn: ' ' } },
        { ...group('C'), newSpec: { nameTr: ' ', nameEn: '', valueTr: '', valueEn: '' } },
      ],
      newGroup: { nameTr: 'Mekanik', nameEn: 'Mechanical' },
    };
    const sent = withTypedRows(values);
    expect(toInput(sent, { confirmedEnglish: [] }).specGroups).toEqual([
      {
        nameTr: 'A',
        nameEn: 'A EN',
        specs: [
          { nameTr: 'a', nameEn: 'b', valueTr: 'c', valueEn: 'd' },
          { nameTr: 'Besleme', nameEn: 'Supply', valueTr: '24 V', valueEn: '24 V DC' },
        ],
      },
      { nameTr: 'B', nameEn: 'B EN', specs: [] },
      { nameTr: 'C', nameEn: 'C EN', specs: [] },
      { nameTr: 'Mekanik', nameEn: 'Mechanical', specs: [] },
    ]);
    // The added rows are emptied; the one typed in part stops the save, naming its empty field; a blank one is nothing.
    expect(sent.specGroups[0].newSpec).toEqual({ nameTr: '', nameEn: '', valueTr: '', valueEn: '' });
    expect(sent.newGroup).toEqual({ nameTr: '', nameEn: '' });
    expect(missingFields(sent)).toEqual({ 'specGroups.1.newSpec.valueEn': 'REQUIRED' });
    expect(missingFields({ ...values, specGroups: [], newGroup: { nameTr: 'Yarım', nameEn: '' } })).toEqual({
      'newGroup.nameEn': 'REQUIRED',
    });
    // Nothing typed anywhere: the same values, untouched.
    const plain = { ...values, specGroups: [group('A')], newGroup: undefined };
    expect(withTypedRows(plain)).toBe(plain);
  });

  it('moves an item one place, and not past either end', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

function Groups({ initial = [] as GroupValues[], errors = { 'specGroups.0.specs.0.valueEn': 'Sunucu metni' } as Record<string, string> }) {
  const [groups, setGroups] = useState(initial);
  const [newGroup, setNewGroup] = useState<NewGroupValues>();
  return (
    <SpecGroupsEditor
      groups={groups}
      onChange={setGroups}
      newGroup={newGroup}
      onNewGroupChange={setNewGroup}
      errors={errors}
      clearErrors={() => undefined}
    />
  );
}

describe('SpecGroupsEditor', () => {
  it('refuses a group whose English name is blank, then adds it; refuses a spec with an empty value, with the reason next to it', () => {
    renderIn('tr', <Groups />, { admin: true });
    const newGroup = screen.getByTestId('new-group');
    fireEvent.change(within(newGroup).getByLabelText(/Grup adı \(TR\)/), { target: { value: 'Genel' } });
    fireEvent.change(within(newGroup).getByLabelText(/Grup adı \(EN\)/), { target: { value: '   ' } });
    fireEvent.click(within(newGroup).getByRole('button', { name: 'Grup ekle' }));
    expect(screen.getByTestId('group-rule').textContent).toBe('Grup eklemek için Türkçe ve İngilizce adın ikisi de gereklidir.');
    expect(within(newGroup).getByText('Bu alan gereklidir.')).toBeTruthy();
    expect(screen.queryAllByTestId('spec-group')).toHaveLength(0);

    fireEvent.change(within(newGroup).getByLabelText(/Grup adı \(EN\)/), { target: { value: 'General' } });
    fireEvent.click(within(newGroup).getByRole('button', { name: 'Grup ekle' }));
    expect(screen.getAllByTestId('spec-group')).toHaveLength(1);

    const newSpec = screen.getByTestId('new-spec');
    for (const [label, value] of [
      ['Etiket', 'Besleme'],
      ['Etiket (EN)', 'Supply'],
      ['Değer (EN)', '24 V'],
    ]) {
      fireEvent.change(within(newSpec).getByLabelText(label, { exact: true }), { target: { value } });
    }
    fireEvent.click(within(newSpec).getByRole('button', { name: 'Özellik ekle' }));
    expect(within(newSpec).getByRole('alert').textContent).toBe(
      'Özellik eklemek için etiket, etiket (EN), değer ve değer (EN) alanlarının hepsi gereklidir.',
    );
    expect(screen.queryAllByTestId('spec-row')).toHaveLength(0);

    fireEvent.change(within(newSpec).getByLabelText('Değer', { exact: true }), { target: { value: '24 V' } });
    fireEvent.click(within(newSpec).getByRole('button', { name: 'Özellik ekle' }));
    expect(screen.getAllByTestId('spec-row')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Değer (EN), özellik 1').value).toBe('24 V');
  });

  it('a save stopped by an "add" row typed in part says so there, under the empty field; the row can be cleared', () => {
    const typed = { nameTr: 'Besleme', nameEn: 'Supply', valueTr: '', valueEn: '24 V' };
    renderIn(
      'tr',
      <Groups initial={[{ ...group('A'), newSpec: typed }]} errors={{ 'specGroups.0.newSpec.valueTr': 'Bu alan gereklidir.' }} />,
      { admin: true },
    );
    const row = screen.getByTestId('new-spec');
    expect(within(row).getByRole('alert').textContent).toBe(
      'Bu özellik henüz eklenmedi: ürünle kaydedilmesi için dört alanı da doldurun ya da satırı temizleyin.',
    );
    expect(within(row).getByLabelText<HTMLInputElement>('Değer', { exact: true }).getAttribute('name')).toBe(
      'specGroups.0.newSpec.valueTr',
    );
    expect(within(row).getByText('Bu alan gereklidir.')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Satırı temizle' }));
    expect(within(row).getByLabelText<HTMLInputElement>('Etiket', { exact: true }).value).toBe('');
    expect(within(row).queryByRole('button', { name: 'Satırı temizle' })).toBeNull();
  });

  it('shows a server error next to the spec input its path names, and speaks English', () => {
    renderIn('en', <Groups initial={[group('A', [{}])]} />, { admin: true });
    expect(screen.getByText('Sunucu metni')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the group A' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the specification a' }));
    expect(screen.queryAllByTestId('spec-row')).toHaveLength(0);
  });
});

describe('ProductFilesEditor', () => {
  it('asks for a file first, then for both file types (spec texts)', async () => {
    const added: PendingFile[] = [];
    renderIn(
      'tr',
      <ProductFilesEditor
        stored={[]}
        removals={[]}
        onToggleRemoval={() => undefined}
        pending={[]}
        onAdd={(f) => added.push(f)}
        onRemovePending={() => undefined}
      />,
      { admin: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    expect(screen.getByText('Lütfen önce bir dosya seçin')).toBeTruthy();
    const input = screen.getByTestId('new-file').querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 x'], 'a.pdf', { type: 'application/pdf' })] } });
    await screen.findByText(/a\.pdf/);
    fireEvent.change(screen.getByLabelText('Dosya türü (TR)'), { target: { value: 'Broşür' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    expect(screen.getByTestId('file-types-error').textContent).toBe('Hem Türkçe hem İngilizce dosya türü alanlarını doldurun');
    fireEvent.change(screen.getByLabelText('Dosya türü (EN)'), { target: { value: 'Brochure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    expect(added.map((f) => [f.file.name, f.fileTypeTr, f.fileTypeEn])).toEqual([['a.pdf', 'Broşür', 'Brochure']]);
  });

  it('refuses a wrong type the moment it is picked: a program, or a program renamed .pdf (nothing is added)', async () => {
    const added: PendingFile[] = [];
    renderIn(
      'tr',
      <ProductFilesEditor
        stored={[]}
        removals={[]}
        onToggleRemoval={() => undefined}
        pending={[]}
        onAdd={(f) => added.push(f)}
        onRemovePending={() => undefined}
      />,
      { admin: true },
    );
    const input = () => screen.getByTestId('new-file').querySelector('input[type="file"]')!;
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    fireEvent.change(input(), { target: { files: [new File([program], 'kurulum.exe')] } });
    expect(await screen.findByText('Bu dosya türü kabul edilmiyor.')).toBeTruthy();
    fireEvent.change(input(), { target: { files: [new File([program], 'katalog.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Dosyanın içeriği adındaki türle uyuşmuyor (örneğin adı değiştirilmiş bir program).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dosya türü (TR)'), { target: { value: 'Broşür' } });
    fireEvent.change(screen.getByLabelText('Dosya türü (EN)'), { target: { value: 'Brochure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    expect(screen.getByText('Lütfen önce bir dosya seçin')).toBeTruthy();
    expect(added).toEqual([]);
  });
});
