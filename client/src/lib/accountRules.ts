/** The spec's account rules (section 5), the same the gateway checks. */
export const MIN_PASSWORD_LENGTH = 6;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, optionally after a +. */
export const MOBILE_PATTERN = /^\+?\d{5,20}$/;
/** 3 to 32 letters, digits or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
/** The gateway's longest account (a username, an email or a mobile number), in characters. */
export const MAX_ACCOUNT_LENGTH = 100;
