/**
 * Signing in returns to the page that sent the shopper there (issue 9): the real
 * app with the real login and register screens, the destination screens stubbed.
 * Also the language picker of the signed-out screens.
 */
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import arAuth from '../../client/src/locales/ar/auth.json';
import { loginPath, redirectTarget } from '../../client/src/navigation/loginRedirect.ts';
import { readLanguage } from '../../client/src/session/readCookies.ts';
import { sessionStore } from '../../client/src/session/store.ts';
import { aUser, currentUser, gqlError, typed } from './support/handlers.ts';
import { findToast, renderApp, screen, type Rendered } from './support/renderApp.tsx';

const { stub } = vi.hoisted(() => ({
  stub: (name: string, nav?: false) => async () =>
    (await import('./support/stubScreens.tsx')).stubScreen(name, nav === undefined ? {} : { nav }),
}));

vi.mock('../../client/src/screens/home/HomeScreen.tsx', stub('home', false));
vi.mock('../../client/src/screens/orders/MyPurchasesScreen.tsx', stub('myPurchases'));
vi.mock('../../client/src/screens/wallet/withdraw/WithdrawScreen.tsx', stub('withDraw'));

const loginAnswer = (token: string) =>
  graphql.mutation('Login', () =>
    HttpResponse.json({ data: { login: typed('AuthPayload', { token, user: aUser() }) } }),
  );

async function signIn(app: Rendered): Promise<void> {
  const account = await screen.findByLabelText<HTMLInputElement>('Account');
  await app.user.type(account, 'demo');
  await app.user.type(screen.getByLabelText('Password'), 'demo123');
  await app.user.click(screen.getByTestId('login-submit'));
}

describe('the way back after signing in', () => {
  test('a deep link opened signed out returns there, query included, after signing in', async () => {
    const app = await renderApp({
      path: '/myPurchases/1?from=mail',
      handlers: [loginAnswer('tok-deep'), currentUser()],
    });
    await findToast('Please login first');
    await app.waitForPath('/login');
    expect(app.path()).toBe(`/login?redirect=${encodeURIComponent('/myPurchases/1?from=mail')}`);

    await signIn(app);
    await app.waitForPath('/myPurchases/1?from=mail');
    expect((await screen.findByTestId('location-myPurchases')).textContent).toBe('/myPurchases/1?from=mail');
    expect(sessionStore.getToken()).toBe('tok-deep');
  });

  test('a session the API ends on a screen returns to that screen after signing in again', async () => {
    const app = await renderApp({
      path: '/withDraw',
      token: 'tok-old',
      handlers: [
        currentUser(),
        loginAnswer('tok-new'),
        graphql.query('ShellProbe', () => HttpResponse.json(gqlError('UNAUTHENTICATED', 'Please log in again'))),
      ],
    });
    await screen.findByTestId('screen-withDraw');
    await expect(
      app.client.query({ query: (await import('@apollo/client')).gql`query ShellProbe { probe }` }),
    ).rejects.toThrow();
    await app.waitForPath('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/withDraw');

    await signIn(app);
    await app.waitForPath('/withDraw');
    expect(sessionStore.getToken()).toBe('tok-new');
  });

  test('going to register and back keeps the way back', async () => {
    const app = await renderApp({
      path: '/myPurchases/2',
      handlers: [currentUser()],
    });
    await app.waitForPath('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await app.waitForPath('/register');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/myPurchases/2');
    await app.user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await app.waitForPath('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/myPurchases/2');
  });

  test('only paths of this app are followed; the sign-in screens and home need no way back', () => {
    expect(redirectTarget('/order?status=1')).toBe('/order?status=1');
    for (const hostile of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/login?redirect=/x',
      '/register',
    ]) {
      expect(redirectTarget(hostile)).toBe('/');
    }
    expect(redirectTarget(null)).toBe('/');
    expect(loginPath('/home')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Forder')).toBe('/login');
    expect(loginPath('/orderInfo/3')).toBe('/login?redirect=%2ForderInfo%2F3');
  });
});

describe('the language before signing in', () => {
  test('the login screen offers every language; Arabic turns it right to left and is remembered', async () => {
    const app = await renderApp({ path: '/login' });
    const picker = await screen.findByTestId<HTMLSelectElement>('language-picker');
    expect(picker.options.length).toBe(15);
    expect(picker.value).toBe('en');
    expect(screen.getByLabelText('Language')).toBe(picker);

    await app.user.selectOptions(picker, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(i18next.language).toBe('ar');
    expect(readLanguage()?.file_name).toBe('ar');
    expect(await screen.findByRole('heading', { name: arAuth.login.title })).toBeDefined();
    // The spec's route rules stay: the language screen itself still needs a session.
    expect(app.path()).toBe('/login');
  });

  test('the register screen has the picker too', async () => {
    await renderApp({ path: '/register' });
    expect(await screen.findByTestId('language-picker')).toBeDefined();
  });
});
