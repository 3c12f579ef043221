import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { SaveAddressMutationVariables } from '../../client/src/gql/graphql.ts';
import AddressFormScreen from '../../client/src/screens/addresses/AddressFormScreen.tsx';
import AddressListScreen from '../../client/src/screens/addresses/AddressListScreen.tsx';
import { currentUser, gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

// Single screens only: the whole app (and every screen module of the route table) is not needed.
vi.mock('../../client/src/app/App.tsx', () => ({ App: () => null }));

const TOKEN = 'T-addresses';

interface AddressData {
  id: string;
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
  isDefault: boolean;
}

const HOME: AddressData = {
  id: '11',
  addressee: 'Alex Morgan',
  mobile: '+4915123456789',
  country: 'Germany',
  area: 'Berlin',
  detail: 'Torstrasse 1',
  tag: 'Home',
  isDefault: true,
};

const OFFICE: AddressData = {
  id: '12',
  addressee: 'Sam Lee',
  mobile: '13800138000',
  country: 'China',
  area: 'Shanghai',
  detail: 'Nanjing Road 100',
  tag: 'Office',
  isDefault: false,
};

function formErrors(view: Rendered): string[] {
  return [...view.container.querySelectorAll('.adm-form-item-feedback-error')].map((node) => node.textContent ?? '');
}

function answerSave(onSave: (variables: SaveAddressMutationVariables) => void) {
  return graphql.mutation('SaveAddress', ({ variables }) => {
    onSave(variables as SaveAddressMutationVariables);
    return HttpResponse.json({ data: { saveAddress: typed('ActionResult', { ok: true }) } });
  });
}

async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const body = document.querySelector('.adm-dialog-body') as HTMLElement | null;
    expect(body?.textContent).toContain(text);
    for (let node: HTMLElement | null = body; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
    return body!.closest('.adm-dialog') as HTMLElement;
  });
}

describe('address form', () => {
  test('every required field is checked, and the mobile number must be valid', async () => {
    const saved = vi.fn();
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [answerSave(saved)],
    });
    await view.user.click(await view.findByTestId('save-address'));
    await waitFor(() =>
      expect(formErrors(view)).toEqual([
        'Please enter the addressee',
        'Please enter a valid mobile number',
        'Please enter the area',
        'Please enter the detailed address',
        'Please choose a tag',
      ]),
    );

    await view.user.type(view.getByLabelText(/^Addressee/), '   ');
    await view.user.type(view.getByLabelText(/^Mobile/), '12ab345');
    await view.user.click(view.getByTestId('save-address'));
    await waitFor(() => expect(formErrors(view)).toContain('Please enter the addressee'));
    expect(formErrors(view)).toContain('Please enter a valid mobile number');
    expect(saved).not.toHaveBeenCalled();
  });

  test('a new address is saved with its tag and default flag, then the form returns to ?back=', async () => {
    const saved = vi.fn();
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm?back=%2Fcheckout',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [answerSave(saved), currentUser()],
    });
    expect(await view.findByText('New address')).toBeTruthy();
    await view.user.type(view.getByLabelText(/^Addressee/), ' Kim Park ');
    await view.user.type(view.getByLabelText(/^Mobile/), '+82 10-1234-5678');
    await view.user.type(view.getByLabelText(/^Country/), 'Korea');
    await view.user.type(view.getByLabelText(/^Area/), 'Seoul');
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Gangnam-daero 1');
    await view.user.click(view.getByText('Office'));
    await view.user.click(view.getByRole('switch', { name: 'Default address' }));
    await view.user.click(view.getByTestId('save-address'));

    await findToast('Save successful');
    expect(saved).toHaveBeenCalledWith({
      input: {
        addressee: 'Kim Park',
        mobile: '+821012345678',
        country: 'Korea',
        area: 'Seoul',
        detail: 'Gangnam-daero 1',
        tag: 'Office',
        isDefault: true,
      },
    });
    await view.waitForPath('/checkout');
  });

  test('editing loads the address and saves it under its id', async () => {
    const saved = vi.fn();
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm/12',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [
        graphql.query('Address', () => HttpResponse.json({ data: { address: typed('Address', OFFICE) } })),
        answerSave(saved),
      ],
    });
    expect(await view.findByDisplayValue('Sam Lee')).toBeTruthy();
    expect(view.getByText('Edit address')).toBeTruthy();
    await view.user.clear(view.getByLabelText(/^Area/));
    await view.user.type(view.getByLabelText(/^Area/), 'Pudong');
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Save successful');
    expect(saved).toHaveBeenCalledWith({
      input: { ...OFFICE, area: 'Pudong', id: '12' },
    });
  });

  test('a refused save keeps everything typed', async () => {
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [graphql.mutation('SaveAddress', () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Too many addresses')))],
    });
    await view.user.type(await view.findByLabelText(/^Addressee/), 'Kim');
    await view.user.type(view.getByLabelText(/^Mobile/), '01012345678');
    await view.user.type(view.getByLabelText(/^Area/), 'Seoul');
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Street 2');
    await view.user.click(view.getByText('Home'));
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Too many addresses');
    expect((view.getByLabelText(/^Addressee/) as HTMLInputElement).value).toBe('Kim');
    expect(view.path()).toBe('/addressForm');
  });
});

describe('address list', () => {
  function listHandler(addresses: () => AddressData[]) {
    return graphql.query('Addresses', () =>
      HttpResponse.json({
        data: {
          addresses: typed('AddressPage', {
            items: addresses().map((address) => typed('Address', address)),
            total: addresses().length,
            hasMore: false,
          }),
        },
      }),
    );
  }

  test('shows the default tag, sets another default and deletes after a confirmation', async () => {
    let addresses = [HOME, OFFICE];
    const setDefault = vi.fn();
    const deleted = vi.fn();
    const view = await renderScreen(<AddressListScreen />, {
      path: '/address',
      token: TOKEN,
      handlers: [
        listHandler(() => addresses),
        graphql.mutation('SetDefaultAddress', ({ variables }) => {
          setDefault(variables);
          addresses = addresses.map((address) => ({ ...address, isDefault: address.id === variables['id'] }));
          return HttpResponse.json({ data: { setDefaultAddress: typed('ActionResult', { ok: true }) } });
        }),
        graphql.mutation('DeleteAddress', ({ variables }) => {
          deleted(variables);
          addresses = addresses.filter((address) => address.id !== variables['id']);
          return HttpResponse.json({ data: { deleteAddress: typed('ActionResult', { ok: true }) } });
        }),
      ],
    });
    const cards = await view.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByTestId('default-tag')).not.toBeNull();
    expect(within(cards[1]!).queryByTestId('default-tag')).toBeNull();
    expect(cards[1]!.textContent).toContain('China Shanghai Nanjing Road 100');

    await view.user.click(within(cards[1]!).getByTestId('set-default'));
    await findToast('Setting Success');
    expect(setDefault).toHaveBeenCalledWith({ id: '12' });
    await waitFor(() => expect(within(view.getAllByTestId('address-card')[1]!).queryByTestId('default-tag')).not.toBeNull());
    expect(within(view.getAllByTestId('address-card')[0]!).queryByTestId('default-tag')).toBeNull();

    await view.user.click(within(view.getAllByTestId('address-card')[0]!).getByTestId('delete-address'));
    const dialog = await findDialog('Delete this address?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Delete Success');
    expect(deleted).toHaveBeenCalledWith({ id: '11' });
    await waitFor(() => expect(view.getAllByTestId('address-card')).toHaveLength(1));
  });

  test('edit and add open the form', async () => {
    const view = await renderScreen(<AddressListScreen />, {
      path: '/address',
      token: TOKEN,
      handlers: [listHandler(() => [HOME])],
    });
    await view.user.click(await view.findByTestId('edit-address'));
    await view.waitForPath('/addressForm/11');
  });

  test('without addresses it says so and offers to add one', async () => {
    const view = await renderScreen(<AddressListScreen />, {
      path: '/address',
      token: TOKEN,
      handlers: [listHandler(() => [])],
    });
    expect(await view.findByText('No addresses yet')).toBeTruthy();
    await view.user.click(view.getByTestId('add-address'));
    await view.waitForPath('/addressForm');
  });

  test('opened to choose (?back=), tapping an address returns there with it', async () => {
    const view = await renderScreen(<AddressListScreen />, {
      path: '/address?back=%2Fcheckout',
      route: '/address',
      token: TOKEN,
      handlers: [listHandler(() => [HOME, OFFICE])],
    });
    const cards = await view.findAllByTestId('address-card');
    await view.user.click(within(cards[1]!).getByText('Sam Lee'));
    await view.waitForPath('/checkout?addressId=12');
  });
});
