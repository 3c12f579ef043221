/** Messages of the cart endpoints (also used by checkout, which re-checks stock and options). */
export const en = {
  cartAdded: 'Add to cart successfully',
  cartUpdated: 'Setting Success',
  cartDeleted: 'Delete Success',
  cartProductNotFound: 'This product does not exist',
  cartItemNotFound: 'This cart item does not exist',
  cartInsufficientStock: 'Insufficient stock',
  cartFull: 'Your cart is full: it holds at most {max} items',
  cartNumInvalid: '{field} must be a whole number from 1 to 99999',
  cartSpecRequired: 'Please choose {names}',
  cartSpecCount: 'Please choose exactly one value for each of: {names}',
  cartSpecValueInvalid: '"{value}" is not an option of {name}',
  cartSpecNotAllowed: 'This product has no options to choose',
} as const;

export const zh: Record<keyof typeof en, string> = {
  cartAdded: '加入购物车成功',
  cartUpdated: '设置成功',
  cartDeleted: '删除成功',
  cartProductNotFound: '该商品不存在',
  cartItemNotFound: '该购物车商品不存在',
  cartInsufficientStock: '库存不足',
  cartFull: '购物车已满：最多可放 {max} 件商品',
  cartNumInvalid: '{field} 必须是 1 到 99999 之间的整数',
  cartSpecRequired: '请选择{names}',
  cartSpecCount: '请为以下每一项各选择一个值：{names}',
  cartSpecValueInvalid: '“{value}”不是{name}的可选项',
  cartSpecNotAllowed: '该商品没有可选规格',
};
