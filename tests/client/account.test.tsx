import { waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type {
  ChangePasswordMutationVariables,
  LikedProductsQuery as LikedProductsResult,
  SetPaymentCodeMutationVariables,
} from '../../client/src/gql/graphql.ts';
import { sessionStore } from '../../client/src/session/store.ts';
import ChangePasswordScreen from '../../client/src/screens/account/ChangePasswordScreen.tsx';
import ChangePayPwdScreen from '../../client/src/screens/account/ChangePayPwdScreen.tsx';
import FavouritesScreen from '../../client/src/screens/account/FavouritesScreen.tsx';
import HeartScreen from '../../client/src/screens/account/HeartScreen.tsx';
import LanguageScreen from '../../client/src/screens/account/LanguageScreen.tsx';
import { LikedProductsQuery } from '../../client/src/screens/account/operations.ts';
import ProfileScreen from '../../client/src/screens/account/ProfileScreen.tsx';
import SecurityScreen from '../../client/src/screens/account/SecurityScreen.tsx';
import SettingScreen from '../../client/src/screens/account/SettingScreen.tsx';
import { Brand } from '../../client/src/screens/home/HomeBrand.tsx';
import { checkMobile, checkNewPassword, checkPaymentCode } from '../../client/src/lib/validation.ts';
import { aUser, currentUser, gqlError, logoutOk, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

const TOKEN = 'T-account';

/** The text of every form error on screen. */
function formErrors(view: Rendered): string[] {
  return [...view.container.querySelectorAll('.adm-form-item-feedback-error')].map((node) => node.textContent ?? '');
}

/** The confirmation dialog showing `text`, once its opening animation lets taps through. */
async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const body = document.querySelector<HTMLElement>('.adm-dialog-body');
    expect(body?.textContent).toContain(text);
    for (let node: HTMLElement | null = body; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
    return body!;
  });
}

describe('validation rules (spec section 5)', () => {
  test('passwords: at least 6 characters and different from the old one', () => {
    expect(checkNewPassword('', 'old-secret')).toBe('validation.passwordRequired');
    expect(checkNewPassword('abc12', 'old-secret')).toBe('validation.passwordTooShort');
    expect(checkNewPassword('old-secret', 'old-secret')).toBe('validation.passwordSame');
    expect(checkNewPassword('new-secret', 'old-secret')).toBeUndefined();
  });

  test('payment codes: digits only, at least 6', () => {
    expect(checkPaymentCode('12345')).toBe('validation.payCodeInvalid');
    expect(checkPaymentCode('12345a')).toBe('validation.payCodeInvalid');
    expect(checkPaymentCode('123456')).toBeUndefined();
    expect(checkPaymentCode('12345678')).toBeUndefined();
  });

  test('mobile numbers: digits with an optional +, spaces and dashes ignored', () => {
    expect(checkMobile('')).toBe('validation.mobileInvalid');
    expect(checkMobile('12ab5678')).toBe('validation.mobileInvalid');
    expect(checkMobile('123')).toBe('validation.mobileInvalid');
    expect(checkMobile('+49 151-2345 678')).toBeUndefined();
  });
});

describe('change login password', () => {
  async function open(onChange?: (variables: ChangePasswordMutationVariables) => void) {
    const view = await renderScreen(<ChangePasswordScreen />, {
      path: '/changePassword',
      token: TOKEN,
      handlers: [
        graphql.mutation('ChangePassword', ({ variables }) => {
          onChange?.(variables as ChangePasswordMutationVariables);
          return HttpResponse.json({ data: { changePassword: typed('ActionResult', { ok: true }) } });
        }),
      ],
    });
    await view.findByLabelText(/^Current password/);
    return view;
  }

  test('checks every rule before sending anything', async () => {
    const sent = vi.fn();
    const view = await open(sent);
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toContain('Please enter your password'));
    // An empty confirmation is missing, not mismatched.
    expect(formErrors(view)).toContain('This field is required');
    expect(formErrors(view)).not.toContain('The two entries do not match');

    await view.user.type(view.getByLabelText(/^Current password/), 'secret1');
    await view.user.type(view.getByLabelText(/^New password/), 'abc');
    await view.user.type(view.getByLabelText(/^Confirm/), 'abc');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toContain('The password must be at least 6 characters'));

    await view.user.clear(view.getByLabelText(/^New password/));
    await view.user.type(view.getByLabelText(/^New password/), 'secret1');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toContain('The new password must differ from the old one'));

    await view.user.clear(view.getByLabelText(/^New password/));
    await view.user.type(view.getByLabelText(/^New password/), 'secret2');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toEqual(['The two entries do not match']));
    expect(sent).not.toHaveBeenCalled();
  });

  test('a valid change says so, ends the session and goes to /login', async () => {
    const sent = vi.fn();
    const view = await open(sent);
    await view.user.type(view.getByLabelText(/^Current password/), 'secret1');
    await view.user.type(view.getByLabelText(/^New password/), 'secret2');
    await view.user.type(view.getByLabelText(/^Confirm/), 'secret2');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await findToast('Change Successful');
    expect(sent).toHaveBeenCalledWith({
      input: { oldPassword: 'secret1', newPassword: 'secret2', newPasswordConfirmation: 'secret2' },
    });
    await view.waitForPath('/login');
    expect(sessionStore.getToken()).toBeUndefined();
  });

  test('a refused change keeps what was typed and the session', async () => {
    const view = await renderScreen(<ChangePasswordScreen />, {
      path: '/changePassword',
      token: TOKEN,
      handlers: [
        graphql.mutation('ChangePassword', () =>
          HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'The old password is wrong')),
        ),
      ],
    });
    await view.user.type(await view.findByLabelText(/^Current password/), 'wrong1');
    await view.user.type(view.getByLabelText(/^New password/), 'secret2');
    await view.user.type(view.getByLabelText(/^Confirm/), 'secret2');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await findToast('The old password is wrong');
    expect((view.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('wrong1');
    expect(view.path()).toBe('/changePassword');
    expect(sessionStore.getToken()).toBe(TOKEN);
  });

  test('signed out, it points to the forgotten-password reset', async () => {
    const view = await renderScreen(<ChangePasswordScreen />, { path: '/changePassword' });
    await view.user.click(await view.findByTestId('forgot-password-link'));
    await view.waitForPath('/forgotPassword');
  });
});

describe('payment code', () => {
  async function open(hasPaymentCode: boolean, onSet?: (variables: SetPaymentCodeMutationVariables) => void) {
    const view = await renderScreen(<ChangePayPwdScreen />, {
      path: '/changePayPwd?back=/payment',
      route: '/changePayPwd',
      token: TOKEN,
      handlers: [
        currentUser(aUser({ hasPaymentCode })),
        graphql.mutation('SetPaymentCode', ({ variables }) => {
          onSet?.(variables as SetPaymentCodeMutationVariables);
          return HttpResponse.json({ data: { setPaymentCode: typed('User', { id: '7', hasPaymentCode: true }) } });
        }),
      ],
    });
    await view.findByTestId('pay-code-new');
    return view;
  }

  test('changing it asks for the current code and digits only, at least 6', async () => {
    const sent = vi.fn();
    const view = await open(true, sent);
    expect(view.getByText('Change payment code')).toBeTruthy();
    await view.user.type(view.getByLabelText(/^New code/), '12a45');
    // Letters never get in: only the digits typed are kept.
    expect((view.getByLabelText(/^New code/) as HTMLInputElement).value).toBe('1245');
    await view.user.type(view.getByLabelText(/^Confirm/), '12a45');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toContain('Please enter your current payment code'));
    expect(formErrors(view)).toContain('The payment code must be at least 6 digits');

    await view.user.clear(view.getByLabelText(/^New code/));
    await view.user.type(view.getByLabelText(/^New code/), '12345');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toContain('The payment code must be at least 6 digits'));

    await view.user.clear(view.getByLabelText(/^New code/));
    await view.user.type(view.getByLabelText(/^New code/), '135790');
    await view.user.type(view.getByLabelText(/^Current code/), '111111');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(formErrors(view)).toEqual(['The two entries do not match']));
    expect(sent).not.toHaveBeenCalled();

    await view.user.clear(view.getByLabelText(/^Confirm/));
    await view.user.type(view.getByLabelText(/^Confirm/), '135790');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await findToast('Your change has been saved');
    expect(sent).toHaveBeenCalledWith({
      input: { oldCode: '111111', newCode: '135790', newCodeConfirmation: '135790' },
    });
    await view.waitForPath('/payment');
  });

  test('setting it the first time asks for no current code', async () => {
    const sent = vi.fn();
    const view = await open(false, sent);
    expect(view.getByText('Set payment code')).toBeTruthy();
    expect(view.queryByTestId('pay-code-old')).toBeNull();
    await view.user.type(view.getByLabelText(/^New code/), '246810');
    await view.user.type(view.getByLabelText(/^Confirm/), '246810');
    await view.user.click(view.getByRole('button', { name: 'Confirm' }));
    await findToast('Your change has been saved');
    expect(sent).toHaveBeenCalledWith({ input: { newCode: '246810', newCodeConfirmation: '246810' } });
  });

  test('the security screen says whether a code is set', async () => {
    const view = await renderScreen(<SecurityScreen />, {
      path: '/security',
      token: TOKEN,
      handlers: [currentUser(aUser({ hasPaymentCode: false }))],
    });
    expect((await view.findByTestId('pay-code-entry')).textContent).toContain('Set payment code');
    expect(view.getByTestId('pay-code-state').textContent).toBe('Not set');
  });
});

describe('language', () => {
  const LANGUAGES = [
    { id: '1', code: 'en', name: 'English' },
    { id: '2', code: 'zh-cn', name: '简体中文' },
    { id: '9', code: 'ar', name: 'العربية' },
  ];

  test('choosing Arabic switches to right to left and stores the choice on the server', async () => {
    const stored = vi.fn();
    const view = await renderScreen(<LanguageScreen />, {
      path: '/language',
      token: TOKEN,
      handlers: [
        graphql.query('Languages', () =>
          HttpResponse.json({
            data: {
              languages: typed('LanguagePage', {
                items: LANGUAGES.map((language) => typed('Language', language)),
              }),
            },
          }),
        ),
        graphql.mutation('SetLanguage', ({ variables }) => {
          stored(variables);
          return HttpResponse.json({
            data: {
              setLanguage: typed('User', {
                id: '7',
                language: typed('Language', { id: '9', code: 'ar', name: 'العربية', chineseName: '阿拉伯语' }),
              }),
            },
          });
        }),
      ],
    });
    const english = await view.findByTestId('language-en');
    // Each language is a button a keyboard reaches; the chosen one is pressed and ticked.
    expect(english.tagName).toBe('BUTTON');
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(english.querySelector('.language-chosen')).not.toBeNull();
    expect(view.getByTestId('language-ar').getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dir).toBe('ltr');

    await view.user.click(view.getByText('العربية'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    await waitFor(() => expect(stored).toHaveBeenCalledWith({ languageId: '9' }));
    await waitFor(() => expect(view.getByTestId('language-ar').getAttribute('aria-pressed')).toBe('true'));
    expect(view.getByTestId('language-ar').querySelector('.language-chosen')).not.toBeNull();
    expect(view.getByTestId('language-en').getAttribute('aria-pressed')).toBe('false');
  });

  test('signed out, the language changes only here', async () => {
    const stored = vi.fn();
    const view = await renderScreen(<LanguageScreen />, {
      path: '/language',
      handlers: [
        graphql.query('Languages', () =>
          HttpResponse.json({
            data: {
              languages: typed('LanguagePage', { items: LANGUAGES.map((language) => typed('Language', language)) }),
            },
          }),
        ),
        graphql.mutation('SetLanguage', () => {
          stored();
          return HttpResponse.json(gqlError('UNAUTHENTICATED'));
        }),
      ],
    });
    await view.user.click(await view.findByText('简体中文'));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    // Said in the language just chosen.
    await findToast(i18next.t('common:messages.settingSuccess'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(stored).not.toHaveBeenCalled();
  });
});

describe('me', () => {
  const extras = graphql.query('ProfileExtras', () =>
    HttpResponse.json({
      data: {
        platform: typed('Platform', { merchantLink: 'https://merchant.example/join' }),
        notifications: typed('NotificationPage', {
          items: [
            typed('Notification', { id: '1', read: false }),
            typed('Notification', { id: '2', read: true }),
            typed('Notification', { id: '3', read: false }),
          ],
          hasMore: false,
        }),
      },
    }),
  );

  test('shows the buyer, the balance, the order counters and the unread notifications', async () => {
    const view = await renderScreen(<ProfileScreen />, {
      path: '/profile',
      token: TOKEN,
      handlers: [
        currentUser(aUser({ nickname: 'Alex', balance: '88.50', unpaidOrderCount: 2, unreceivedOrderCount: 1 })),
        extras,
      ],
    });
    expect((await view.findByTestId('profile-nickname')).textContent).toBe('Alex');
    expect(view.getByTestId('profile-balance').textContent).toBe('$88.50');
    expect(view.getByTestId('counter-unpaid').textContent).toContain('2');
    expect(view.getByTestId('counter-unreceived').textContent).toContain('1');
    await waitFor(() => expect(view.getByTestId('unread-badge').textContent).toBe('2'));
    expect(view.getByText('Merchant entry')).toBeTruthy();
    // Its entries are links: a keyboard reaches them and a long press can open them in a new tab.
    const merchant = view.getByText('Merchant entry').closest('a');
    expect(merchant?.getAttribute('href')).toBe('https://merchant.example/join');
    expect(merchant?.getAttribute('target')).toBe('_blank');
    expect(merchant?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.getByText('Shipping addresses').closest('a')?.getAttribute('href')).toBe('/address');
    expect(view.getByRole('link', { name: /Notifications/ }).getAttribute('href')).toBe('/notification');
    for (const link of view.getAllByRole('link')) expect(link.getAttribute('href')).toBeTruthy();

    await view.user.click(view.getByText('Shipping addresses'));
    await view.waitForPath('/address');
  });

  test('signing out asks first, then ends the session and opens /login', async () => {
    const loggedOut = vi.fn();
    const view = await renderScreen(<ProfileScreen />, {
      path: '/profile',
      token: TOKEN,
      handlers: [currentUser(), extras, logoutOk(loggedOut)],
    });
    await view.user.click(await view.findByTestId('logout'));
    const dialog = await findDialog('Do you want to sign out?');
    await view.user.click(
      within(dialog.closest('.adm-dialog') as HTMLElement).getByRole('button', { name: 'Sign out' }),
    );
    await view.waitForPath('/login');
    expect(loggedOut).toHaveBeenCalled();
    expect(sessionStore.getToken()).toBeUndefined();
  });
});

describe('wish list', () => {
  type Product = LikedProductsResult['likedProducts']['items'][number];
  const product = (id: string, title: string): Product =>
    typed('Product', {
      id,
      productId: `p${id}`,
      shopId: '3',
      title,
      image: `https://img.example/${id}.jpg`,
      price: '10.00',
      marketPrice: '12.00',
      sales: 4,
      stock: 9,
    });

  test('taking back a like removes the product from the list', async () => {
    const toggled = vi.fn();
    const view = await renderScreen(<HeartScreen />, {
      path: '/heart',
      token: TOKEN,
      handlers: [
        graphql.query(LikedProductsQuery, () =>
          HttpResponse.json({
            data: {
              likedProducts: typed('ProductPage', {
                items: [product('1', 'Teapot'), product('2', 'Kettle')],
                total: 2,
                hasMore: false,
              }),
            },
          }),
        ),
        graphql.mutation('UnlikeProduct', ({ variables }) => {
          toggled(variables);
          return HttpResponse.json({ data: { setProductLiked: typed('Product', { id: '1', liked: false }) } });
        }),
      ],
    });
    expect(await view.findByText('Teapot')).toBeTruthy();
    expect(view.getByText('2 products')).toBeTruthy();
    await view.user.click(view.getAllByTestId('unlike')[0]!);
    await waitFor(() => expect(view.queryByText('Teapot')).toBeNull());
    expect(view.getByText('Kettle')).toBeTruthy();
    expect(view.getByText('1 product')).toBeTruthy();
    expect(toggled).toHaveBeenCalledWith({ input: { listingId: '1', liked: false } });
  });
});

describe('favourites', () => {
  test('My favourites lists the followed shops; liked products have one home, the wish list', async () => {
    const view = await renderScreen(<FavouritesScreen />, {
      path: '/myFavourite',
      token: TOKEN,
      handlers: [
        graphql.query('FollowedShops', () =>
          HttpResponse.json({
            data: {
              followedShops: typed('ShopPage', {
                items: [
                  typed('Shop', {
                    id: '3',
                    name: 'Sound Shop',
                    avatar: '',
                    followers: 12,
                    favorableRate: '99.0',
                    sales: 40,
                  }),
                ],
                total: 1,
                hasMore: false,
              }),
            },
          }),
        ),
      ],
    });
    expect(await view.findByText('Sound Shop')).toBeTruthy();
    expect(view.getByText('Followed shops')).toBeTruthy();
    // No second list of liked products beside the wish list.
    expect(view.queryByText('Liked products')).toBeNull();
    expect(view.queryByRole('tab')).toBeNull();
  });

  test("the old products tab's link opens the wish list", async () => {
    const view = await renderScreen(<FavouritesScreen />, {
      path: '/myFavourite?tab=products',
      route: '/myFavourite',
      token: TOKEN,
    });
    await view.waitForPath('/heart');
  });
});

describe('settings', () => {
  test('clearing local data is a button a keyboard presses: it asks first, then forgets what this device kept', async () => {
    localStorage.setItem('recent-searches', '["shoes"]');
    const view = await renderScreen(<SettingScreen />, { path: '/setting', token: TOKEN });
    const clear = await view.findByTestId('clear-local-data');
    expect(clear.tagName).toBe('BUTTON');
    clear.focus();
    expect(document.activeElement).toBe(clear);
    await view.user.keyboard('{Enter}');
    const dialog = await findDialog('Clear the browsing history and recent searches on this device?');
    expect(localStorage.getItem('recent-searches')).toBe('["shoes"]');
    await view.user.click(
      within(dialog.closest('.adm-dialog') as HTMLElement).getByRole('button', { name: 'Confirm' }),
    );
    await findToast('Local data cleared');
    expect(localStorage.getItem('recent-searches')).toBeNull();
  });
});

describe('the brand', () => {
  test("in Arabic, Settings names the platform as Home's header does (one brand per language)", async () => {
    // The platform's name, as the legacy API gives it in every language (its own notices too).
    const header = await renderScreen(<Brand name="Crossborder Mall" />, { path: '/home', language: 'ar' });
    const shown = (await header.findByTestId('platform-name')).textContent ?? '';
    header.unmount();
    const view = await renderScreen(<SettingScreen />, { path: '/setting', token: TOKEN, language: 'ar' });
    await waitFor(() => expect(view.container.textContent).toContain(shown));
    expect(view.container.textContent).not.toContain('سوق بلا حدود');
    // Before the platform's name has come, Home's header reads the same.
    const early = await renderScreen(<Brand />, { path: '/home', language: 'ar' });
    expect((await early.findByTestId('platform-name')).textContent).toBe(shown);
  });
});
