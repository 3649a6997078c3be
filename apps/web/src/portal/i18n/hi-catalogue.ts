import type { enCatalogue } from './en-catalogue';
import type { Messages } from './i18n';

/** Hindi for en-catalogue.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enCatalogue> = {
  catalogue: {
    otherHeading: 'कुछ और चाहिए?',
    browse: 'दूसरे प्रोडक्ट देखें',
    hideBrowse: 'दूसरे प्रोडक्ट छिपाएँ',
    otherProduct: 'आपका नया सामान: {{title}}',
    backToOwn: '{{title}} पर वापस जाएँ',
    search: 'प्रोडक्ट खोजें',
    collection: 'कलेक्शन',
    allCollections: 'सभी प्रोडक्ट',
    from: '{{price}} से शुरू',
    soldOut: 'स्टॉक ख़त्म',
    loadMore: 'और प्रोडक्ट दिखाएँ',
    noProducts: 'कोई प्रोडक्ट नहीं मिला। दूसरे शब्द या दूसरा कलेक्शन आज़माएँ।',
  },
};
