/** Messages of the shipping-address endpoints. */
export const en = {
  addressSaved: 'Save successful',
  addressDefaultSet: 'Setting successful',
  addressDeleted: 'Delete successful',
  addressNotFound: 'Address does not exist',
  addressLimit: 'You can keep at most {max} addresses; delete one first',
  addressNameRequired: 'Please enter the addressee',
  addressMobileRequired: 'Please enter the mobile number',
  addressMobileInvalid: 'Please enter a valid mobile number (5 to 20 digits)',
  addressAreaRequired: 'Please enter the area',
  addressDetailRequired: 'Please enter the detailed address',
  addressTagRequired: 'Please choose a tag',
} as const;

export const zh: Record<keyof typeof en, string> = {
  addressSaved: '保存成功',
  addressDefaultSet: '设置成功',
  addressDeleted: '删除成功',
  addressNotFound: '地址不存在',
  addressLimit: '最多只能保存 {max} 个地址，请先删除一个',
  addressNameRequired: '请输入收货人',
  addressMobileRequired: '请输入手机号码',
  addressMobileInvalid: '请输入有效的手机号码（5 到 20 位数字）',
  addressAreaRequired: '请输入所在地区',
  addressDetailRequired: '请输入详细地址',
  addressTagRequired: '请选择标签',
};
