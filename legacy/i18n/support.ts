/** Messages of the help, law and notification endpoints. */
export const en = {
  noticeNotFound: 'This notification does not exist',
} as const;

export const zh: Record<keyof typeof en, string> = {
  noticeNotFound: '该通知不存在',
};
