import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startStack, type GraphQLAnswer, type Stack } from './support/stack.ts';

/*
 * Shipping addresses over real HTTP. Reads use the demo buyer's two seeded
 * addresses; changes are made by a buyer registered for this file, so every
 * step's expected list is known exactly.
 */

const Addresses = graphql(`
  query AddressesList($page: Int!, $limit: Int!) {
    addresses(page: $page, limit: $limit) {
      items {
        id
        addressee
        mobile
        country
        area
        detail
        tag
        isDefault
      }
      total
      hasMore
    }
  }
`);

const AddressById = graphql(`
  query AddressesOne($id: ID!) {
    address(id: $id) {
      id
      addressee
      mobile
      country
      area
      detail
      tag
      isDefault
    }
  }
`);

const DefaultAddress = graphql(`
  query AddressesMeDefault {
    me {
      defaultAddress {
        id
        addressee
        isDefault
      }
    }
  }
`);

const AreaTree = graphql(`
  query AddressesAreaTree {
    areas {
      id
      name
      level
      children {
        id
        name
        level
        children {
          id
          name
          level
          children {
            id
          }
        }
      }
    }
  }
`);

const AreasUnder = graphql(`
  query AddressesAreasUnder($parentId: ID) {
    areas(parentId: $parentId) {
      id
      name
      level
    }
  }
`);

const SaveAddress = graphql(`
  mutation AddressesSave($input: AddressInput!) {
    saveAddress(input: $input) {
      ok
      message
    }
  }
`);

const SetDefault = graphql(`
  mutation AddressesSetDefault($id: ID!) {
    setDefaultAddress(id: $id) {
      ok
      message
    }
  }
`);

const DeleteAddress = graphql(`
  mutation AddressesDelete($id: ID!) {
    deleteAddress(id: $id) {
      ok
      message
    }
  }
`);

const RegisterBuyer = graphql(`
  mutation AddressesRegister($input: RegisterInput!) {
    register(input: $input) {
      token
    }
  }
`);

let stack: Stack;
let demoToken: string;
let token: string;

const home = {
  addressee: 'Kim Lee',
  mobile: '+49 151 2345678',
  country: 'Germany',
  area: 'Berlin 10115',
  detail: 'Invalidenstr. 1',
  tag: 'Home',
};
const office = {
  addressee: 'Kim Lee',
  mobile: '4930123456',
  area: 'Berlin 10117',
  detail: 'Unter den Linden 5',
  tag: 'Office',
};

beforeAll(async () => {
  stack = await startStack();
  demoToken = await stack.login();
  const registered = await stack.gql(RegisterBuyer, {
    input: {
      username: 'address_tester',
      nickname: 'Address Tester',
      password: 'tester123',
      passwordConfirmation: 'tester123',
      email: 'address.tester@example.com',
      mobile: '4915199999',
    },
  });
  token = registered.data!.register.token;
});

afterAll(async () => {
  await stack.close();
});

function errorOf<T>(answer: GraphQLAnswer<T>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

function expectBadInput<T>(answer: GraphQLAnswer<T>, field: string): void {
  expect(errorOf(answer).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(stack.calls).toEqual([]);
}

function expectRejected<T>(answer: GraphQLAnswer<T>, message: string): void {
  const error = errorOf(answer);
  expect(error.extensions).toMatchObject({ code: 'UPSTREAM_REJECTED', upstreamCode: 0 });
  expect(error.message).toBe(message);
}

async function list(as = token) {
  const answer = await stack.gql(Addresses, { page: 1, limit: 20 }, { token: as });
  expect(answer.errors).toBeUndefined();
  return answer.data!.addresses;
}

describe('reading addresses', () => {
  it('lists the demo buyer’s addresses, the default first', async () => {
    stack.resetCalls();
    const page = await list(demoToken);
    expect(page).toEqual({
      items: [
        {
          id: expect.stringMatching(/^\d+$/),
          addressee: 'Alex Morgan',
          mobile: '2025550143',
          country: 'United States',
          area: 'Washington, DC 20001',
          detail: '1200 Example Avenue NW, Apt 5B',
          tag: 'Home',
          isDefault: true,
        },
        {
          id: expect.stringMatching(/^\d+$/),
          addressee: 'Alex Morgan',
          mobile: '2025550177',
          country: 'United States',
          area: 'Arlington, VA 22201',
          detail: '400 Sample Street, Floor 3, Acme Co.',
          tag: 'Office',
          isDefault: false,
        },
      ],
      total: 2,
      hasMore: false,
    });
    expect(stack.calls).toEqual([
      {
        operation: 'addressList',
        params: { page: 1, limit: 20 },
        headers: expect.objectContaining({ token: demoToken }),
      },
    ]);

    const first = await stack.gql(Addresses, { page: 1, limit: 1 }, { token: demoToken });
    expect(first.data!.addresses).toMatchObject({ total: 2, hasMore: true, items: [{ tag: 'Home' }] });
  });

  it('answers one address by id', async () => {
    const [, office] = (await list(demoToken)).items;
    stack.resetCalls();
    const answer = await stack.gql(AddressById, { id: office!.id }, { token: demoToken });
    expect(answer.data!.address).toEqual(office);
    expect(stack.calls[0]).toMatchObject({ operation: 'address', params: { address_id: Number(office!.id) } });
  });

  it('needs a session', async () => {
    const answer = await stack.gql(Addresses, { page: 1, limit: 20 });
    expect(errorOf(answer).extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('checks ids and paging before calling upstream', async () => {
    stack.resetCalls();
    expectBadInput(await stack.gql(AddressById, { id: 'home' }, { token: demoToken }), 'id');
    expectBadInput(await stack.gql(Addresses, { page: 1, limit: 101 }, { token: demoToken }), 'limit');
  });
});

describe('changing addresses', () => {
  it('adds a first address, which becomes the default', async () => {
    stack.resetCalls();
    const answer = await stack.gql(SaveAddress, { input: home }, { token });
    expect(answer.data!.saveAddress).toEqual({ ok: true, message: 'Save successful' });
    expect(stack.calls).toEqual([
      {
        operation: 'addressAdd',
        params: {
          name: 'Kim Lee',
          mobile: '+491512345678',
          country: 'Germany',
          area: 'Berlin 10115',
          detail: 'Invalidenstr. 1',
          tag: 'Home',
        },
        headers: expect.objectContaining({ token }),
      },
    ]);
    expect((await list()).items).toEqual([
      {
        id: expect.any(String),
        addressee: 'Kim Lee',
        mobile: '+491512345678',
        country: 'Germany',
        area: 'Berlin 10115',
        detail: 'Invalidenstr. 1',
        tag: 'Home',
        isDefault: true,
      },
    ]);
  });

  it('adds a second address that is not the default unless asked', async () => {
    await stack.gql(SaveAddress, { input: office }, { token });
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.tag, item.isDefault, item.country])).toEqual([
      ['Home', true, 'Germany'],
      ['Office', false, ''],
    ]);
  });

  it('adds an address as the new default', async () => {
    stack.resetCalls();
    await stack.gql(
      SaveAddress,
      { input: { ...office, tag: 'Parents', detail: 'Kastanienallee 9', isDefault: true } },
      { token },
    );
    expect(stack.calls[0]!.params).toMatchObject({ tag: 'Parents', is_default: 1 });
    const page = await list();
    expect(page.items.map((item) => [item.tag, item.isDefault])).toEqual([
      ['Parents', true],
      ['Office', false],
      ['Home', false],
    ]);
    const me = await stack.gql(DefaultAddress, {}, { token });
    expect(me.data!.me!.defaultAddress).toMatchObject({ addressee: 'Kim Lee', isDefault: true, id: page.items[0]!.id });
  });

  it('edits an address and keeps its default flag when isDefault is left out', async () => {
    const parents = (await list()).items[0]!;
    stack.resetCalls();
    const answer = await stack.gql(
      SaveAddress,
      {
        input: {
          id: parents.id,
          addressee: 'Kim Park',
          mobile: '4930999999',
          area: 'Potsdam 14467',
          detail: 'Am Kanal 2',
          tag: 'Parents',
        },
      },
      { token },
    );
    expect(answer.data!.saveAddress.ok).toBe(true);
    expect(stack.calls[0]!.params).toEqual({
      address_id: Number(parents.id),
      name: 'Kim Park',
      mobile: '4930999999',
      area: 'Potsdam 14467',
      detail: 'Am Kanal 2',
      tag: 'Parents',
    });
    const edited = await stack.gql(AddressById, { id: parents.id }, { token });
    expect(edited.data!.address).toEqual({
      id: parents.id,
      addressee: 'Kim Park',
      mobile: '4930999999',
      country: '',
      area: 'Potsdam 14467',
      detail: 'Am Kanal 2',
      tag: 'Parents',
      isDefault: true,
    });
  });

  it('makes another address the default', async () => {
    const home = (await list()).items.find((item) => item.tag === 'Home')!;
    stack.resetCalls();
    const answer = await stack.gql(SetDefault, { id: home.id }, { token });
    expect(answer.data!.setDefaultAddress).toEqual({ ok: true, message: 'Setting successful' });
    expect(stack.calls).toEqual([
      {
        operation: 'addressSetDefault',
        params: { address_id: Number(home.id) },
        headers: expect.objectContaining({ token }),
      },
    ]);
    const page = await list();
    expect(page.items.filter((item) => item.isDefault).map((item) => item.id)).toEqual([home.id]);
    expect(page.items[0]!.id).toBe(home.id);
  });

  it('deletes an address; deleting the default promotes another', async () => {
    const before = (await list()).items;
    const home = before.find((item) => item.isDefault)!;
    stack.resetCalls();
    const answer = await stack.gql(DeleteAddress, { id: home.id }, { token });
    expect(answer.data!.deleteAddress).toEqual({ ok: true, message: 'Delete successful' });
    expect(stack.calls[0]).toMatchObject({ operation: 'addressDel', params: { address_id: Number(home.id) } });
    const after = await list();
    expect(after.total).toBe(2);
    expect(after.items.map((item) => item.id)).not.toContain(home.id);
    expect(after.items.filter((item) => item.isDefault)).toHaveLength(1);

    const gone = await stack.gql(AddressById, { id: home.id }, { token });
    expectRejected(gone, 'Address does not exist');
  });

  it('refuses another buyer’s address for every call, and leaves it unchanged', async () => {
    const demoAddresses = (await list(demoToken)).items;
    const theirs = demoAddresses[1]!;
    expectRejected(await stack.gql(AddressById, { id: theirs.id }, { token }), 'Address does not exist');
    expectRejected(await stack.gql(SetDefault, { id: theirs.id }, { token }), 'Address does not exist');
    expectRejected(await stack.gql(DeleteAddress, { id: theirs.id }, { token }), 'Address does not exist');
    expectRejected(
      await stack.gql(SaveAddress, { input: { ...office, id: theirs.id } }, { token }),
      'Address does not exist',
    );
    expect((await list(demoToken)).items).toEqual(demoAddresses);
  });

  it.each([
    ['input.addressee', { addressee: '  ' }],
    ['input.mobile', { mobile: '' }],
    ['input.mobile', { mobile: 'call me' }],
    ['input.area', { area: '' }],
    ['input.detail', { detail: ' ' }],
    ['input.tag', { tag: '' }],
    ['input.tag', { tag: 'A very long tag name here' }],
    ['input.country', { country: 'x'.repeat(51) }],
    ['input.id', { id: '0' }],
  ])('checks %s before calling upstream (%j)', async (field, wrong) => {
    stack.resetCalls();
    expectBadInput(await stack.gql(SaveAddress, { input: { ...home, ...wrong } }, { token }), field);
  });

  it('checks the id of setDefaultAddress and deleteAddress before calling upstream', async () => {
    stack.resetCalls();
    expectBadInput(await stack.gql(SetDefault, { id: '-3' }, { token }), 'id');
    expectBadInput(await stack.gql(DeleteAddress, { id: '1.5' }, { token }), 'id');
  });
});

describe('areas (the area picker)', () => {
  it('answers the countries with two levels below, one upstream read per region, without a token', async () => {
    stack.gateway.publicCache.clear();
    stack.resetCalls();
    const answer = await stack.gql(AreaTree);
    expect(answer.errors).toBeUndefined();
    const rows = stack.legacy.db.prepare('SELECT id, pid, name, level FROM areas ORDER BY sort, id').all() as Array<{
      id: number;
      pid: number;
      name: string;
      level: number;
    }>;
    const countries = rows.filter((row) => row.pid === 0);
    expect(answer.data!.areas.map((area) => area.name)).toEqual(countries.map((row) => row.name));
    const uk = answer.data!.areas.find((area) => area.name === 'United Kingdom')!;
    expect(uk.level).toBe(1);
    const england = uk.children.find((area) => area.name === 'England')!;
    expect(england.level).toBe(2);
    expect(england.children.map((city) => city.name)).toContain('London');
    // A city has no children and costs no call.
    expect(england.children[0]!.children).toEqual([]);
    const regions = rows.filter((row) => row.level === 2).length;
    expect(stack.calls).toHaveLength(1 + countries.length + regions);
    expect(stack.calls.every((call) => call.operation === 'areaList' && call.headers.token === undefined)).toBe(true);
    // Public: a second tree comes from the cache.
    stack.resetCalls();
    await stack.gql(AreaTree);
    expect(stack.calls).toEqual([]);
  });

  it('answers the regions under one, and refuses a malformed parent before calling upstream', async () => {
    const countries = (await stack.gql(AreasUnder, {})).data!.areas;
    const regions = await stack.gql(AreasUnder, { parentId: countries[0]!.id });
    expect(regions.data!.areas.length).toBeGreaterThan(0);
    expect(regions.data!.areas.every((area) => area.level === 2)).toBe(true);
    expect((await stack.gql(AreasUnder, { parentId: '999999' })).data!.areas).toEqual([]);
    stack.resetCalls();
    const bad = await stack.gql(AreasUnder, { parentId: 'abc' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
    expect(stack.calls).toEqual([]);
  });

  it('saves an address whose area was picked, as the form sends it', async () => {
    const token = await stack.login('newbie', 'newbie123');
    const saved = await stack.gql(
      SaveAddress,
      {
        input: {
          addressee: 'Picked Area',
          mobile: '+44 7700 900123',
          country: 'United Kingdom',
          area: 'England / London',
          detail: '221B Baker Street',
          tag: 'Home',
        },
      },
      { token, headers: { repeatSubmit: 'false' } },
    );
    expect(saved.data?.saveAddress.ok).toBe(true);
    const list = await stack.gql(Addresses, { page: 1, limit: 20 }, { token });
    expect(list.data!.addresses.items.find((item) => item.addressee === 'Picked Area')).toMatchObject({
      country: 'United Kingdom',
      area: 'England / London',
    });
  });
});
