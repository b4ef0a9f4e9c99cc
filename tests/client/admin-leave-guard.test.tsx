// A form with unsaved changes asks before it is left by a link (the project's confirm dialog, in the admin's
// language), and the browser is asked to confirm closing the tab; a form without changes is left at once.
// (The browser's Back and a real tab close are walked in Chromium: tests/e2e/admin-leave-guard.spec.ts.)
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentForm } from '../../client/features/documents/admin/DocumentForm';
import { renderIn } from '../helpers/render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The document form on `/`, a link to another screen beside it (as the admin's menu is). */
function Screens() {
  const client = new ApolloClient({
    link: new ApolloLink(() => {
      throw new Error('no request expected');
    }),
    cache: new InMemoryCache(),
  });
  return (
    <ApolloProvider client={client}>
      <Link to="/elsewhere">Başka ekran</Link>
      <Routes>
        <Route path="/" element={<DocumentForm />} />
        <Route path="/elsewhere" element={<p>Başka ekranın içeriği</p>} />
      </Routes>
    </ApolloProvider>
  );
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^(Doküman adı|Document name) \(TR\)/ });
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving a form with unsaved changes', () => {
  it('asks with the confirm dialog; "Vazgeç" stays with what was typed, "Kaydetmeden ayrıl" leaves', async () => {
    renderIn('tr', <Screens />, { admin: true });
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.change(nameInput(), { target: { value: 'Kurulum Kılavuzu' } });
    expect(beforeUnloadPrevented()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Kaydedilmemiş değişiklikler var. Bu sayfadan ayrılırsanız kaybolacaklar.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(nameInput().value).toBe('Kurulum Kılavuzu');
    expect(screen.queryByText('Başka ekranın içeriği')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kaydetmeden ayrıl' }));
    await screen.findByText('Başka ekranın içeriği');
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('asks in English in the English admin; an untouched form is left without a question', async () => {
    renderIn('en', <Screens />, { admin: true });
    fireEvent.change(nameInput(), { target: { value: 'Guide' } });
    fireEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('There are unsaved changes. If you leave this page, they will be lost.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await screen.findByText('Başka ekranın içeriği');
    cleanup();

    renderIn('en', <Screens />, { admin: true });
    fireEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    await screen.findByText('Başka ekranın içeriği');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
