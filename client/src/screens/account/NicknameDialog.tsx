import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { UpdateProfileMutation } from './operations.ts';

const MAX_NICKNAME = 32;

interface NicknameValues {
  nickname: string;
}

/** Changes the name shown in the app. */
export function NicknameDialog({
  visible,
  current,
  onClose,
}: {
  visible: boolean;
  current: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<NicknameValues>();
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);

  useEffect(() => {
    if (visible) form.setFieldsValue({ nickname: current });
  }, [visible, current, form]);

  const save = async ({ nickname }: NicknameValues) => {
    try {
      await updateProfile({ variables: { input: { nickname: nickname.trim() } } });
      toast.success(t('common:messages.saveSuccess'));
      onClose();
    } catch {
      // The error link showed the message; the dialog stays open with what was typed.
    }
  };

  return (
    <Dialog
      visible={visible}
      onClose={onClose}
      closeOnMaskClick
      title={t('profile.editNickname')}
      content={
        <Form form={form} layout="vertical" onFinish={(values: NicknameValues) => void save(values)} footer={null}>
          <Form.Item
            name="nickname"
            label={t('profile.nickname')}
            rules={[
              { required: true, whitespace: true, message: t('profile.nicknameRequired') },
              { max: MAX_NICKNAME, message: t('profile.nicknameTooLong', { count: MAX_NICKNAME }) },
            ]}
          >
            <Input clearable maxLength={MAX_NICKNAME} autoComplete="nickname" />
          </Form.Item>
          <div className="dialog-actions">
            <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button color="primary" type="submit" loading={loading} disabled={loading}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      }
    />
  );
}
