import { deferred } from '../../components/deferred';

/** The contact form: its code (fields, validation, the mutation) is loaded apart; the server's HTML shows it meanwhile. */
export const ContactForm = deferred(() => import('./components/ContactForm').then((m) => m.ContactForm), { island: 'contactForm' });
