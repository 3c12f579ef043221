/**
 * Sign-in (/login), sign-up (/register) and the forgotten password
 * (/forgotPassword): client-side validation with the translated messages, the
 * session cookie, the server's language, redirects, and refusals.
 */
import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import ForgotPasswordScreen from '../../client/src/screens/auth/ForgotPasswordScreen.tsx';
import LoginScreen from '../../client/src/screens/auth/LoginScreen.tsx';
import RegisterScreen from '../../client/src/screens/auth/RegisterScreen.tsx';
import { sessionStore } from '../../client/src/session/store.ts';
import { aUser, gqlError, typed, type Me } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

type Handlers = NonNullable<Parameters<typeof renderScreen>[1]['handlers']>;

const session = (token: string, user: Me = aUser()) => typed('AuthPayload', { token, user });

/** The validation messages the form shows now. */
function formErrors(): string[] {
  return [...document.querySelectorAll('.adm-form-item-feedback-error')].map((element) => element.textContent ?? '');
}

async function fill(view: Rendered, label: string, value: string): Promise<void> {
  const input = view.getByLabelText(label) as HTMLInputElement;
  await view.user.clear(input);
  if (value) await view.user.type(input, value);
}

function openLogin(path = '/login', handlers: Handlers = []) {
  return renderScreen(<LoginScreen />, { path, route: '/login', handlers });
}

describe('login', () => {
  test('account and password are required, with the translated messages, and nothing is sent', async () => {
    let sent = false;
    const view = await openLogin('/login', [
      graphql.mutation('Login', () => {
        sent = true;
        return HttpResponse.json(gqlError('UPSTREAM_REJECTED'));
      }),
    ]);
    await view.user.click(await view.findByTestId('login-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['Please enter your account', 'Please enter your password']));

    await fill(view, 'Account', 'demo');
    await view.user.click(view.getByTestId('login-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['Please enter your password']));
    expect(sent).toBe(false);
  });

  test('the password can be shown and hidden', async () => {
    const view = await openLogin();
    const password = (await view.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await view.user.click(view.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await view.user.click(view.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  test('signing in keeps the token in the Admin-Token cookie, says so and goes home', async () => {
    let sent: unknown;
    const view = await openLogin('/login', [
      graphql.mutation('Login', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { login: session('tok-123') } });
      }),
    ]);
    await fill(view, 'Account', '  demo ');
    await fill(view, 'Password', 'secret1');
    await view.user.click(view.getByTestId('login-submit'));
    await findToast('Login Success');
    expect(sent).toEqual({ account: 'demo', password: 'secret1' });
    expect(document.cookie).toContain('Admin-Token=tok-123');
    expect(sessionStore.getToken()).toBe('tok-123');
    await view.waitForPath('/');
  });

  test('after signing in the server language wins and a ?redirect= path is followed', async () => {
    const chinese = typed('Language', { id: '2', code: 'zh-cn', name: '简体中文', chineseName: '简体中文' });
    const view = await openLogin('/login?redirect=/order', [
      graphql.mutation('Login', () =>
        HttpResponse.json({ data: { login: session('tok-9', aUser({ language: chinese })) } }),
      ),
    ]);
    await fill(view, 'Account', 'demo');
    await fill(view, 'Password', 'secret1');
    await view.user.click(view.getByTestId('login-submit'));
    await view.waitForPath('/order');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.cookie).toContain('Local_Lang=');
  });

  test('a redirect to another site is not followed', async () => {
    const view = await openLogin('/login?redirect=//evil.test/x', [
      graphql.mutation('Login', () => HttpResponse.json({ data: { login: session('tok-2') } })),
    ]);
    await fill(view, 'Account', 'demo');
    await fill(view, 'Password', 'secret1');
    await view.user.click(view.getByTestId('login-submit'));
    await view.waitForPath('/');
  });

  test('refused credentials show the server message and keep what was typed', async () => {
    const view = await openLogin('/login', [
      graphql.mutation('Login', () =>
        HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Incorrect account or password')),
      ),
    ]);
    await fill(view, 'Account', 'demo');
    await fill(view, 'Password', 'wrong-one');
    await view.user.click(view.getByTestId('login-submit'));
    await findToast('Incorrect account or password');
    expect(view.path()).toBe('/login');
    expect((view.getByLabelText('Account') as HTMLInputElement).value).toBe('demo');
    expect((view.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-one');
    expect(document.cookie).not.toContain('Admin-Token');
    await waitFor(() => expect((view.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false));
  });

  test('links lead to sign-up and the forgotten password', async () => {
    const view = await openLogin();
    expect((await view.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe('/register');
    expect(view.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgotPassword');
  });
});

describe('register', () => {
  function openRegister(handlers: Handlers = []) {
    return renderScreen(<RegisterScreen />, { path: '/register', handlers });
  }

  test('every field is checked as the spec says before anything is sent', async () => {
    let sent = false;
    const view = await openRegister([
      graphql.mutation('Register', () => {
        sent = true;
        return HttpResponse.json(gqlError('UPSTREAM_REJECTED'));
      }),
    ]);
    await view.user.click(await view.findByTestId('register-submit'));
    await waitFor(() =>
      expect(formErrors()).toEqual([
        'Please enter a username',
        'Please enter a nickname',
        'Please enter your email address',
        'Please enter your mobile number',
        'Please enter your password',
        'Please enter the password again',
      ]),
    );

    await fill(view, 'Username', 'a!');
    await fill(view, 'Nickname', 'Ann');
    await fill(view, 'Email', 'ann@');
    await fill(view, 'Mobile number', '12ab');
    await fill(view, 'Password', '12345');
    await fill(view, 'Confirm password', '123456');
    await view.user.click(view.getByTestId('register-submit'));
    await waitFor(() =>
      expect(formErrors()).toEqual([
        'The username must be 3 to 32 letters, digits or underscores',
        'Please enter a valid email address',
        'Please enter a valid mobile number',
        'The password must be at least 6 characters',
        'The two entries do not match',
      ]),
    );
    expect(sent).toBe(false);
  });

  test('signing up sends the account, signs in and says so', async () => {
    let input: unknown;
    const view = await openRegister([
      graphql.mutation('Register', ({ variables }) => {
        input = variables['input'];
        return HttpResponse.json({ data: { register: session('tok-new') } });
      }),
    ]);
    await fill(view, 'Username', 'ann_lee');
    await fill(view, 'Nickname', 'Ann');
    await fill(view, 'Email', 'ann@example.com');
    await fill(view, 'Mobile number', '15112345678');
    await fill(view, 'Password', 'secret1');
    await fill(view, 'Confirm password', 'secret1');
    await view.user.click(view.getByTestId('register-submit'));
    await findToast('Register Success');
    expect(input).toEqual({
      username: 'ann_lee',
      nickname: 'Ann',
      email: 'ann@example.com',
      mobile: '15112345678',
      password: 'secret1',
      passwordConfirmation: 'secret1',
    });
    expect(document.cookie).toContain('Admin-Token=tok-new');
    await view.waitForPath('/');
  });
});

describe('forgot password', () => {
  test('checks the fields, resets without a session token, says so and goes to sign-in', async () => {
    let input: unknown;
    let tokenHeader: string | null = 'unset';
    const view = await renderScreen(<ForgotPasswordScreen />, {
      path: '/forgotPassword',
      token: 'old-session',
      handlers: [
        graphql.mutation('ResetPassword', ({ variables, request }) => {
          input = variables['input'];
          tokenHeader = request.headers.get('token');
          return HttpResponse.json({
            data: { resetPassword: typed('ActionResult', { ok: true, message: 'Change Successful' }) },
          });
        }),
      ],
    });
    await view.user.click(await view.findByTestId('forgot-submit'));
    await waitFor(() =>
      expect(formErrors()).toEqual([
        'Please enter your account',
        'Please enter your mobile number',
        'Please enter your password',
        'Please enter the password again',
      ]),
    );

    await fill(view, 'Account', 'demo');
    await fill(view, 'Mobile number', '+4915112345678');
    await fill(view, 'New password', 'newpass1');
    await fill(view, 'Confirm password', 'newpass2');
    await view.user.click(view.getByTestId('forgot-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['The two entries do not match']));
    expect(input).toBeUndefined();

    await fill(view, 'Confirm password', 'newpass1');
    await view.user.click(view.getByTestId('forgot-submit'));
    await findToast('Change Successful');
    expect(input).toEqual({
      account: 'demo',
      mobile: '+4915112345678',
      newPassword: 'newpass1',
      newPasswordConfirmation: 'newpass1',
    });
    expect(tokenHeader).toBeNull();
    // The reset ended every session of the account: this one is cleared too.
    expect(sessionStore.getToken()).toBeUndefined();
    await view.waitForPath('/login');
  });

  test('a refused reset shows the server message and keeps the form', async () => {
    const view = await renderScreen(<ForgotPasswordScreen />, {
      path: '/forgotPassword',
      handlers: [
        graphql.mutation('ResetPassword', () =>
          HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'The mobile number does not match this account')),
        ),
      ],
    });
    await fill(view, 'Account', 'demo');
    await fill(view, 'Mobile number', '15100000000');
    await fill(view, 'New password', 'newpass1');
    await fill(view, 'Confirm password', 'newpass1');
    await view.user.click(view.getByTestId('forgot-submit'));
    await findToast('The mobile number does not match this account');
    expect(view.path()).toBe('/forgotPassword');
    expect((view.getByLabelText('Account') as HTMLInputElement).value).toBe('demo');
  });
});
