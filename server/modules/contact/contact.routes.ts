// REST adapter for the old site's contact call: POST /mail answers { status: 'success' | 'error', message }.
import { Router } from 'express';
import type { GraphQLError } from 'graphql';
import { errorCode } from '../../common/errors.js';
import { requestLanguage } from '../../common/language.js';
import { route } from '../../common/rest.js';
import type { ServiceDeps } from '../../services.js';

/** The spec's texts (section 5 and 8) for the old client, which shows the server's message as it is. */
const TEXTS = {
  tr: {
    success: 'Mesajınız başarıyla gönderildi!',
    'name.REQUIRED': 'Ad soyad gereklidir',
    'email.REQUIRED': 'E-posta gereklidir',
    'email.INVALID_EMAIL': 'Lütfen geçerli bir e-posta adresi girin',
    'subject.REQUIRED': 'Konu alanı boş bırakılamaz',
    invalid: 'Bir hata oluştu.',
  },
  en: {
    success: 'Your message has been sent successfully!',
    'name.REQUIRED': 'Full name is required',
    'email.REQUIRED': 'Email is required',
    'email.INVALID_EMAIL': 'Please enter a valid email',
    'subject.REQUIRED': 'Subject field cannot be empty',
    invalid: 'Connection error. Please try again later.',
  },
} as const;

export function contactRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post('/mail', route(deps, async (req, res) => {
    const texts = TEXTS[requestLanguage(req)];
    const body = req.body ?? {};
    try {
      await req.ctx.services.contact.send({ name: body.name ?? body.fullName, email: body.email, subject: body.subject, phone: body.phone });
      res.json({ status: 'success', message: texts.success });
    } catch (error) {
      if (errorCode(error) !== 'BAD_USER_INPUT') throw error;
      const { field, reason } = (error as GraphQLError).extensions as { field: string; reason: string };
      const message = (texts as Record<string, string>)[`${field}.${reason}`] ?? `${texts.invalid} (${field}: ${reason})`;
      res.status(400).json({ status: 'error', message, code: 'BAD_USER_INPUT', field, reason });
    }
  }));
  return r;
}
