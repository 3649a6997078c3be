import { addMessages } from './i18n';

/** Words of the exchange page's catalogue of other products, in its own chunk. */
export const enCatalogue = {
  catalogue: {
    otherHeading: 'Want something else?',
    browse: 'Browse other products',
    hideBrowse: 'Hide other products',
    otherProduct: 'Your new item: {{title}}',
    backToOwn: 'Back to {{title}}',
    search: 'Search products',
    collection: 'Collection',
    allCollections: 'All products',
    from: 'From {{price}}',
    soldOut: 'Sold out',
    loadMore: 'Show more products',
    noProducts: 'No products match. Try other words or another collection.',
  },
};

addMessages(enCatalogue, () => import('./hi-catalogue'));
