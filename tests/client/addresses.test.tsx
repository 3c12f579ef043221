import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { SaveAddressMutationVariables } from '../../client/src/gql/graphql.ts';
import AddressFormScreen from '../../client/src/screens/addresses/AddressFormScreen.tsx';
import AddressListScreen from '../../client/src/screens/addresses/AddressListScreen.tsx';
import { currentUser, gqlError, typed } from './support/handlers.ts';
import { findToast, renderScreen, type Rendered } from './support/renderApp.tsx';

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

/** The area picker's regions: two countries, their provinces, their cities. */
function areaTree() {
  const area = (id: string, name: string, children: unknown[] = []) => typed('Area', { id, name, children });
  return graphql.query('AreaTree', () =>
    HttpResponse.json({
      data: {
        areas: [
          area('1', 'China', [
            area('2', 'Shanghai', [area('3', 'Pudong'), area('4', 'Huangpu')]),
            area('5', 'Guangdong', [area('6', 'Shenzhen')]),
          ]),
          area('7', 'South Korea', [area('8', 'Seoul', [area('9', 'Gangnam'), area('10', 'Mapo')])]),
        ],
      },
    }),
  );
}

/** The area list cannot be had: the form falls back to typing the country and the area. */
function noAreaTree() {
  return graphql.query('AreaTree', () => HttpResponse.json(gqlError('UPSTREAM_UNAVAILABLE', 'down')));
}

/** Picks `names` column by column in the open area picker, then confirms. */
async function pickArea(view: Rendered, names: string[]): Promise<void> {
  await view.user.click(view.getByTestId('area-picker'));
  // The popup takes taps once it has slid in (antd-mobile blocks them while it moves).
  const picker = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.adm-picker');
    expect(found).not.toBeNull();
    for (let node: HTMLElement | null = found; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
    return found!;
  });
  for (const [index, name] of names.entries()) {
    await waitFor(() => {
      const column = picker.querySelectorAll('.adm-picker-view-column')[index];
      const item = [...(column?.querySelectorAll('.adm-picker-view-column-item') ?? [])].find(
        (node) => node.textContent === name,
      );
      expect(item).toBeDefined();
      (item as HTMLElement).click();
      expect(column?.querySelector('[data-selected="true"]')?.textContent).toBe(name);
    });
  }
  await view.user.click(within(picker).getByText('Confirm'));
}

async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const body = document.querySelector<HTMLElement>('.adm-dialog-body');
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
      handlers: [answerSave(saved), areaTree()],
    });
    await view.findByTestId('area-picker');
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

  test('a new address is saved with the area picked, its tag and default flag, then the form returns to ?back=', async () => {
    const saved = vi.fn();
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm?back=%2Fcheckout',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [
        answerSave(saved),
        currentUser(),
        areaTree(),
        // Not in the list read after saving: the form goes back without a choice.
        graphql.query('Addresses', () =>
          HttpResponse.json({ data: { addresses: typed('AddressPage', { items: [], total: 0, hasMore: false }) } }),
        ),
      ],
    });
    expect(await view.findByText('New address')).toBeTruthy();
    await view.user.type(view.getByLabelText(/^Addressee/), ' Kim Park ');
    await view.user.type(view.getByLabelText(/^Mobile/), '+82 10-1234-5678');
    expect((await view.findByTestId('area-picker')).textContent).toBe('Country, region and city');
    await pickArea(view, ['South Korea', 'Seoul', 'Mapo']);
    await waitFor(() => expect(view.getByTestId('area-picker').textContent).toBe('South Korea / Seoul, Mapo'));
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Gangnam-daero 1');
    await view.user.click(view.getByText('Office'));
    await view.user.click(view.getByRole('switch', { name: 'Default address' }));
    await view.user.click(view.getByTestId('save-address'));

    await findToast('Save successful');
    expect(saved).toHaveBeenCalledWith({
      input: {
        addressee: 'Kim Park',
        mobile: '+821012345678',
        country: 'South Korea',
        area: 'Seoul, Mapo',
        detail: 'Gangnam-daero 1',
        tag: 'Office',
        isDefault: true,
      },
    });
    await view.waitForPath('/checkout');
  });

  test('a new address added from the checkout goes back to it chosen (?addressId=)', async () => {
    const KIM = { ...OFFICE, id: '31', addressee: 'Kim Park', mobile: '+821012345678', tag: 'Home' };
    const view = await renderScreen(<AddressFormScreen />, {
      path: `/addressForm?back=${encodeURIComponent('/checkout?items=2')}`,
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [
        answerSave(() => undefined),
        currentUser(),
        noAreaTree(),
        // The save answers no id: the list, read again, tells which is new (the same fields, newest).
        graphql.query('Addresses', () =>
          HttpResponse.json({
            data: {
              addresses: typed('AddressPage', {
                items: [HOME, { ...KIM, id: '29', detail: 'Old street 2' }, KIM, OFFICE].map((address) =>
                  typed('Address', address),
                ),
                total: 4,
                hasMore: false,
              }),
            },
          }),
        ),
      ],
    });
    await view.user.type(await view.findByLabelText(/^Addressee/), 'Kim Park');
    await view.user.type(view.getByLabelText(/^Mobile/), '+82 10-1234-5678');
    await view.user.type(await view.findByRole('textbox', { name: 'Country' }), 'China');
    await view.user.type(view.getByRole('textbox', { name: 'Area' }), 'Shanghai');
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Nanjing Road 100');
    await view.user.click(view.getByText('Home'));
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Save successful');
    await view.waitForPath('/checkout?items=2&addressId=31');
  });

  test('without the area list the country and the area are typed, and saved as typed', async () => {
    const saved = vi.fn();
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [answerSave(saved), currentUser(), noAreaTree()],
    });
    await view.user.type(await view.findByLabelText(/^Addressee/), 'Kim Park');
    await view.user.type(view.getByLabelText(/^Mobile/), '01012345678');
    await view.user.type(await view.findByRole('textbox', { name: 'Country' }), 'Korea');
    await view.user.type(view.getByRole('textbox', { name: 'Area' }), 'Seoul');
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Gangnam-daero 1');
    await view.user.click(view.getByText('Home'));
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Save successful');
    expect(saved).toHaveBeenCalledWith({
      input: {
        addressee: 'Kim Park',
        mobile: '01012345678',
        country: 'Korea',
        area: 'Seoul',
        detail: 'Gangnam-daero 1',
        tag: 'Home',
        isDefault: false,
      },
    });
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
        areaTree(),
      ],
    });
    expect(await view.findByDisplayValue('Sam Lee')).toBeTruthy();
    expect(view.getByText('Edit address')).toBeTruthy();
    // The saved area is shown as it is, and the picker opens on it.
    await waitFor(() => expect(view.getByTestId('area-picker').textContent).toBe('China / Shanghai'));
    await pickArea(view, ['China', 'Shanghai', 'Pudong']);
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Save successful');
    expect(saved).toHaveBeenCalledWith({
      input: { ...OFFICE, area: 'Shanghai, Pudong', id: '12' },
    });
  });

  test('a refused save keeps everything typed', async () => {
    const view = await renderScreen(<AddressFormScreen />, {
      path: '/addressForm',
      route: '/addressForm/:id?',
      token: TOKEN,
      handlers: [
        graphql.mutation('SaveAddress', () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Too many addresses'))),
        areaTree(),
      ],
    });
    await view.user.type(await view.findByLabelText(/^Addressee/), 'Kim');
    await view.user.type(view.getByLabelText(/^Mobile/), '01012345678');
    await pickArea(view, ['South Korea', 'Seoul', 'Gangnam']);
    await view.user.type(view.getByLabelText(/^Address(?!ee)/), 'Street 2');
    await view.user.click(view.getByText('Home'));
    await view.user.click(view.getByTestId('save-address'));
    await findToast('Too many addresses');
    expect((view.getByLabelText(/^Addressee/) as HTMLInputElement).value).toBe('Kim');
    expect(view.getByTestId('area-picker').textContent).toBe('South Korea / Seoul, Gangnam');
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
    await findToast('Your change has been saved');
    expect(setDefault).toHaveBeenCalledWith({ id: '12' });
    await waitFor(() =>
      expect(within(view.getAllByTestId('address-card')[1]!).queryByTestId('default-tag')).not.toBeNull(),
    );
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
