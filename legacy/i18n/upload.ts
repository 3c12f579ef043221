/** Messages of the upload endpoint. */
export const en = {
  uploadSuccessful: 'Upload successful',
  uploadMissingFile: 'Please choose a file to upload (multipart field "file")',
  uploadTooLarge: 'File is too large (max 5 MB)',
  uploadNotImage: 'Only JPEG, PNG, GIF and WebP images can be uploaded',
  uploadMalformed: 'The upload is not a valid multipart form',
  uploadUnexpectedField: 'Send exactly one file, in the multipart field "file"',
} as const;

export const zh: Record<keyof typeof en, string> = {
  uploadSuccessful: '上传成功',
  uploadMissingFile: '请选择要上传的文件（multipart 字段 "file"）',
  uploadTooLarge: '文件过大（最大 5 MB）',
  uploadNotImage: '只能上传 JPEG、PNG、GIF 和 WebP 图片',
  uploadMalformed: '上传内容不是有效的 multipart 表单',
  uploadUnexpectedField: '请只发送一个文件，放在 multipart 字段 "file" 中',
};
