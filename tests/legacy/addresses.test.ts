import { beforeAll, describe, expect, it } from 'vitest';
import { logInSeededBuyers, registerBuyer } from './support/accounts.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let demo: string;
let newbie: string;

beforeAll(async () => {
  ({ demo, newbie } = await logInSeededBuyers(standIn));
});

const home = {
  name: 'Li Lei',
  mobile: '13800138000',
  country: 'China',
  area: 'Shanghai, Pudong',
  detail: '88 Century Avenue, Room 1201',
  tag: 'Home',
};

interface Item {
  address_id: number;
  name: string;
  is_default: number;
  tag: string;
}

async function list(token: string): Promise<Item[]> {
  const answer = await standIn.get('/api/user/address_list', { limit: 100 }, token);
  expect(answer.body.code).toBe(1);
  return answer.body.data.list as Item[];
}

function defaults(userToken: Item[]): number[] {
  return userToken.filter((item) => item.is_default === 1).map((item) => item.address_id);
}

function demoAddressId(): number {
  const row = standIn.db
    .prepare(
      "SELECT address_id FROM addresses WHERE user_id = (SELECT id FROM users WHERE username = 'demo') AND is_default = 1",
    )
    .get() as { address_id: number };
  return row.address_id;
}

describe('GET /api/user/address_list and /api/user/address', () => {
  it('lists the demo buyer addresses, the default first', async () => {
    const answer = await standIn.get('/api/user/address_list', {}, demo);
    expect(answer.body.data.count).toBe(2);
    const [first, second] = answer.body.data.list;
    expect(first).toMatchObject({ name: 'Alex Morgan', tag: 'Home', is_default: 1, country: 'United States' });
    expect(second).toMatchObject({ tag: 'Office', is_default: 0 });
    const one = await standIn.get('/api/user/address', { address_id: first.address_id }, demo);
    expect(one.body).toMatchObject({ code: 1, data: first });
  });

  it('starts empty for a new buyer and pages', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    expect((await standIn.get('/api/user/address_list', {}, buyer.token)).body.data).toEqual({ count: 0, list: [] });
    for (const tag of ['A', 'B', 'C']) await standIn.post('/api/user/address_add', { ...home, tag }, buyer.token);
    const page = await standIn.get('/api/user/address_list', { page: 2, limit: 2 }, buyer.token);
    expect(page.body.data.count).toBe(3);
    expect(page.body.data.list).toHaveLength(1);
  });

  it('answers "Address does not exist" for unknown and foreign ids', async () => {
    const foreign = await standIn.get('/api/user/address', { address_id: demoAddressId() }, newbie);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Address does not exist', data: null });
    expect((await standIn.get('/api/user/address', { address_id: 999999 }, demo)).body.msg).toBe(
      'Address does not exist',
    );
    const zh = await standIn.call('GET', '/api/user/address', {
      query: { address_id: 999999 },
      token: demo,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('地址不存在');
    expect((await standIn.get('/api/user/address', { address_id: 'abc' }, demo)).body.msg).toBe(
      'Parameter address_id is invalid',
    );
    expect((await standIn.get('/api/user/address', {}, demo)).body.msg).toBe('address_id is required');
  });

  it('needs a token', async () => {
    expect((await standIn.get('/api/user/address_list')).status).toBe(401);
    expect((await standIn.get('/api/user/address', { address_id: 1 })).status).toBe(401);
  });
});

describe('POST /api/user/address_add', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    const first = await standIn.post('/api/user/address_add', { ...home, is_default: 0 }, buyer.token);
    expect(first.body).toMatchObject({ code: 1, msg: 'Save successful', data: null });
    let items = await list(buyer.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ ...home, is_default: 1 });
    const firstId = items[0]!.address_id;

    await standIn.post('/api/user/address_add', { ...home, tag: 'Office' }, buyer.token);
    items = await list(buyer.token);
    expect(defaults(items)).toEqual([firstId]);

    await standIn.post('/api/user/address_add', { ...home, tag: 'School', is_default: 1 }, buyer.token);
    items = await list(buyer.token);
    const school = items.find((item) => item.tag === 'School')!;
    expect(defaults(items)).toEqual([school.address_id]);
    expect(items[0]!.address_id).toBe(school.address_id);

    const me = (await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data;
    expect(me.address).toMatchObject({ address_id: school.address_id, tag: 'School', is_default: 1 });
  });

  it('edits an address in place, keeping or moving the default', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    await standIn.post('/api/user/address_add', { ...home, tag: 'Home' }, buyer.token);
    standIn.clock.advance(1);
    await standIn.post('/api/user/address_add', { ...home, tag: 'Office' }, buyer.token);
    standIn.clock.advance(1);
    await standIn.post('/api/user/address_add', { ...home, tag: 'Gym' }, buyer.token);
    let items = await list(buyer.token);
    const byTag = (tag: string) => items.find((item) => item.tag === tag)!;
    const homeId = byTag('Home').address_id;
    const officeId = byTag('Office').address_id;
    const gymId = byTag('Gym').address_id;

    // Without is_default the flag is unchanged.
    const edit = await standIn.post(
      '/api/user/address_add',
      { ...home, address_id: homeId, name: 'Han Meimei', tag: 'Home', country: '' },
      buyer.token,
    );
    expect(edit.body).toMatchObject({ code: 1, msg: 'Save successful' });
    const edited = (await standIn.get('/api/user/address', { address_id: homeId }, buyer.token)).body.data;
    expect(edited).toMatchObject({ name: 'Han Meimei', country: '', is_default: 1 });
    expect(await list(buyer.token)).toHaveLength(3);

    await standIn.post(
      '/api/user/address_add',
      { ...home, address_id: officeId, tag: 'Office', is_default: 1 },
      buyer.token,
    );
    items = await list(buyer.token);
    expect(defaults(items)).toEqual([officeId]);

    // Unsetting the default passes it to the most recent other address.
    await standIn.post(
      '/api/user/address_add',
      { ...home, address_id: officeId, tag: 'Office', is_default: 0 },
      buyer.token,
    );
    items = await list(buyer.token);
    expect(defaults(items)).toEqual([gymId]);
  });

  it('keeps a lone address the default even when unset', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    await standIn.post('/api/user/address_add', home, buyer.token);
    const [only] = await list(buyer.token);
    await standIn.post('/api/user/address_add', { ...home, address_id: only!.address_id, is_default: 0 }, buyer.token);
    expect(defaults(await list(buyer.token))).toEqual([only!.address_id]);
  });

  it('requires name, mobile, area, detail and tag, and a valid mobile', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Please enter the addressee'],
      [{ mobile: undefined }, 'Please enter the mobile number'],
      [{ mobile: 'call me' }, 'Please enter a valid mobile number (5 to 20 digits)'],
      [{ area: ' ', country: '' }, 'Please enter the area'],
      [{ area: undefined, country: undefined }, 'Please enter the area'],
      [{ detail: null }, 'Please enter the detailed address'],
      [{ tag: '' }, 'Please choose a tag'],
      [{ detail: 'd'.repeat(300) }, 'detail must be at most 255 characters'],
      [{ is_default: 5 }, 'Parameter is_default is invalid'],
      [{ name: ['x'] }, 'Parameter name is invalid'],
    ];
    for (const [change, msg] of cases) {
      const answer = await standIn.post('/api/user/address_add', { ...home, ...change }, newbie);
      expect(answer.body, JSON.stringify(change)).toMatchObject({ code: 0, msg });
    }
    const zh = await standIn.call('POST', '/api/user/address_add', {
      body: { ...home, tag: '' },
      token: newbie,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('请选择标签');
    expect(await list(newbie)).toHaveLength(0);
  });

  it('takes country as the area when area is left out, as the original client sends its one region field', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    const region = 'Guangdong Province, Shenzhen, Nanshan District';
    const { area: _area, ...withoutArea } = home;
    const added = await standIn.post('/api/user/address_add', { ...withoutArea, country: region }, buyer.token);
    expect(added.body).toMatchObject({ code: 1 });
    const [saved] = await list(buyer.token);
    expect(saved).toMatchObject({ country: region, area: region, detail: home.detail });
    // Edited the same way, and an explicit area still wins over country.
    await standIn.post(
      '/api/user/address_add',
      { ...withoutArea, address_id: saved!.address_id, country: 'Jiangsu, Nanjing' },
      buyer.token,
    );
    expect((await list(buyer.token))[0]).toMatchObject({ country: 'Jiangsu, Nanjing', area: 'Jiangsu, Nanjing' });
    await standIn.post('/api/user/address_add', { ...home, address_id: saved!.address_id }, buyer.token);
    expect((await list(buyer.token))[0]).toMatchObject({ country: 'China', area: 'Shanghai, Pudong' });
  });

  it('never edits another buyer address', async () => {
    const target = demoAddressId();
    const answer = await standIn.post(
      '/api/user/address_add',
      { ...home, address_id: target, name: 'Hijacked' },
      newbie,
    );
    expect(answer.body).toMatchObject({ code: 0, msg: 'Address does not exist' });
    const row = standIn.db.prepare('SELECT name FROM addresses WHERE address_id = ?').get(target) as { name: string };
    expect(row.name).toBe('Alex Morgan');
    expect(await list(newbie)).toHaveLength(0);
  });

  it('allows at most 20 addresses', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    for (let index = 0; index < 20; index += 1) {
      const answer = await standIn.post('/api/user/address_add', { ...home, tag: `T${index}` }, buyer.token);
      expect(answer.body.code).toBe(1);
    }
    const over = await standIn.post('/api/user/address_add', { ...home, tag: 'T20' }, buyer.token);
    expect(over.body).toMatchObject({ code: 0, msg: 'You can keep at most 20 addresses; delete one first' });
    const zh = await standIn.call('POST', '/api/user/address_add', {
      body: { ...home, tag: 'T20' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('最多只能保存 20 个地址，请先删除一个');
    const items = await list(buyer.token);
    expect(items).toHaveLength(20);
    // Editing still works at the limit.
    const edit = await standIn.post(
      '/api/user/address_add',
      { ...home, address_id: items[3]!.address_id, tag: 'Edited' },
      buyer.token,
    );
    expect(edit.body.code).toBe(1);
  });

  it('needs a token', async () => {
    expect((await standIn.post('/api/user/address_add', home)).status).toBe(401);
  });
});

describe('POST /api/user/address_set_default', () => {
  it('moves the default in one step', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    await standIn.post('/api/user/address_add', { ...home, tag: 'A' }, buyer.token);
    await standIn.post('/api/user/address_add', { ...home, tag: 'B' }, buyer.token);
    const b = (await list(buyer.token)).find((item) => item.tag === 'B')!;
    const answer = await standIn.post('/api/user/address_set_default', { address_id: b.address_id }, buyer.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Setting successful', data: null });
    expect(defaults(await list(buyer.token))).toEqual([b.address_id]);
    const zh = await standIn.call('POST', '/api/user/address_set_default', {
      body: { address_id: b.address_id },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('设置成功');
  });

  it('refuses unknown and foreign ids without touching anything', async () => {
    const target = demoAddressId();
    const foreign = await standIn.post('/api/user/address_set_default', { address_id: target }, newbie);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Address does not exist' });
    const other = standIn.db
      .prepare(
        "SELECT address_id FROM addresses WHERE user_id = (SELECT id FROM users WHERE username = 'demo') AND is_default = 0",
      )
      .get() as { address_id: number };
    const notMine = await standIn.post('/api/user/address_set_default', { address_id: other.address_id }, newbie);
    expect(notMine.body.msg).toBe('Address does not exist');
    expect(demoAddressId()).toBe(target);
    expect((await standIn.post('/api/user/address_set_default', { address_id: 0 }, demo)).body.msg).toBe(
      'Parameter address_id is invalid',
    );
    expect((await standIn.post('/api/user/address_set_default', {}, demo)).body.msg).toBe('address_id is required');
    expect((await standIn.post('/api/user/address_set_default', { address_id: target })).status).toBe(401);
  });
});

describe('GET /api/user/address_del', () => {
  it('deletes, promoting the most recent remaining address when the default goes', async () => {
    const buyer = await registerBuyer(standIn, 'addr');
    for (const tag of ['Old', 'Middle', 'Newest']) {
      await standIn.post('/api/user/address_add', { ...home, tag }, buyer.token);
      standIn.clock.advance(1);
    }
    let items = await list(buyer.token);
    const old = items.find((item) => item.tag === 'Old')!;
    const middle = items.find((item) => item.tag === 'Middle')!;
    const newest = items.find((item) => item.tag === 'Newest')!;
    expect(defaults(items)).toEqual([old.address_id]);

    const removeOther = await standIn.get('/api/user/address_del', { address_id: middle.address_id }, buyer.token);
    expect(removeOther.body).toMatchObject({ code: 1, msg: 'Delete successful', data: null });
    expect(defaults(await list(buyer.token))).toEqual([old.address_id]);

    await standIn.get('/api/user/address_del', { address_id: old.address_id }, buyer.token);
    items = await list(buyer.token);
    expect(items.map((item) => item.address_id)).toEqual([newest.address_id]);
    expect(defaults(items)).toEqual([newest.address_id]);

    const zh = await standIn.call('GET', '/api/user/address_del', {
      query: { address_id: newest.address_id },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('删除成功');
    expect(await list(buyer.token)).toEqual([]);
    expect((await standIn.get('/api/user/getUserInfo', {}, buyer.token)).body.data.address).toBeNull();
  });

  it('refuses unknown, already deleted and foreign ids', async () => {
    const target = demoAddressId();
    const foreign = await standIn.get('/api/user/address_del', { address_id: target }, newbie);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Address does not exist' });
    const still = standIn.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE address_id = ?').get(target) as {
      n: number;
    };
    expect(still.n).toBe(1);
    expect((await standIn.get('/api/user/address_del', { address_id: 999999 }, demo)).body.msg).toBe(
      'Address does not exist',
    );
    expect((await standIn.get('/api/user/address_del', { address_id: '-3' }, demo)).body.msg).toBe(
      'Parameter address_id is invalid',
    );
    expect((await standIn.get('/api/user/address_del', { address_id: target })).status).toBe(401);
  });
});

describe("GET /api/user/area (the area picker's regions)", () => {
  interface Area {
    id: number;
    name: string;
    pid: number;
    level: number;
  }
  const areas = async (query: Record<string, string | number | undefined> = {}) =>
    (await standIn.get('/api/user/area', query)).body;

  it('answers the countries, then the children of any region, publicly', async () => {
    const countries = await areas();
    expect(countries.code).toBe(1);
    expect(countries.data.length).toBeGreaterThanOrEqual(10);
    expect(countries.data.every((area: Area) => area.pid === 0 && area.level === 1)).toBe(true);
    const uk = countries.data.find((area: Area) => area.name === 'United Kingdom') as Area;
    const regions = (await areas({ pid: uk.id })).data as Area[];
    expect(regions.map((area) => area.name)).toEqual(['England', 'Scotland', 'Wales']);
    expect(regions.every((area) => area.pid === uk.id && area.level === 2)).toBe(true);
    const england = regions[0]!;
    const cities = (await areas({ pid: String(england.id) })).data as Area[];
    expect(cities.map((area) => area.name)).toContain('London');
    expect(cities.every((area) => area.level === 3 && area.pid === england.id)).toBe(true);
    // A city has no children; neither has a region that does not exist.
    expect((await areas({ pid: cities[0]!.id })).data).toEqual([]);
    expect((await areas({ pid: 987654 })).data).toEqual([]);
    // An empty or zero pid is the top level, as PHP reads it.
    expect((await areas({ pid: '' })).data).toEqual(countries.data);
    expect((await areas({ pid: 0 })).data).toEqual(countries.data);
  });

  it('refuses a malformed pid', async () => {
    expect(await areas({ pid: 'abc' })).toMatchObject({ code: 0, msg: 'Parameter pid is invalid' });
    expect(await areas({ pid: -1 })).toMatchObject({ code: 0, msg: 'Parameter pid is invalid' });
  });
});
