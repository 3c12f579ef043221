import { useMutation } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { uploadImage } from '../../lib/upload.ts';
import { UpdateProfileMutation } from './operations.ts';

/** The buyer's new avatar: the hidden file input, its upload, then the profile saved with the picture's URL. */
export function useAvatarUpload() {
  const { t } = useTranslation(['account', 'common']);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onAvatarChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const close = toast.loading(t('common:messages.loading'));
    try {
      const url = await uploadImage(file);
      await updateProfile({ variables: { input: { avatar: url } } });
      close();
      toast.success(t('common:messages.uploadSuccess'));
    } catch {
      // The upload helper or the error link already said what went wrong.
      close();
    } finally {
      setUploading(false);
    }
  };

  return { fileInput, uploading, choose: () => fileInput.current?.click(), onAvatarChosen };
}
