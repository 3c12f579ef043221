/** Messages of the mutual-aid (shop support) endpoints. */
export const en = {
  supportSuccessful: 'Support Successful',
  supportFailedShopMissing: 'Support Failed: this shop does not exist',
  assistShopNotFound: 'This shop does not exist',
  assistAlreadyToday: 'You have already supported this shop today',
} as const;

export const zh: Record<keyof typeof en, string> = {
  supportSuccessful: '助力成功',
  supportFailedShopMissing: '助力失败：该店铺不存在',
  assistShopNotFound: '该店铺不存在',
  assistAlreadyToday: '您今天已经助力过该店铺',
};
