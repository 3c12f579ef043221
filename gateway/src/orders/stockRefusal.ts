import { readProductDetail } from '../catalog/details.ts';
import type { GatewayContext } from '../context.ts';
import { InputRule } from '../errors.ts';
import type { Refusal } from '../graphql/refusals.ts';
import type { LegacyProductChoice } from './productChoice.ts';

/**
 * A refused add to the bag or buy-now explained by the stock (read after the refusal): what the bag
 * already holds of the same listing and options (`withBag`) plus the quantity asked is more than the
 * stock. `field` names the quantity.
 */
export async function stockBelowChoice(
  { legacy }: GatewayContext,
  field: string,
  choice: LegacyProductChoice,
  { withBag }: { withBag: boolean } = { withBag: true },
): Promise<Refusal | undefined> {
  const [product, cart] = await Promise.all([
    readProductDetail(legacy, choice.mer_id, choice.product_id),
    withBag ? legacy.read('cartIndex') : undefined,
  ]);
  const inBag = (cart?.carts ?? [])
    .filter(
      (line) =>
        line.mer_id === choice.mer_id && line.product_id === choice.product_id && line.spec === (choice.spec ?? ''),
    )
    .reduce((sum, line) => sum + line.cart_num, 0);
  const stock = product.goods.stock;
  return inBag + choice.quantity > stock ? { field, rule: InputRule.stock, limit: stock } : undefined;
}

/** A refused checkout of bag lines explained by the stock: a line holds more than its stock. */
export async function stockBelowLines({ legacy }: GatewayContext, field: string): Promise<Refusal | undefined> {
  const over = (await legacy.read('cartIndex')).carts.find((line) => line.cart_num > line.goods.stock);
  return over ? { field, rule: InputRule.stock, limit: over.goods.stock } : undefined;
}
