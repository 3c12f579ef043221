/** Messages every endpoint may answer with. */
export const en = {
  ok: 'ok',
  loginFirst: 'Please login first',
  notFound: 'The requested API does not exist',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedBody: 'Unsupported request body type',
  invalidParam: 'Parameter {field} is invalid',
  required: '{field} is required',
  tooLong: '{field} must be at most {max} characters',
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: 'limit must be a whole number between 1 and 100',
  internalError: 'The server could not complete the request, please try again later',
  insufficientBalance: 'Insufficient balance',
  badPath: 'The request path is not valid',
} as const;

export const zh: Record<keyof typeof en, string> = {
  ok: '成功',
  loginFirst: '请先登录',
  notFound: '请求的接口不存在',
  malformedJson: '请求体不是有效的 JSON',
  bodyTooLarge: '请求体过大',
  unsupportedBody: '不支持的请求体类型',
  invalidParam: '参数 {field} 无效',
  required: '{field} 不能为空',
  tooLong: '{field} 最多 {max} 个字符',
  pageInvalid: 'page 必须是不小于 1 的整数',
  limitInvalid: 'limit 必须是 1 到 100 之间的整数',
  internalError: '服务器暂时无法完成请求，请稍后再试',
  insufficientBalance: '余额不足',
  badPath: '请求路径无效',
};
