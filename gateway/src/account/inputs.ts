import { badInput, InputRule } from '../errors.ts';
import type {
  ChangePasswordInput,
  PaymentCodeInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
} from '../generated/resolvers.ts';
import type { LegacyParams } from '../upstream/types.ts';
import { confirmation, differs, email, mobile, password, paymentCode, requiredText } from '../validation/rules.ts';

/*
 * The account mutations' arguments checked against the spec's rules (section 5)
 * and turned into legacy parameters. Everything here runs before any upstream
 * call, so a BAD_USER_INPUT never costs a round trip.
 */

const USERNAME = /^[A-Za-z0-9_]{3,32}$/;
const DIAL_CODE = /^\+?\d{1,6}$/;
/** What the legacy profile call accepts as an avatar: an upstream path or an http(s) URL. */
const AVATAR = /^(\/\S*|https?:\/\/\S+)$/;

/** A secret is taken as typed (never trimmed: spaces may be part of it), but must not be empty. */
function requiredSecret(field: string, value: string): string {
  if ((value ?? '') === '') throw badInput(field, `${field} is required`, InputRule.required);
  return value;
}

export function loginParams(account: string, secret: string): LegacyParams<'login'> {
  return {
    account: requiredText('account', account, 100),
    password: requiredSecret('password', secret),
  };
}

export function registerParams(input: RegisterInput): LegacyParams<'register'> {
  const username = requiredText('input.username', input.username, 32);
  if (!USERNAME.test(username)) {
    throw badInput('input.username', 'The username must be 3 to 32 letters, digits or underscores', InputRule.username);
  }
  const nickname = requiredText('input.nickname', input.nickname, 50);
  const newPassword = password('input.password', input.password);
  confirmation('input.passwordConfirmation', input.passwordConfirmation, newPassword);
  const dialCode = (input.dialCode ?? '').trim();
  if (dialCode !== '' && !DIAL_CODE.test(dialCode)) {
    throw badInput('input.dialCode', 'The dial code must be 1 to 6 digits', InputRule.dialCode);
  }
  return {
    username,
    nickname,
    password: newPassword,
    repPwd: input.passwordConfirmation,
    email: email('input.email', input.email),
    mobile: mobile('input.mobile', input.mobile),
    ...(dialCode !== '' ? { quhao: dialCode.replace(/^\+/, '') } : {}),
  };
}

/**
 * A profile change: at least one of nickname and avatar. `toUpstream` turns the
 * gateway's own absolute upload URLs back into the upstream's paths.
 */
export function profileParams(input: ProfileInput, toUpstream: (url: string) => string): LegacyParams<'profile'> {
  const params: LegacyParams<'profile'> = {};
  if (input.nickname !== null && input.nickname !== undefined) {
    params.nickname = requiredText('input.nickname', input.nickname, 50);
  }
  if (input.avatar !== null && input.avatar !== undefined) {
    const avatar = toUpstream(requiredText('input.avatar', input.avatar, 500));
    if (!AVATAR.test(avatar) || avatar.length > 500) {
      throw badInput('input.avatar', 'The avatar must be a URL returned by the upload', InputRule.uploadedUrl);
    }
    params.avatar = avatar;
  }
  if (params.nickname === undefined && params.avatar === undefined) {
    throw badInput('input', 'Please give a new nickname or avatar', InputRule.nothingToChange);
  }
  return params;
}

export function changePasswordParams(input: ChangePasswordInput): LegacyParams<'resetpwd'> {
  const oldPassword = requiredSecret('input.oldPassword', input.oldPassword);
  const newPassword = password('input.newPassword', input.newPassword);
  differs('input.newPassword', newPassword, oldPassword);
  confirmation('input.newPasswordConfirmation', input.newPasswordConfirmation, newPassword);
  return { oldpassword: oldPassword, newpassword: newPassword };
}

export function resetPasswordParams(input: ResetPasswordInput): LegacyParams<'resetpwd'> {
  const account = requiredText('input.account', input.account, 100);
  const mobileNumber = mobile('input.mobile', input.mobile);
  const newPassword = password('input.newPassword', input.newPassword);
  confirmation('input.newPasswordConfirmation', input.newPasswordConfirmation, newPassword);
  return { account, mobile: mobileNumber, newpassword: newPassword };
}

/** The payment-code change as far as it can be checked without knowing whether a code is set. */
export interface PaymentCodeChange {
  newCode: string;
  /** The current code, when one was given (blank counts as none). */
  oldCode: string | undefined;
}

export function paymentCodeChange(input: PaymentCodeInput): PaymentCodeChange {
  const oldCode =
    input.oldCode === null || input.oldCode === undefined || input.oldCode.trim() === '' ? undefined : input.oldCode;
  if (oldCode !== undefined) paymentCode('input.oldCode', oldCode);
  const newCode = paymentCode('input.newCode', input.newCode);
  if (oldCode !== undefined) differs('input.newCode', newCode, oldCode);
  confirmation('input.newCodeConfirmation', input.newCodeConfirmation, newCode);
  return { newCode, oldCode };
}

/**
 * The second half of the payment-code rule, once it is known whether the buyer has
 * a code: the current code is required when changing and left blank the first time.
 */
export function resetPayParams(change: PaymentCodeChange, hasCode: boolean): LegacyParams<'resetPay'> {
  if (hasCode && change.oldCode === undefined) {
    throw badInput('input.oldCode', 'Please enter your current payment code', InputRule.oldCodeRequired);
  }
  if (!hasCode && change.oldCode !== undefined) {
    throw badInput(
      'input.oldCode',
      'No payment code is set yet: leave the current payment code blank',
      InputRule.noOldCode,
    );
  }
  return hasCode
    ? { is_verify: 1, oldpassword: change.oldCode, newpassword: change.newCode }
    : { is_verify: 0, newpassword: change.newCode };
}
