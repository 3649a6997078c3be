// What the server refuses a shopper, by code (core's contracts/shopper-messages.ts): the lookup, the
// session, uploads and the request. They load the first time one is on screen (errorText).
export const enRefusals = {
  shopper: {
    STORE_NOT_FOUND: 'Store not found',
    ORDER_NOT_FOUND:
      "We couldn't find an order with those details. Check the order number and the email or phone you used.",
    SESSION_EXPIRED: 'This link has expired. Please look up your order again.',
    REQUEST_LINK_EXPIRED: 'The link in your email has expired. Look up your order below to see your request.',
    REQUEST_LINK_INVALID:
      'The link in your email is not valid. Look up your order below to see your request.',
    ACCOUNT_SIGN_IN_ENDED: 'Your sign-in has ended. Please sign in again.',
    ACCOUNT_SIGN_IN_FAILED:
      "We couldn't sign you in with your store account. Please try again, or find your order below.",
    TOO_MANY_LOOKUPS_one: 'Too many attempts to find this order. Please try again in {{count}} minute.',
    TOO_MANY_LOOKUPS_other: 'Too many attempts to find this order. Please try again in {{count}} minutes.',
    ITEM_NOT_FOUND: 'Item not found',
    PRODUCT_NOT_FOUND: 'Product not found',
    OTHER_PRODUCTS_OFF: 'This store exchanges items for another option of the same product only.',
    REQUEST_NOT_FOUND: 'Request not found',
    FILE_NOT_FOUND: 'File not found',

    GIFT_RETURNS_OFF: "This store doesn't accept gift returns.",
    GIFT_EMAIL_REQUIRED: 'Please enter your email: the store credit is sent to it.',
    GIFT_STORE_CREDIT_ONLY: 'Gift returns are refunded as store credit.',
    GIFT_NO_DEARER_EXCHANGE: 'A gift can only be exchanged for an item at the same price or lower.',

    UPLOAD_UNSUPPORTED:
      'Please upload a photo (JPEG, PNG, WebP, GIF) or a video (MP4, MOV, WebM and similar).',
    UPLOAD_UNREADABLE_IMAGE: "We couldn't read this image. Please try another photo.",
    UPLOAD_IMAGE_TOO_LARGE: 'Photos can be at most {{mb}} MB.',
    UPLOAD_VIDEO_TOO_LARGE: 'Videos can be at most {{mb}} MB.',
    UPLOAD_TOO_MANY_FILES: 'Please send at most {{max}} files at a time.',
    UPLOAD_REQUEST_TOO_LARGE: 'The upload is too large. Please send at most {{mb}} MB at a time.',
    UPLOAD_NO_FILES: 'Please choose a photo or video to upload.',
    UPLOAD_SESSION_FULL: 'You have uploaded the most files allowed ({{max}}) for this order.',
    UPLOAD_BUDGET_SPENT: 'You have uploaded a lot in a short time. Please try again in {{minutes}} minutes.',
    UPLOAD_NOT_MULTIPART: 'Send the files as multipart/form-data.',

    ITEM_CHOSEN_TWICE: 'Each item can be chosen once.',
    ONE_ITEM_ONLY: 'This store accepts one item per request. Please send each item separately.',
    ITEM_NOT_IN_ORDER: 'This item is not part of your order.',
    REFUND_MODE_REQUIRED: 'Please choose how you want your refund.',
    COD_NO_SOURCE_REFUND: "Refunds to the original payment aren't available for cash-on-delivery orders.",
    MODE_NOT_ALLOWED: 'This refund method is not available for this order.',
    DIFFERENCE_MODE_REQUIRED: 'Please choose how you want the price difference paid back.',
    VARIANT_FIELDS_BOTH: 'Send exchange_variant_id or exchange_variants, not both.',
    ONE_NEW_ITEM_ONLY: 'This store exchanges each item for one new item. Please choose one variant.',
    VARIANT_CHOSEN_TWICE: 'Each new variant can be chosen once.',
    RETURN_WITH_VARIANT: 'Only exchanges choose a new variant.',
    VARIANT_REQUIRED: 'Please choose the variant you want instead.',
    VARIANT_NOT_AVAILABLE: 'This variant is not available.',
    // `reason` is a VARIANT_* code, worded by nesting.
    VARIANT_NOT_SELECTABLE: '{{variant_title}}: $t(shopper.{{reason}}).',
    EXCHANGE_RULE_REFUSED: '{{variant_title}}: $t(shopper.{{reason}}).',
    ONLY_SAME_OR_LOWER: 'Only items at the same price or lower can be chosen.',
    UPSELL_NOT_AVAILABLE: 'This offer is not available for this item.',
    UPSELL_SOLD_OUT: 'An added product is sold out. Please remove it.',
    UPSELL_NEEDS_PAYMENT:
      "This store can't take a payment for added products. Remove them or choose a cheaper new item.",
    BANK_DETAILS_REQUIRED: 'Please enter your bank account details.',
    DIAL_CODE_UNKNOWN: 'Please choose a country code',
    FILE_ATTACHED_TWICE: 'Each file can be attached once.',
    REASON_REQUIRED: 'Please choose a reason',
    MEDIA_REQUIRED: 'Please add photos or a video for this reason.',
    COMMENT_REQUIRED: 'Please tell us a little more in the comment.',
    MEDIA_NOT_FOUND: 'One of the files could not be found. Please upload it again.',
    KEY_REUSED: 'This submission was already used for a different request. Please reload the page.',
    STORE_REQUEST_LIMIT:
      "This store can't take new return requests online right now. Please contact the store.",
    CANCEL_OFF: "This store doesn't let you cancel items online. Please contact the store.",
    CANCEL_ITEM_SHIPPED:
      'This item has already shipped, so it can no longer be cancelled. You can return it once it arrives.',
  },
};

export const messages = enRefusals;
