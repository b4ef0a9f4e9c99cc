// The public contact form when the server refuses a message, each with its own text: the per-visitor limit (HTTP 429
// with Retry-After and TOO_MANY_ATTEMPTS, what tests/server/throttle.test.ts gets from the real server), and a
// message that could not be kept at all (503 SERVICE_UNAVAILABLE, tests/server/db-faults.test.ts).
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../../client/features/contact/components/ContactForm';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const THROTTLED = {
  errors: [
    {
      message: 'Too many attempts; try again in 600 s',
      path: ['sendContactMessage'],
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfter: 600 },
    },
  ],
  data: null,
};

/** The form over a real HttpLink whose server answers `status` with `body`. */
function renderForm(
  lng: 'tr' | 'en',
  status: number,
  body: unknown,
  labels: { name: string; email: string; subject: string; send: string },
) {
  const fetch = () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'retry-after': '600' } }));
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql', fetch }), cache: new InMemoryCache() });
  renderIn(
    lng,
    <ApolloProvider client={client}>
      <ContactForm />
    </ApolloProvider>,
  );
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.name}`)), { target: { value: 'Ayşe Yılmaz' } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.email}`)), { target: { value: 'ayse@example.com' } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.subject.replace('/', '\\/')}`)), { target: { value: 'Teklif' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: labels.send }));
}

const TR = { name: 'Ad Soyad', email: 'E-posta', subject: 'Konu / Mesajınız', send: 'Gönder' };
const EN = { name: 'Full Name', email: 'E-mail', subject: 'Subject / Your message', send: 'Send' };

describe('contact form refused by the per-visitor limit', () => {
  it('says so in Turkish on HTTP 429 and keeps what was typed', async () => {
    renderForm('tr', 429, THROTTLED, TR);
    expect(await screen.findByText('Çok fazla mesaj gönderdiniz. Lütfen biraz sonra tekrar deneyin.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Ad Soyad/).value).toBe('Ayşe Yılmaz');
  });

  it('says so in English on HTTP 429', async () => {
    renderForm('en', 429, THROTTLED, EN);
    expect(await screen.findByText('You have sent too many messages. Please try again a little later.')).toBeTruthy();
  });

  it('says so when the error comes with another status (a proxy may rewrite it)', async () => {
    renderForm('en', 200, THROTTLED, EN);
    expect(await screen.findByText('You have sent too many messages. Please try again a little later.')).toBeTruthy();
  });
});

describe('contact form when the server could not keep the message', () => {
  const NOT_KEPT = {
    errors: [
      {
        message: 'The message could not be kept; it was not sent',
        path: ['sendContactMessage'],
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 30, reason: 'NOT_SENT' },
      },
    ],
    data: null,
  };

  it('says it was not sent, in Turkish, on HTTP 503, and keeps what was typed', async () => {
    renderForm('tr', 503, NOT_KEPT, TR);
    expect(await screen.findByText('Mesajınız şu anda gönderilemedi. Lütfen birkaç dakika sonra tekrar deneyin.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Ad Soyad/).value).toBe('Ayşe Yılmaz');
  });

  it('says it was not sent, in English', async () => {
    renderForm('en', 503, NOT_KEPT, EN);
    expect(await screen.findByText('Your message could not be sent right now. Please try again in a few minutes.')).toBeTruthy();
  });
});
