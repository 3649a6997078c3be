import type { enExtra } from './en-extra';
import type { Messages } from './i18n';

/** Hindi for en-extra.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enExtra> = {
  exchangeExtra: {
    addAnother: '{{title}} को एक और नए सामान के रूप में जोड़ें',
    extraItem: 'साथ में: {{title}}',
    removeExtra: '{{title}} हटाएँ',
  },
};
