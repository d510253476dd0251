/** Business constants and limits of spec-notes §9: one source for the client and the API. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const REDIRECT_DELAY_MS = 800;
export const BANNER_DISMISS_MS = 3_000;
export const NAVBAR_SCROLL_THRESHOLD_PX = 20;
export const NEWS_EVENT_TRUNCATE = 120;
export const PUBLICATION_TRUNCATE = 150;
export const USER_PAGE_SIZE = 10;
export const USER_SEARCH_DEBOUNCE_MS = 500;
export const PAGER_MAX_FULL_PAGES = 5;
export const PASSWORD_MIN_LENGTH = 6;
/** The largest value of a PostgreSQL `integer` column: ids and counts past it are refused with their field's message. */
export const MAX_DB_INTEGER = 2_147_483_647;
/** Upper bound on what argon2 is asked to hash, so a huge body cannot burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const EVENT_DESCRIPTION_MIN = 5;
export const EVENT_WINDOW_HOURS = 2880;
export const NEWS_DESCRIPTION_MIN = 10;
export const NEWS_DESCRIPTION_MAX = 1000;
export const SURVEY_MIN_OPTIONS = 2;
export const ATTENDANCE_AGE_MIN = 1;
export const ATTENDANCE_AGE_MAX = 120;
export const ATTENDANCE_LIST_SIZE = 50;
export const STORAGE_USER_KEY = 'user';
export const DATE_LOCALE = 'es-BO';
export const PLACEHOLDER_IMAGE = '/placeholder.jpg';
/** Name of the readable cookie the API sets and of the header the client echoes (CSRF double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The same token in a page's form, for a form sent without JavaScript (the API's header cannot be set by a plain form). */
export const CSRF_FIELD = '_csrf';
export const SESSION_COOKIE = 'pj_session';
/**
 * Header every state-changing request carries: one random key per user action, reused by the
 * client's one automatic retry, so the API replays the first answer instead of storing twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The same key in a page's form, for a form sent without JavaScript (sent again, it is answered as the first time). */
export const IDEMPOTENCY_FIELD = '_intento';
