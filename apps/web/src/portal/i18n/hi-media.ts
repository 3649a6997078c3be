import type { enMedia } from './en-media';
import type { Messages } from './i18n';

/** Hindi for en-media.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enMedia> = {
  request: {
    media: 'फ़ोटो या वीडियो',
    mediaHint: 'समस्या दिखाने वाली अधिकतम 5 फ़ोटो (हर एक 10 MB तक) या एक वीडियो (50 MB तक)।',
    dropHere: 'फ़ोटो या वीडियो यहाँ छोड़ें, या',
    takePhoto: 'कैमरे से फ़ोटो लें',
    chooseFiles: 'फ़ोटो या वीडियो चुनें',
    uploading: 'अपलोड हो रहा है…',
    uploaded_zero: 'अभी कोई फ़ाइल नहीं जोड़ी गई',
    uploaded_one: '{{count}} फ़ाइल अपलोड हुई',
    uploaded_other: '{{count}} फ़ाइलें अपलोड हुईं',
    fileDone: '{{name}} अपलोड हो गई',
    fileProgress: '{{name}} अपलोड हो रही है',
    fileFailed: '{{name}} अपलोड नहीं हुई।',
    retryFile: '{{name}} फिर से भेजें',
    removeFile: '{{name}} हटाएँ',
    fileTooBig: '{{name}} बहुत बड़ी फ़ाइल है।',
    fileType: '{{name}} फ़ोटो या वीडियो नहीं है।',
    tooManyFiles: 'हर सामान के साथ अधिकतम 5 फ़ाइलें जोड़ें।',
  },
};
