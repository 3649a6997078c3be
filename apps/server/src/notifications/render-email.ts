import {
  type EmailLanguage,
  type EmailValues,
  fillTemplate,
  readableOn,
  type TemplateText,
} from '@roundtrip/core/emails';

export type Brand = { storeName: string; logoUrl: string; color: string };
export type RenderedEmail = { subject: string; text: string; html: string };

const DEFAULT_COLOR = '#2c6ecb';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs on blank lines, line breaks kept, web addresses made links. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) =>
      escapeHtml(p)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br/>'),
    );
}

/**
 * One email from a template: the merchant's words with the variables filled, inside our layout (the
 * store's logo and colour, responsive through MJML), and the same words as the plain-text part.
 */
export async function renderEmail(input: {
  template: TemplateText;
  values: EmailValues;
  brand: Brand;
  buttonUrl: string;
  language: EmailLanguage;
}): Promise<RenderedEmail> {
  const fill = (text: string) => fillTemplate(text, input.values).trim();
  const subject = fill(input.template.subject).replace(/\s+/g, ' ');
  const heading = fill(input.template.heading);
  const body = fill(input.template.body).replace(/\n{3,}/g, '\n\n');
  const button = fill(input.template.button);
  const { storeName, logoUrl } = input.brand;
  const color = /^#[0-9a-fA-F]{6}$/.test(input.brand.color) ? input.brand.color : DEFAULT_COLOR;
  const logo = /^https?:\/\//.test(logoUrl)
    ? `<mj-image src="${escapeHtml(logoUrl)}" alt="${escapeHtml(storeName)}" width="104px" align="left" padding="0 0 16px 0" />`
    : `<mj-text font-size="20px" font-weight="bold" padding="0 0 16px 0">${escapeHtml(storeName)}</mj-text>`;
  const markup = `<mjml lang="${input.language}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-preview>${escapeHtml(heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#202223" padding="0 0 12px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f8">
    <mj-section border-top="4px solid ${color}" background-color="#ffffff" padding="24px">
      <mj-column>
        ${logo}
        <mj-text font-size="22px" font-weight="bold" padding="0 0 16px 0">${escapeHtml(heading)}</mj-text>
        ${paragraphs(body)
          .map((p) => `<mj-text>${p}</mj-text>`)
          .join('\n        ')}
        ${
          button && input.buttonUrl
            ? `<mj-button href="${escapeHtml(input.buttonUrl)}" background-color="${color}" color="${readableOn(color)}" align="left" padding="8px 0 0 0">${escapeHtml(button)}</mj-button>`
            : ''
        }
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6d7175">${escapeHtml(storeName)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // No web fonts: an email never makes the reader's client fetch from another host for us.
  // mjml is the dearest package the server imports (about 0.6 s of CPU): imported with the first email (and
  // kept by Node's module cache), not at every start of a process that may render none.
  const { default: mjml2html } = await import('mjml');
  const rendered = await mjml2html(markup, { validationLevel: 'strict', fonts: {}, keepComments: false });
  const text = [
    heading,
    body,
    button && input.buttonUrl ? `${button}: ${input.buttonUrl}` : '',
    `-- \n${storeName}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, text, html: rendered.html };
}
