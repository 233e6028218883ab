// Fixed texts about the business, shown in the footer and on help screens.

export const BRAND_NAME = 'TurfBook';
export const LOGO_SRC = '/images/logo.svg';
export const SUPPORT_EMAIL = 'support@turfbook.in';
export const SUPPORT_PHONE = '+91 22 4890 2000';
