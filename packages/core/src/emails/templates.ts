import type { EmailKind, EmailLanguage, TemplateText } from './kinds';
import { TEMPLATES_EN } from './templates-en';
import { TEMPLATES_HI } from './templates-hi';

const DEFAULTS: Record<EmailLanguage, Record<EmailKind, TemplateText>> = {
  en: TEMPLATES_EN,
  hi: TEMPLATES_HI,
};

/** The template a store has not changed: shipped in code, per language. */
export const defaultTemplate = (kind: EmailKind, language: EmailLanguage): TemplateText =>
  DEFAULTS[language][kind];
