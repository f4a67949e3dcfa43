// Business constants from spec section 9; web and server read the same numbers.

export const DEFAULT_SID = '00-0';
export const REQUEST_TIMEOUT_MS = 90000;
export const MAX_CONTENT_BYTES = 1048576;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const SMS_COUNTDOWN_SECONDS = 59;
export const IMAGE_CODE_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MIN = 4;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;
export const IMAGE_CODE_TTL_SECONDS = 300;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const DEFAULT_MAXLENGTH = 20;
export const TOAST_ERROR_MS = 5000;
export const BANNER_AUTOPLAY_MS = 3000;
export const NEWS_PAGE_SIZE = 5;
export const COUPON_PAGE_SIZE = 99;
export const MAX_CARDS_PER_ORDER = 3;
export const MAX_UNPAID_ORDERS = 3;
export const GEOLOCATION = { timeout: 2000, maximumAge: 5000, enableHighAccuracy: true } as const;
export const DEFAULT_TITLE = '体检专家';
