import type { enMedia } from './en-media';
import type { Messages } from './i18n';

/** Hindi for en-media.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enMedia> = {
  request: {
    media: 'फ़ोटो या वीडियो',
    mediaHint: 'समस्या दिखाने वाली अधिकतम 5 फ़ोटो (हर एक 10 MB तक) या एक वीडियो (50 MB तक)।',
    uploading: 'अपलोड हो रहा है…',
    removeFile: '{{name}} हटाएँ',
    fileTooBig: '{{name}} बहुत बड़ी फ़ाइल है।',
    fileType: '{{name}} फ़ोटो या वीडियो नहीं है।',
    tooManyFiles: 'हर सामान के साथ अधिकतम 5 फ़ाइलें जोड़ें।',
  },
};
