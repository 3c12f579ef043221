import { Router } from 'express';
import { z } from 'zod';
import { mobile, optionalString, requiredText } from '../account/fields.ts';
import { ADDRESS_COLUMNS, addressFinder, ensureDefault, MAX_ADDRESSES, type AddressItem } from '../addresses/store.ts';
import { optionalId } from '../catalog/params.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { flag, id, paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { pageOf } from '../http/paging.ts';

const addressIdSchema = z.object({ address_id: id() });

const addressFields = z.object({
  address_id: z.preprocess(
    (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
    id().optional(),
  ),
  name: requiredText('addressNameRequired', 50),
  mobile: mobile('addressMobileRequired', 'addressMobileInvalid'),
  country: optionalString(200),
  area: optionalString(200),
  detail: requiredText('addressDetailRequired', 255),
  tag: requiredText('addressTagRequired', 20),
  is_default: z.preprocess((value) => (value === '' || value === null ? undefined : value), flag().optional()),
});

/**
 * The original client's form has a single region field, sent as `country` with no
 * `area`: the real API takes `country` as the area then. One of the two is required.
 */
const addressSchema = addressFields.transform((body, ctx) => {
  const area = body.area !== '' ? body.area : body.country;
  if (area === '') {
    ctx.addIssue({ code: 'custom', path: ['area'], message: 'addressAreaRequired' });
    return z.NEVER;
  }
  return { ...body, area };
});

/**
 * The buyer's shipping addresses. Exactly one is the default whenever any exist:
 * the first becomes it, choosing another clears the rest, deleting it promotes the
 * most recent remaining one. Another buyer's address "does not exist".
 */
export function addressRoutes({ db, clock }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();

  router.get('/api/user/address_list', requireUser, (req, res) => {
    const page = input(req, z.object(paging));
    ok(
      req,
      res,
      pageOf<AddressItem>(
        db,
        `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = ? ORDER BY is_default DESC, createtime DESC, address_id DESC`,
        [currentUser(req).id],
        page,
      ),
    );
  });

  const addresses = addressFinder(db);
  router.get('/api/user/address', requireUser, (req, res) => {
    const { address_id: addressId } = input(req, addressIdSchema);
    const address = addresses.own(currentUser(req).id, addressId);
    if (!address) fail('addressNotFound');
    ok(req, res, address);
  });

  const countOwn = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?');
  const clearDefault = db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ? AND address_id <> ?');
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, name, mobile, country, area, detail, tag, is_default, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE addresses SET name = ?, mobile = ?, country = ?, area = ?, detail = ?, tag = ?,
       is_default = COALESCE(?, is_default)
     WHERE address_id = ? AND user_id = ?`,
  );
  router.post('/api/user/address_add', requireUser, (req, res) => {
    const body = input(req, addressSchema);
    const userId = currentUser(req).id;
    db.transaction(() => {
      let addressId = body.address_id;
      const fields = [body.name, body.mobile, body.country, body.area, body.detail, body.tag] as const;
      if (addressId === undefined) {
        const count = countOwn.get(userId)?.n ?? 0;
        if (count >= MAX_ADDRESSES) fail('addressLimit', { max: MAX_ADDRESSES });
        const isDefault = body.is_default === 1 || count === 0 ? 1 : 0;
        addressId = Number(insert.run(userId, ...fields, isDefault, clock.now()).lastInsertRowid);
      } else {
        if (update.run(...fields, body.is_default ?? null, addressId, userId).changes === 0) fail('addressNotFound');
      }
      if (body.is_default === 1) clearDefault.run(userId, addressId);
      ensureDefault(db, userId, addressId);
    })();
    ok(req, res, null, 'addressSaved');
  });

  const setDefault = db.prepare('UPDATE addresses SET is_default = 1 WHERE address_id = ? AND user_id = ?');
  router.post('/api/user/address_set_default', requireUser, (req, res) => {
    const { address_id: addressId } = input(req, addressIdSchema);
    const userId = currentUser(req).id;
    db.transaction(() => {
      if (setDefault.run(addressId, userId).changes === 0) fail('addressNotFound');
      clearDefault.run(userId, addressId);
    })();
    ok(req, res, null, 'addressDefaultSet');
  });

  /*
   * The regions behind the address form's area picker [shape assumed]: the children of
   * `pid` (the countries without it). A region without children, or an unknown one,
   * answers an empty list, as PHP answers an empty query.
   */
  const areasOf = db.prepare<[number], { id: number; name: string; pid: number; level: number }>(
    'SELECT id, name, pid, level FROM areas WHERE pid = ? ORDER BY sort, id',
  );
  router.get('/api/user/area', (req, res) => {
    const { pid } = input(req, z.object({ pid: optionalId() }));
    ok(req, res, areasOf.all(pid));
  });

  const remove = db.prepare('DELETE FROM addresses WHERE address_id = ? AND user_id = ?');
  router.get('/api/user/address_del', requireUser, (req, res) => {
    const { address_id: addressId } = input(req, addressIdSchema);
    const userId = currentUser(req).id;
    db.transaction(() => {
      if (remove.run(addressId, userId).changes === 0) fail('addressNotFound');
      ensureDefault(db, userId);
    })();
    ok(req, res, null, 'addressDeleted');
  });

  return router;
}
