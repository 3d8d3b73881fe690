/** Contact form rules (spec 000 §5) as a zod schema for useZodForm, and the payload (§3 Contact request). */
import { z } from 'zod';
import type { Schemas } from '../../app/api/types';
import { formErrors, mustBeTrue, text } from '../../shared/form/schema';
import type { FormErrors } from '../../shared/form/validation';

export const MESSAGE_MAX = 1000;

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  captchaAnswer: string;
  terms: boolean;
}

export const EMPTY_CONTACT: ContactForm = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  captchaAnswer: '',
  terms: false,
};

/** name required max 50; email required, valid, 5–254; message required 3–1000; captcha and terms required. */
export const contactSchema = z.object({
  name: text({ required: true, max: 50 }),
  email: text({ required: true, min: 5, max: 254, email: true }),
  phone: z.string(),
  company: z.string(),
  subject: z.string(),
  message: text({ required: true, min: 3, max: MESSAGE_MAX }),
  captchaAnswer: text({ required: true }),
  terms: mustBeTrue(),
});

export function validateContact(f: ContactForm): FormErrors<ContactForm> {
  return formErrors(contactSchema, f);
}

/** What the server reads (every member filled in by the form). */
export type ContactRequest = Required<Schemas['ContactRequest']>;

/** The request with every value trimmed of surrounding whitespace. */
export function contactPayload(f: ContactForm, langKey: string, captchaToken: string | null): ContactRequest {
  return {
    langKey: langKey.trim(),
    name: f.name.trim(),
    email: f.email.trim(),
    phone: f.phone.trim(),
    company: f.company.trim(),
    subject: f.subject.trim(),
    message: f.message.trim(),
    captchaToken: (captchaToken ?? '').trim(),
    captchaAnswer: f.captchaAnswer.trim(),
  };
}
