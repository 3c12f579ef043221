import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  BillsQuery as BillsResult,
  RechargeMutationVariables,
  RechargesQuery as RechargesResult,
  RechargesQueryVariables,
  WithdrawalInfoQuery as WithdrawalInfoResult,
  WithdrawalsQuery as WithdrawalsResult,
  WithdrawMutationVariables,
} from '../../client/src/gql/graphql.ts';
import CapitalRecordsScreen from '../../client/src/screens/wallet/CapitalRecordsScreen.tsx';
import CardTopUpScreen from '../../client/src/screens/wallet/CardTopUpScreen.tsx';
import { formatCents, parseCents } from '../../client/src/lib/money.ts';
import { ratePercent, serviceChargeCents, withdrawalBreakdown } from '../../client/src/screens/wallet/serviceCharge.ts';
import {
  BillsQuery,
  RechargeMutation,
  RechargeNetworksQuery,
  RechargesQuery,
  WalletBalanceQuery,
  WithdrawalInfoQuery,
  WithdrawalsQuery,
  WithdrawMutation,
} from '../../client/src/screens/wallet/operations.ts';
import TopUpRecordsScreen from '../../client/src/screens/wallet/TopUpRecordsScreen.tsx';
import TopUpScreen from '../../client/src/screens/wallet/TopUpScreen.tsx';
import { rechargeAmountError, withdrawalAmountError } from '../../client/src/screens/wallet/validation.ts';
import WalletTopUpScreen from '../../client/src/screens/wallet/WalletTopUpScreen.tsx';
import WithdrawalRecordsScreen from '../../client/src/screens/wallet/WithdrawalRecordsScreen.tsx';
import WithdrawScreen from '../../client/src/screens/wallet/withdraw/WithdrawScreen.tsx';
import { gqlError } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered, type RenderOptions } from './support/renderApp.tsx';

type Bill = BillsResult['bills']['items'][number];

const TOKEN = 'T-wallet';

/**
 * The gateway's answers carry __typename on every object (Apollo's cache wants it);
 * the generated result types leave it out, so it is added here, the fields still type-checked.
 */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

/** A refusal by the platform, with its message (as the gateway sends it). */
function rejected(message: string) {
  return { data: null, errors: [{ message, extensions: { code: 'UPSTREAM_REJECTED' } }] };
}

function walletResult(balance: string) {
  return typed('WalletActionResult', { message: 'ok', user: typed('User', { id: '7', balance }) });
}

const NETWORKS = [
  typed('RechargeNetwork', {
    id: 'USDT-TRC20',
    network: 'USDT-TRC20',
    depositAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  }),
  typed('RechargeNetwork', { id: 'ETH', network: 'ETH', depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }),
];

function withdrawalInfo(
  overrides: Partial<WithdrawalInfoResult['withdrawalInfo']> = {},
  networks = NETWORKS,
  hasPaymentCode = true,
): WithdrawalInfoResult {
  return {
    me: typed('User', { id: '7', hasPaymentCode }),
    withdrawalInfo: typed<WithdrawalInfoResult['withdrawalInfo']>('WithdrawalInfo', {
      balance: '1000.00',
      serviceChargeRate: '0.03',
      bankCards: [
        typed('BankCard', {
          id: '6217 0000 4821 9035',
          bankName: 'Global Commerce Bank',
          cardNumber: '6217 0000 4821 9035',
          holderName: 'Alex Morgan',
        }),
      ],
      ...overrides,
    }),
    rechargeNetworks: networks.map(({ id, network }) => typed('RechargeNetwork', { id, network })),
  };
}

/** Types the payment code on the withdrawal sheet's number keyboard. */
async function typeCode(view: Rendered, code: string): Promise<void> {
  const input = await view.findByTestId('withdraw-code');
  // The sheet is still sliding in (pointer-events: none), as a quick tap would find it.
  fireEvent.focus(input);
  const keyboard = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-number-keyboard-wrapper');
    expect(element).not.toBeNull();
    return element!;
  });
  for (const digit of code) {
    fireEvent.click(within(keyboard).getByText(digit, { selector: '.adm-number-keyboard-key' }));
  }
}

/** Submits the form and answers the texts of the field errors shown. */
async function submitAndReadErrors(view: Rendered, testId: string): Promise<string[]> {
  await view.user.click(view.getByTestId(testId));
  await waitFor(() => expect(document.querySelectorAll('.adm-form-item-feedback-error').length).toBeGreaterThan(0));
  return [...document.querySelectorAll('.adm-form-item-feedback-error')].map((node) => node.textContent ?? '');
}

function setSecureContext(secure: boolean, clipboard?: Pick<Clipboard, 'writeText'>) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

afterEach(() => {
  setSecureContext(false, undefined);
});

describe('wallet money, in integer cents', () => {
  test('parses and formats amounts without floats', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('.05')).toBe(5);
    expect(parseCents('7.')).toBe(700);
    expect(parseCents('-3')).toBe(-300);
    expect(parseCents('')).toBeNull();
    expect(parseCents('-')).toBeNull();
    expect(parseCents('.')).toBeNull();
    expect(parseCents('1.234')).toBeNull();
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-5)).toBe('-0.05');
  });

  test('service charge rounds half up to the cent; arrival is amount minus charge', () => {
    expect(serviceChargeCents(10000, '0.03')).toBe(300);
    expect(serviceChargeCents(1055, '0.03')).toBe(32); // 31.65 → 32
    expect(serviceChargeCents(50, '0.03')).toBe(2); // 1.5 → 2
    expect(serviceChargeCents(49, '0.03')).toBe(1); // 1.47 → 1
    expect(serviceChargeCents(1000, '0.035')).toBe(35);
    expect(serviceChargeCents(1000, '0')).toBe(0);
    // 0.1 + 0.2 style float traps do not apply
    expect(serviceChargeCents(3333, '0.3')).toBe(1000); // 999.9 → 1000
    expect(withdrawalBreakdown('10.55', '0.03')).toEqual({ charge: '0.32', arrival: '10.23' });
    expect(withdrawalBreakdown('1000', '0.03')).toEqual({ charge: '30.00', arrival: '970.00' });
    // Over the balance there is nothing to preview; the whole balance is fine.
    expect(withdrawalBreakdown('99999999.99', '0.03', '1000.00')).toBeNull();
    expect(withdrawalBreakdown('1000.00', '0.03', '1000.00')).toEqual({ charge: '30.00', arrival: '970.00' });
    expect(withdrawalBreakdown('0', '0.03')).toBeNull();
    expect(withdrawalBreakdown('', '0.03')).toBeNull();
    expect(ratePercent('0.03')).toBe('3');
    expect(ratePercent('0.035')).toBe('3.5');
    expect(ratePercent('0.1')).toBe('10');
  });

  test('amount rules: withdrawal and top-up', () => {
    expect(withdrawalAmountError('', '10.00')).toBe('amountRequired');
    expect(withdrawalAmountError('0', '10.00')).toBe('amountPositive');
    expect(withdrawalAmountError('-5', '10.00')).toBe('amountPositive');
    expect(withdrawalAmountError('.', '10.00')).toBe('amountPositive');
    expect(withdrawalAmountError('10.01', '10.00')).toBe('amountAboveBalance');
    expect(withdrawalAmountError('10', '10.00')).toBeNull();
    expect(rechargeAmountError('')).toBe('amountInvalid');
    expect(rechargeAmountError('0.00')).toBe('amountInvalid');
    expect(rechargeAmountError('-1')).toBe('amountInvalid');
    expect(rechargeAmountError('1000000.01')).toBe('amountInvalid');
    expect(rechargeAmountError('0.01')).toBeNull();
  });
});

describe('/withDraw', () => {
  function infoHandler(info = withdrawalInfo()) {
    return graphql.query(WithdrawalInfoQuery, () => HttpResponse.json({ data: info }));
  }

  async function openWithdraw(info = withdrawalInfo(), extra: RenderOptions['handlers'] = []) {
    const view = await renderScreen(<WithdrawScreen />, {
      path: '/withDraw',
      token: TOKEN,
      handlers: [infoHandler(info), ...(extra ?? [])],
    });
    await view.findByTestId('withdraw-balance');
    return view;
  }

  test('shows the balance and the service charge rate', async () => {
    const view = await openWithdraw();
    expect(view.getByTestId('withdraw-balance').textContent).toBe('$1,000.00');
    expect(view.getByTestId('fee-rate').textContent).toBe('Service charge rate: 3%');
    expect(view.getByTestId('service-charge').textContent).toBe('$0.00');
  });

  test('an empty amount is refused before anything is sent', async () => {
    let sent = 0;
    const view = await openWithdraw(withdrawalInfo(), [
      graphql.mutation(WithdrawMutation, () => {
        sent += 1;
        return HttpResponse.json(gqlError('INTERNAL_SERVER_ERROR'));
      }),
    ]);
    expect(await submitAndReadErrors(view, 'withdraw-submit')).toContain('Please enter an amount');
    expect(sent).toBe(0);
  });

  test('the numeric helper keeps only a number; zero is refused', async () => {
    const view = await openWithdraw();
    const input = view.getByTestId('withdraw-amount').querySelector('input')!;
    await view.user.type(input, 'a0b');
    expect(input.value).toBe('0');
    expect(await submitAndReadErrors(view, 'withdraw-submit')).toContain('The amount must be greater than 0');
  });

  test('an amount above the balance is refused, and no arrival is promised for it', async () => {
    const view = await openWithdraw();
    const input = view.getByTestId('withdraw-amount').querySelector('input')!;
    await view.user.type(input, '99999999.99');
    await waitFor(() => expect(input.value).toBe('99999999.99'));
    expect(view.getByTestId('actual-arrival').textContent).toBe('$0.00');
    expect(view.getByTestId('service-charge').textContent).toBe('$0.00');
    await view.user.clear(input);
    await view.user.type(input, '1000.01');
    expect(await submitAndReadErrors(view, 'withdraw-submit')).toContain('The amount cannot be more than your balance');
    expect(view.getByTestId('actual-arrival').textContent).toBe('$0.00');
  });

  test('service charge and actual arrival follow the amount, in cents', async () => {
    const view = await openWithdraw();
    const input = view.getByTestId('withdraw-amount').querySelector('input')!;
    await view.user.type(input, '10.559');
    expect(input.value).toBe('10.55');
    await waitFor(() => expect(view.getByTestId('service-charge').textContent).toBe('$0.32'));
    expect(view.getByTestId('actual-arrival').textContent).toBe('$10.23');
    await view.user.clear(input);
    await view.user.type(input, '100');
    await waitFor(() => expect(view.getByTestId('actual-arrival').textContent).toBe('$97.00'));
    expect(view.getByTestId('service-charge').textContent).toBe('$3.00');
  });

  test('"All" fills in the whole balance', async () => {
    const view = await openWithdraw();
    await view.user.click(view.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(view.getByTestId('withdraw-amount').querySelector('input')!.value).toBe('1000.00'));
    await waitFor(() => expect(view.getByTestId('actual-arrival').textContent).toBe('$970.00'));
  });

  test('to a saved card: sends the card, says Withdrawal Success and opens the records', async () => {
    let variables: WithdrawMutationVariables | undefined;
    const view = await openWithdraw(withdrawalInfo(), [
      graphql.mutation(WithdrawMutation, ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { withdraw: walletResult('900.00') } });
      }),
    ]);
    await view.user.type(view.getByTestId('withdraw-amount').querySelector('input')!, '100');
    await view.user.click(view.getByTestId('withdraw-submit'));
    // Nothing is sent before the payment code.
    expect((await view.findByTestId('withdraw-code-amount')).textContent).toBe('$100.00');
    expect(variables).toBeUndefined();
    await typeCode(view, '123456');
    await findToast('Withdrawal Success');
    await view.waitForPath('/depositRecord');
    expect(variables?.input).toEqual({
      method: 'BANK_CARD',
      amount: '100.00',
      bankCard: { bankName: 'Global Commerce Bank', cardNumber: '6217 0000 4821 9035', holderName: 'Alex Morgan' },
      paymentCode: '123456',
    });
  });

  test('a wrong code and the lock stay on the code sheet; the form keeps what was typed', async () => {
    const answers = [
      'Incorrect payment code. Attempts left: 4',
      'Payment is locked after too many wrong payment codes. Try again in 30 min',
    ];
    const sent: string[] = [];
    const view = await openWithdraw(withdrawalInfo(), [
      graphql.mutation(WithdrawMutation, ({ variables }) => {
        sent.push(variables.input.paymentCode);
        return HttpResponse.json(rejected(answers[sent.length - 1] ?? 'unexpected'));
      }),
    ]);
    const amount = view.getByTestId('withdraw-amount').querySelector('input')!;
    await view.user.type(amount, '100');
    await view.user.click(view.getByTestId('withdraw-submit'));
    await typeCode(view, '999999');
    expect((await view.findByTestId('withdraw-code-error')).textContent).toBe(answers[0]);
    await waitFor(() => expect(document.querySelectorAll('.adm-passcode-input-cell-dot')).toHaveLength(0));
    await typeCode(view, '123456');
    await waitFor(() => expect(view.getByTestId('withdraw-code-error').textContent).toBe(answers[1]));
    expect(sent).toEqual(['999999', '123456']);
    expect(view.path()).toBe('/withDraw');
    fireEvent.click(document.querySelector<HTMLElement>('.withdraw-code-close')!);
    await waitFor(() => expect(view.queryByTestId('withdraw-code')).toBeNull());
    expect(amount.value).toBe('100');
  });

  test('without a payment code, the sheet offers to set one and sends nothing', async () => {
    let sent = false;
    const view = await openWithdraw(withdrawalInfo({}, NETWORKS, false), [
      graphql.mutation(WithdrawMutation, () => {
        sent = true;
        return HttpResponse.json({ data: { withdraw: walletResult('900.00') } });
      }),
    ]);
    await view.user.type(view.getByTestId('withdraw-amount').querySelector('input')!, '100');
    await view.user.click(view.getByTestId('withdraw-submit'));
    fireEvent.click(await view.findByTestId('withdraw-set-code'));
    await view.waitForPath('/changePayPwd');
    expect(sent).toBe(false);
  });

  test('a new card needs the bank, a valid number and the holder', async () => {
    const view = await openWithdraw(withdrawalInfo({ bankCards: [] }));
    await view.user.type(view.getByTestId('withdraw-amount').querySelector('input')!, '5');
    await view.user.type(view.getByLabelText(/^Card number/), '12');
    const errors = await submitAndReadErrors(view, 'withdraw-submit');
    expect(errors).toEqual(
      expect.arrayContaining([
        'Please enter the bank name',
        'Please enter a valid bank card number',
        "Please enter the card holder's name",
      ]),
    );
  });

  test('a refused withdrawal keeps everything typed', async () => {
    const view = await openWithdraw(withdrawalInfo(), [
      graphql.mutation(WithdrawMutation, () => HttpResponse.json(rejected('Withdrawals are paused'))),
    ]);
    const input = view.getByTestId('withdraw-amount').querySelector('input')!;
    await view.user.type(input, '12.5');
    await view.user.click(view.getByTestId('withdraw-submit'));
    await typeCode(view, '123456');
    await findToast('Withdrawals are paused');
    expect(view.path()).toBe('/withDraw');
    expect(input.value).toBe('12.5');
    expect((view.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  test('on chain: the address is required and checked, then sent with the network', async () => {
    let variables: WithdrawMutationVariables | undefined;
    const view = await openWithdraw(withdrawalInfo(), [
      graphql.mutation(WithdrawMutation, ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { withdraw: walletResult('980.00') } });
      }),
    ]);
    await view.user.click(view.getByRole('tab', { name: 'On chain' }));
    await view.user.type(view.getByTestId('withdraw-amount').querySelector('input')!, '20');
    expect(await submitAndReadErrors(view, 'withdraw-submit')).toContain('Please enter the address');
    await view.user.type(view.getByLabelText(/^Wallet address/), 'bad');
    await waitFor(() =>
      expect(document.querySelector('.adm-form-item-feedback-error')?.textContent).toBe(
        'Please enter a valid wallet address',
      ),
    );
    await view.user.clear(view.getByLabelText(/^Wallet address/));
    await view.user.type(view.getByLabelText(/^Wallet address/), 'TXyz1234567890abcdef');
    await view.user.click(view.getByText('ETH'));
    await view.user.click(view.getByTestId('withdraw-submit'));
    await typeCode(view, '123456');
    await view.waitForPath('/depositRecord');
    expect(variables?.input).toEqual({
      method: 'ON_CHAIN',
      amount: '20.00',
      chainAddress: { network: 'ETH', address: 'TXyz1234567890abcdef' },
      paymentCode: '123456',
    });
  });

  test('on chain without listed networks: the network is required', async () => {
    const view = await openWithdraw(withdrawalInfo({}, []));
    await view.user.click(view.getByRole('tab', { name: 'On chain' }));
    await view.user.type(view.getByTestId('withdraw-amount').querySelector('input')!, '20');
    expect(await submitAndReadErrors(view, 'withdraw-submit')).toContain('Please choose a network');
  });

  test('a failed load shows the error state with a retry', async () => {
    let calls = 0;
    const view = await renderScreen(<WithdrawScreen />, {
      path: '/withDraw',
      token: TOKEN,
      handlers: [
        graphql.query(WithdrawalInfoQuery, () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))
            : HttpResponse.json({ data: withdrawalInfo() });
        }),
      ],
    });
    await view.user.click(await view.findByRole('button', { name: 'Try again' }));
    await view.findByTestId('withdraw-balance');
  });
});

describe('/walletTopUp', () => {
  async function openTopUp(handlers: RenderOptions['handlers'] = []) {
    const view = await renderScreen(<WalletTopUpScreen />, {
      path: '/walletTopUp',
      token: TOKEN,
      handlers: [
        graphql.query(RechargeNetworksQuery, () => HttpResponse.json({ data: { rechargeNetworks: NETWORKS } })),
        ...(handlers ?? []),
      ],
    });
    await view.findByTestId('recharge-submit');
    return view;
  }

  test('shows the same-network warning and the DEX/BSC/HECO notice', async () => {
    const view = await openTopUp();
    expect(view.getByTestId('same-network-warning').textContent).toBe(
      'Choose the same network as the platform you withdraw from, or the funds may be lost.',
    );
    expect(view.getByTestId('unsupported-notice').textContent).toBe('DEX, BSC and HECO deposits are not supported.');
  });

  test('network, amount and evidence are required before sending', async () => {
    let sent = 0;
    const view = await openTopUp([
      graphql.mutation(RechargeMutation, () => {
        sent += 1;
        return HttpResponse.json(gqlError('INTERNAL_SERVER_ERROR'));
      }),
    ]);
    const errors = await submitAndReadErrors(view, 'recharge-submit');
    expect(errors).toEqual(
      expect.arrayContaining([
        'Please choose a network',
        'Please enter a correct amount',
        'Please upload the payment evidence',
      ]),
    );
    expect(sent).toBe(0);
  });

  test('evidence is still required once the network and amount are fine', async () => {
    const view = await openTopUp();
    await view.user.click(view.getByText('USDT-TRC20'));
    await view.user.type(view.getByTestId('recharge-amount').querySelector('input')!, '50');
    const errors = await submitAndReadErrors(view, 'recharge-submit');
    expect(errors).toEqual(['Please upload the payment evidence']);
  });

  test('choosing a network shows its deposit address and QR code', async () => {
    const view = await openTopUp();
    expect(view.queryByTestId('deposit-address')).toBeNull();
    await view.user.click(view.getByText('ETH'));
    const card = await view.findByTestId('deposit-address');
    expect(card.textContent).toContain('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(
      within(card).getByRole('img', { name: 'QR code of the deposit address' }).querySelector('svg'),
    ).not.toBeNull();
  });

  test('copying without https says it needs a secure connection', async () => {
    const view = await openTopUp();
    setSecureContext(false, undefined);
    await view.user.click(view.getByText('USDT-TRC20'));
    await view.user.click(await view.findByTestId('copy-address'));
    await findToast('Copying needs a secure (https) connection');
  });

  test('copying over https copies the address', async () => {
    const copied: string[] = [];
    const view = await openTopUp();
    // After rendering: user-event's setup installs its own clipboard stub.
    setSecureContext(true, { writeText: async (text: string) => void copied.push(text) });
    await view.user.click(view.getByText('USDT-TRC20'));
    await view.user.click(await view.findByTestId('copy-address'));
    await findToast('Copied');
    expect(copied).toEqual(['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE']);
  });

  test('uploads the evidence, sends the top-up and opens the records', async () => {
    let variables: RechargeMutationVariables | undefined;
    const view = await openTopUp([
      http.post('*/upload', ({ request }) => {
        expect(request.headers.get('token')).toBe(TOKEN);
        return HttpResponse.json({ url: 'http://localhost/uploads/evidence.png' });
      }),
      graphql.mutation(RechargeMutation, ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { recharge: walletResult('1000.00') } });
      }),
    ]);
    await view.user.click(view.getByText('USDT-TRC20'));
    await view.user.type(view.getByTestId('recharge-amount').querySelector('input')!, '1,25.5x');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('.image-upload-field input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    await view.user.click(view.getByTestId('recharge-submit'));
    await findToast('Application successful');
    await view.waitForPath('/topUpRecord');
    expect(variables?.input).toEqual({
      method: 'ON_CHAIN',
      network: 'USDT-TRC20',
      amount: '125.50',
      evidence: 'http://localhost/uploads/evidence.png',
    });
  });
});

describe('/cardTopUp', () => {
  test('shows the bank instructions; the evidence is required; sends method BANK', async () => {
    let variables: RechargeMutationVariables | undefined;
    const view = await renderScreen(<CardTopUpScreen />, {
      path: '/cardTopUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', () => HttpResponse.json({ url: 'http://localhost/uploads/bank.png' })),
        graphql.mutation(RechargeMutation, ({ variables: sent }) => {
          variables = sent;
          return HttpResponse.json({ data: { recharge: walletResult('1000.00') } });
        }),
      ],
    });
    expect((await view.findByTestId('bank-instructions')).textContent).toContain('How to pay by bank');
    expect(view.queryByTestId('same-network-warning')).toBeNull();
    await view.user.type(view.getByTestId('recharge-amount').querySelector('input')!, '80');
    expect(await submitAndReadErrors(view, 'recharge-submit')).toEqual(['Please upload the payment evidence']);

    const file = new File([new Uint8Array([255, 216, 255])], 'slip.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('.image-upload-field input[type="file"]')!, { target: { files: [file] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    await view.user.click(view.getByTestId('recharge-submit'));
    await view.waitForPath('/topUpRecord');
    expect(variables?.input).toEqual({
      method: 'BANK',
      amount: '80.00',
      evidence: 'http://localhost/uploads/bank.png',
    });
  });
});

describe('/topUp', () => {
  test('shows the balance and leads to both top-ups and the records', async () => {
    const view = await renderScreen(<TopUpScreen />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        graphql.query(WalletBalanceQuery, () =>
          HttpResponse.json({ data: { me: typed('User', { id: '7', balance: '1234.50' }) } }),
        ),
      ],
    });
    await waitFor(() => expect(view.getByTestId('wallet-balance').textContent).toContain('$1,234.50'));
    await view.user.click(view.getByText('On-chain top-up'));
    await view.waitForPath('/walletTopUp');
  });

  test('bank top-up entry', async () => {
    const view = await renderScreen(<TopUpScreen />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        graphql.query(WalletBalanceQuery, () =>
          HttpResponse.json({ data: { me: typed('User', { id: '7', balance: '1000.00' }) } }),
        ),
      ],
    });
    await view.user.click(await view.findByText('Bank top-up'));
    await view.waitForPath('/cardTopUp');
  });
});

describe('records', () => {
  function recharge(id: string, status: 'AUDITING' | 'PASSED' | 'REFUSED', adminMessage: string | null = null) {
    return typed<RechargesResult['recharges']['items'][number]>('Recharge', {
      id,
      method: 'ON_CHAIN',
      network: 'USDT-TRC20',
      amount: '50.00',
      actualArrival: status === 'PASSED' ? '50.00' : '0.00',
      evidence: 'http://localhost/uploads/e.png',
      status,
      adminMessage,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  }

  test('/topUpRecord lists top-ups and filters by audit status', async () => {
    const asked: RechargesQueryVariables[] = [];
    const view = await renderScreen(<TopUpRecordsScreen />, {
      path: '/topUpRecord',
      token: TOKEN,
      handlers: [
        graphql.query(RechargesQuery, ({ variables }) => {
          asked.push(variables);
          const items: RechargesResult['recharges']['items'] =
            variables.status === 'REFUSED'
              ? [recharge('3', 'REFUSED', 'Evidence unreadable')]
              : [recharge('1', 'PASSED'), recharge('2', 'AUDITING')];
          return HttpResponse.json({
            data: { recharges: typed('RechargePage', { items, total: items.length, hasMore: false }) },
          });
        }),
      ],
    });
    const records = await view.findAllByTestId('recharge-record');
    expect(records).toHaveLength(2);
    expect(within(records[0]!).getByTestId('audit-status').textContent).toBe('Passed');
    expect(asked[0]?.status).toBeUndefined();
    await view.user.click(view.getByRole('tab', { name: 'Refused' }));
    await waitFor(() => expect(view.getAllByTestId('recharge-record')).toHaveLength(1));
    expect(view.getByTestId('recharge-record').textContent).toContain('Evidence unreadable');
    expect(asked.some((variables) => variables.status === 'REFUSED')).toBe(true);
    expect(view.getByText('No more')).toBeTruthy();
  });

  test('/topUpRecord with nothing shows the empty state', async () => {
    const view = await renderScreen(<TopUpRecordsScreen />, {
      path: '/topUpRecord',
      token: TOKEN,
      handlers: [
        graphql.query(RechargesQuery, () =>
          HttpResponse.json({ data: { recharges: typed('RechargePage', { items: [], total: 0, hasMore: false }) } }),
        ),
      ],
    });
    await view.findByText('No top-ups yet');
  });

  test('/depositRecord shows amount, service charge, actual arrival, status and the admin message', async () => {
    const items: WithdrawalsResult['withdrawals']['items'] = [
      typed<WithdrawalsResult['withdrawals']['items'][number]>('Withdrawal', {
        id: '9',
        method: 'BANK_CARD',
        amount: '100.00',
        serviceCharge: '3.00',
        actualArrival: '97.00',
        status: 'REFUSED',
        note: 'Global Commerce Bank ****9035',
        adminMessage: 'Card name mismatch',
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
    ];
    const view = await renderScreen(<WithdrawalRecordsScreen />, {
      path: '/depositRecord',
      token: TOKEN,
      handlers: [
        graphql.query(WithdrawalsQuery, () =>
          HttpResponse.json({ data: { withdrawals: typed('WithdrawalPage', { items, total: 1, hasMore: false }) } }),
        ),
      ],
    });
    const record = await view.findByTestId('withdrawal-record');
    const text = record.textContent ?? '';
    for (const part of ['To bank card', '$100.00', '$3.00', '$97.00', 'Refused', 'Card name mismatch', '****9035']) {
      expect(text).toContain(part);
    }
  });

  test('/capitalRecord signs amounts (green in, red out) and filters by type', async () => {
    const types: Array<string | null | undefined> = [];
    const view = await renderScreen(<CapitalRecordsScreen />, {
      path: '/capitalRecord',
      token: TOKEN,
      handlers: [
        graphql.query(BillsQuery, ({ variables }) => {
          types.push(variables.type);
          const items: BillsResult['bills']['items'] = [
            typed<Bill>('Bill', {
              id: '1',
              title: 'Recharge',
              amount: '50.00',
              type: 'RECHARGE',
              createdAt: '2026-03-01T10:00:00.000Z',
            }),
            typed<Bill>('Bill', {
              id: '2',
              title: 'Order payment',
              amount: '-12.50',
              type: 'PAYMENT',
              createdAt: '2026-03-02T10:00:00.000Z',
            }),
          ];
          return HttpResponse.json({ data: { bills: typed('BillPage', { items, total: 2, hasMore: false }) } });
        }),
      ],
    });
    const amounts = await view.findAllByTestId('bill-amount');
    expect(amounts.map((node) => node.textContent)).toEqual(['+$50.00', '-$12.50']);
    expect(amounts[0]!.className).toContain('is-in');
    expect(amounts[1]!.className).toContain('is-out');
    await view.user.click(view.getByRole('tab', { name: 'Payment' }));
    await waitFor(() => expect(types).toContain('PAYMENT'));
  });
});
